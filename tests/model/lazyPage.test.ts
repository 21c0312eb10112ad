import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRetries } from '@app/platform/lazyPage';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { lazyPageModel, type LazyPageEventName } from './events/lazyPage';

/**
 * The lazy page chart's paths, replayed against the real `withRetries` with fake timers and an
 * importer double whose every call the test settles by hand.
 */

// Spec 01 section 4, stated here on purpose rather than imported from the chart.
const RETRIES = 15;
const FIRST_DELAY_MS = 500;

const paths = modelPaths(lazyPageModel);

interface World {
  importer: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
  reload: ReturnType<typeof vi.fn<() => void>>;
  /** The importer calls' promises, settled by the events. */
  calls: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[];
  failures: number;
  outcome: { status: 'pending' } | { status: 'resolved'; value: unknown } | { status: 'rejected'; error: unknown };
}
let world: World | null = null;
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

afterEach(() => {
  world = null;
  vi.useRealTimers();
});

/** Lets promise callbacks (and the actor behind them) run. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

const currentCall = () => {
  const call = w().calls.at(-1);
  if (!call) throw new Error('The importer was not called');
  return call;
};

const events: Record<LazyPageEventName, (ctx: StepContext) => Promise<void>> = {
  'code loads': async ({ event }) => {
    currentCall().resolve(event!.output);
    await settle();
  },
  'code fails to load': async ({ event }) => {
    currentCall().reject(event!.error);
    w().failures += 1;
    await settle();
  },
  'retry delay elapses': async () => {
    const delay = FIRST_DELAY_MS * 2 ** (w().failures - 1);
    const before = w().importer.mock.calls.length;
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(w().importer, `no retry before ${delay} ms`).toHaveBeenCalledTimes(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(w().importer, `a retry at ${delay} ms`).toHaveBeenCalledTimes(before + 1);
  },
};

const states: Record<string, (ctx: StepContext) => Promise<void> | void> = {
  loading: () => {
    expect(w().importer).toHaveBeenCalledTimes(w().failures + 1);
    expect(w().outcome.status).toBe('pending');
    expect(w().reload).not.toHaveBeenCalled();
  },
  waiting: () => {
    expect(w().failures).toBeGreaterThanOrEqual(1);
    expect(w().failures).toBeLessThanOrEqual(RETRIES);
    expect(w().importer).toHaveBeenCalledTimes(w().failures);
    expect(w().outcome.status).toBe('pending');
    expect(w().reload).not.toHaveBeenCalled();
  },
  loaded: ({ event }) => {
    expect(w().outcome).toEqual({ status: 'resolved', value: event!.output });
    expect(w().reload).not.toHaveBeenCalled();
  },
  reloading: async () => {
    expect(w().failures).toBe(RETRIES + 1);
    expect(w().reload).toHaveBeenCalledTimes(1);
    // No more attempts, and the page never resolves: the reload replaces it.
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(w().importer).toHaveBeenCalledTimes(RETRIES + 1);
    expect(w().outcome.status).toBe('pending');
  },
};

const handlers: ReplayHandlers<undefined> = {
  start: async () => {
    vi.useFakeTimers();
    const calls: World['calls'] = [];
    const importer = vi.fn(
      () =>
        new Promise<unknown>((resolve, reject) => {
          calls.push({ resolve, reject });
        }),
    );
    const reload = vi.fn<() => void>();
    world = { importer, reload, calls, failures: 0, outcome: { status: 'pending' } };
    const current = world;
    withRetries(importer, reload)().then(
      (value) => (current.outcome = { status: 'resolved', value }),
      (error: unknown) => (current.outcome = { status: 'rejected', error }),
    );
    await settle();
  },
  events,
  states,
};

describe('lazy page model, replayed against withRetries', () => {
  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(2);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
