import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_CHANNEL, ACTIVITY_THROTTLE_MS, shareActivity, watchActivity } from '@app/access/idleSession/activity';

/** What counts as activity for the idle timeout, and the tabs sharing it (issue 13). */

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const nextMessage = (channel: BroadcastChannel) =>
  new Promise<unknown>((resolve) => channel.addEventListener('message', (event) => resolve((event as MessageEvent).data), { once: true }));

describe('idle activity', () => {
  it('reports pointer, key, wheel, touch and scroll activity at most once per interval', () => {
    let time = 0;
    const onLocal = vi.fn();
    stops.push(watchActivity(window, onLocal, () => {}, () => time));
    window.dispatchEvent(new KeyboardEvent('keydown'));
    window.dispatchEvent(new Event('pointermove'));
    expect(onLocal).toHaveBeenCalledTimes(1);
    time += ACTIVITY_THROTTLE_MS - 1;
    window.dispatchEvent(new Event('wheel'));
    expect(onLocal).toHaveBeenCalledTimes(1);
    time += 1;
    window.dispatchEvent(new Event('touchstart'));
    expect(onLocal).toHaveBeenCalledTimes(2);
    // Scrolling a list inside the page counts too, though scroll events do not bubble.
    time += ACTIVITY_THROTTLE_MS;
    document.body.dispatchEvent(new Event('scroll'));
    expect(onLocal).toHaveBeenCalledTimes(3);
  });

  it('stops listening when stopped', () => {
    const onLocal = vi.fn();
    const stop = watchActivity(window, onLocal, () => {});
    stop();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(onLocal).not.toHaveBeenCalled();
  });

  it("shares this tab's activity with the other tabs and hears theirs", async () => {
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    stops.push(() => otherTab.close());
    const heard = nextMessage(otherTab);
    shareActivity();
    expect(await heard).toBe('active');

    const fromOther = new Promise<void>((resolve) => stops.push(watchActivity(window, () => {}, resolve)));
    otherTab.postMessage('active');
    await expect(fromOther).resolves.toBeUndefined();
  });
});
