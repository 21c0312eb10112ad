import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { balanceExportMachine, type BalanceExportAnswer } from '@machines/balances/balanceExport';
import { balanceFilesMachine, type PreviewLink } from '@machines/balances/balanceFiles';
import { deferred, flush } from '../../../support/deferred';

describe('balanceExport', () => {
  function start(answer: () => Promise<BalanceExportAnswer>) {
    const calls: unknown[] = [];
    const open = vi.fn();
    const announce = vi.fn();
    const actor = createActor(
      balanceExportMachine.provide({
        actors: { exportBalances: fromPromise(({ input }) => (calls.push(input), answer())) },
        actions: { openReport: (_, p) => open(p.url), announce: (_, p) => announce(p.message, p.tone) },
      }),
    ).start();
    return { actor, calls, open, announce };
  }

  it('exports once while a request runs, then opens the url', async () => {
    const answer = deferred<BalanceExportAnswer>();
    const { actor, calls, open } = start(() => answer.promise);
    actor.send({ type: 'EXPORT', filters: { currency: 'USD' } });
    actor.send({ type: 'EXPORT', filters: { currency: 'USD' } });
    expect(actor.getSnapshot().value).toBe('exporting');
    expect(calls).toEqual([{ currency: 'USD' }]);
    answer.resolve({ kind: 'file', url: '/r.csv' });
    await flush();
    expect(open).toHaveBeenCalledWith('/r.csv');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('says unavailable for a null url and e-mailed for any other success', async () => {
    const answers: BalanceExportAnswer[] = [{ kind: 'unavailable' }, { kind: 'emailed' }];
    const { actor, announce } = start(async () => answers.shift()!);
    actor.send({ type: 'EXPORT', filters: {} });
    await flush();
    actor.send({ type: 'EXPORT', filters: {} });
    await flush();
    expect(announce.mock.calls).toEqual([
      [{ key: 'settlements:export.unavailable' }, 'error'],
      [{ key: 'settlements:export.emailed' }, 'info'],
    ]);
  });
});

describe('balanceFiles', () => {
  it('loads the previews, retries after a failure, and downloads one file at a time', async () => {
    let fail = true;
    const download = deferred<string | null>();
    const open = vi.fn();
    const announce = vi.fn();
    const asked: unknown[] = [];
    const actor = createActor(
      balanceFilesMachine.provide({
        actors: {
          loadPreviews: fromPromise(async (): Promise<readonly PreviewLink[]> => {
            if (fail) throw { kind: 'network', message: { key: 'errors:contactSupport' } };
            return [{ name: 'a', preview_url: '/a', mime_type: 'image/png' }];
          }),
          downloadFiles: fromPromise(({ input }) => (asked.push(input), download.promise)),
        },
        actions: { openDownload: (_, p) => open(p.url), announceFailure: (_, p) => announce(p.message) },
      }),
      { input: { entryId: 10 } },
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:contactSupport' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'DOWNLOAD', names: ['a', 'b'] });
    actor.send({ type: 'DOWNLOAD', names: ['a'] });
    expect(asked).toEqual([{ entryId: 10, names: ['a', 'b'] }]);
    download.resolve(null);
    await flush();
    expect(announce).toHaveBeenCalledWith({ key: 'settlements:files.unavailable' });
    expect(open).not.toHaveBeenCalled();
  });
});
