import { describe, expect, it, vi } from 'vitest';
import { announceSignOut, fingerprint, SIGN_OUT_CHANNEL, watchSignOuts } from '@app/platform/signOutChannel';
import { resetPlatform } from '@app/platform/store';

const TOKEN = 'a'.repeat(40);

/** Another tab of the browser: a channel of its own on the same name. */
function otherTab() {
  const channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return { channel, heard };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('sign-outs shared between tabs (issue 29)', () => {
  it('tells the other tabs which session ended, by a fingerprint, never the token', async () => {
    watchSignOuts(() => TOKEN, () => {});
    const tab = otherTab();
    announceSignOut(TOKEN);
    await settle();
    tab.channel.close();
    expect(tab.heard).toEqual([{ type: 'signedOut', session: fingerprint(TOKEN) }]);
    expect(JSON.stringify(tab.heard)).not.toContain(TOKEN);
  });

  it('ends this tab only when the session signed out is the one it holds now', async () => {
    let held: string | null = TOKEN;
    const ended = vi.fn();
    watchSignOuts(() => held, ended);
    const tab = otherTab();
    tab.channel.postMessage({ type: 'signedOut', session: fingerprint('b'.repeat(40)) });
    tab.channel.postMessage({ type: 'something else', session: fingerprint(TOKEN) });
    await settle();
    expect(ended).not.toHaveBeenCalled();
    tab.channel.postMessage({ type: 'signedOut', session: fingerprint(TOKEN) });
    await settle();
    expect(ended).toHaveBeenCalledTimes(1);
    // Signed out here already: nothing more to end.
    held = null;
    tab.channel.postMessage({ type: 'signedOut', session: fingerprint(TOKEN) });
    await settle();
    tab.channel.close();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('listens once per tab: a new binding and the platform reset close the earlier channel', async () => {
    const first = vi.fn();
    const second = vi.fn();
    watchSignOuts(() => TOKEN, first);
    watchSignOuts(() => TOKEN, second);
    const tab = otherTab();
    tab.channel.postMessage({ type: 'signedOut', session: fingerprint(TOKEN) });
    await settle();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    resetPlatform();
    tab.channel.postMessage({ type: 'signedOut', session: fingerprint(TOKEN) });
    await settle();
    tab.channel.close();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('tells sessions apart: fingerprints of different tokens differ', () => {
    const tokens = Array.from({ length: 200 }, (_, i) => `${i}`.padStart(40, 'f'));
    expect(new Set(tokens.map(fingerprint)).size).toBe(tokens.length);
    expect(fingerprint(TOKEN)).toBe(fingerprint(TOKEN));
  });
});
