import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { balanceFilesMachine, type PreviewLink } from '@machines/balances/balanceFiles';
import { deferred, flush } from '../../../support/deferred';

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
