import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { LAZY_PAGE_MAX_RETRIES, lazyPageMachine } from '@machines/shell/lazyPage';
import { flush } from '../../support/deferred';

function start(failuresBeforeSuccess: number) {
  const clock = new SimulatedClock();
  let attempts = 0;
  const reloadPage = vi.fn();
  const actor = createActor(
    lazyPageMachine.provide({
      actors: {
        loadModule: fromPromise<unknown, void>(async () => {
          attempts += 1;
          if (attempts <= failuresBeforeSuccess) throw new Error('chunk failed');
          return { Page: 'module' };
        }),
      },
      actions: { reloadPage },
    }),
    { clock },
  ).start();
  return { actor, clock, reloadPage, attempts: () => attempts };
}

describe('lazy page chart', () => {
  it('resolves with the module on the first try', async () => {
    const { actor } = start(0);
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().output).toEqual({ module: { Page: 'module' } });
  });

  it('waits 500 ms, then doubles, between retries', async () => {
    const { actor, clock, attempts } = start(3);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(499);
    await flush();
    expect(attempts()).toBe(1);
    clock.increment(1);
    await flush();
    expect(attempts()).toBe(2);
    clock.increment(999);
    await flush();
    expect(attempts()).toBe(2);
    clock.increment(1);
    await flush();
    expect(attempts()).toBe(3);
    clock.increment(2000);
    await flush();
    expect(attempts()).toBe(4);
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it(`reloads the page after ${LAZY_PAGE_MAX_RETRIES} failed retries`, async () => {
    const { actor, clock, reloadPage, attempts } = start(Infinity);
    await flush();
    for (let retry = 1; retry <= LAZY_PAGE_MAX_RETRIES; retry += 1) {
      expect(reloadPage).not.toHaveBeenCalled();
      clock.increment(500 * 2 ** (retry - 1));
      await flush();
    }
    expect(attempts()).toBe(LAZY_PAGE_MAX_RETRIES + 1);
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
