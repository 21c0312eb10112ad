import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { REFRESH_MS, TICK_MS } from '@machines/dashboards/dashboardRefresh';
import type { ApiFailure } from '@machines/shared/apiError';
import { dashboardRefreshLogic } from '@app/dashboards/shared/dashboardRefreshLogic';
import { flush } from '../../../support/deferred';

/**
 * The refresh chart bound as the app binds it (dashboardRefreshLogic), with XState's simulated clock
 * driving both the 500 ms tick and the clock the tick reads: no real waiting anywhere.
 */
function start(fail: (call: number) => boolean = () => false) {
  const clock = new SimulatedClock();
  const queries: unknown[] = [];
  const logic = dashboardRefreshLogic(
    async (query: unknown) => {
      queries.push(query);
      if (fail(queries.length)) throw { kind: 'http', status: 503, message: { text: 'Busy' } } satisfies ApiFailure;
      return { figures: queries.length };
    },
    () => clock.now(),
  );
  const actor = createActor(logic, { clock, input: { query: { currency: null } } }).start();
  /** Moves the clock in ticks, as the timer would run. */
  const advance = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += TICK_MS) clock.increment(TICK_MS);
    await flush();
  };
  return { actor, clock, queries, advance };
}

describe('dashboardRefresh chart', () => {
  it('waits in idle until the page starts it, then loads once', async () => {
    const { actor, queries } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(queries).toHaveLength(0);
    actor.send({ type: 'START' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data).toEqual({ figures: 1 });
    expect(queries).toEqual([{ currency: null }]);
  });

  it('reloads by itself once 10 minutes have passed, not a tick before, and counts again from there', async () => {
    const { actor, queries, advance } = start();
    actor.send({ type: 'START' });
    await flush();
    await advance(REFRESH_MS - TICK_MS);
    expect(queries).toHaveLength(1);
    await advance(TICK_MS);
    expect(queries).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data).toEqual({ figures: 2 });
    // The timer restarted with the reload.
    await advance(REFRESH_MS - TICK_MS);
    expect(queries).toHaveLength(2);
    await advance(TICK_MS);
    expect(queries).toHaveLength(3);
  });

  it("'Refresh all metrics' reloads at once and restarts the count", async () => {
    const { actor, queries, advance } = start();
    actor.send({ type: 'START' });
    await flush();
    await advance(5 * 60_000);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await flush();
    expect(queries).toHaveLength(2);
    await advance(REFRESH_MS - TICK_MS);
    expect(queries).toHaveLength(2);
    await advance(TICK_MS);
    expect(queries).toHaveLength(3);
  });

  it('loads the figures of a new filter and keeps the old ones on screen meanwhile', async () => {
    const { actor, queries } = start();
    actor.send({ type: 'START' });
    await flush();
    actor.send({ type: 'FILTER', query: { currency: 'USD' } });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.data).toEqual({ figures: 1 });
    await flush();
    expect(queries.at(-1)).toEqual({ currency: 'USD' });
    expect(actor.getSnapshot().context.data).toEqual({ figures: 2 });
  });

  it('a failed refresh keeps the figures and Retry reloads them at once', async () => {
    const { actor } = start((call) => call === 2);
    actor.send({ type: 'START' });
    await flush();
    actor.send({ type: 'REFRESH' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Busy' });
    expect(actor.getSnapshot().context.data).toEqual({ figures: 1 });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed refresh does not stop the cycle: 10 minutes after the failure the figures reload', async () => {
    const { actor, queries, advance } = start((call) => call === 2);
    actor.send({ type: 'START' });
    await flush();
    actor.send({ type: 'REFRESH' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    // Counted from the failed attempt, not from the last success: no retry a tick early.
    await advance(REFRESH_MS - TICK_MS);
    expect(queries).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('failed');
    await advance(TICK_MS);
    expect(queries).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed first load is asked for again 10 minutes later, as a first load', async () => {
    const { actor, queries, advance } = start((call) => call === 1);
    actor.send({ type: 'START' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    await advance(REFRESH_MS);
    expect(queries).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a failed first load retries as a first load', async () => {
    const { actor } = start((call) => call === 1);
    actor.send({ type: 'START' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('stops ticking when the page is left', async () => {
    const { actor, queries, advance } = start();
    actor.send({ type: 'START' });
    await flush();
    actor.stop();
    await advance(2 * REFRESH_MS);
    expect(queries).toHaveLength(1);
  });
});
