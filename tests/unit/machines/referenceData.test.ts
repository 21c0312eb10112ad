import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { referenceDataMachine, type ReferenceData } from '@machines/shell/referenceData';
import { flush } from '../../support/deferred';

const data: ReferenceData = {
  settings: { date_range_limit_settings: { enabled: true, max_days_range: 120 } },
  countries: [{ id: 1, code: 'CL', name: 'chile' }],
  currencies: ['CLP', 'USD'],
};

describe('reference data chart', () => {
  it('loads settings, countries and currencies once', async () => {
    let calls = 0;
    const actor = createActor(
      referenceDataMachine.provide({ actors: { loadReferenceData: fromPromise(async () => ((calls += 1), data)) } }),
    ).start();
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data).toEqual(data);
    expect(calls).toBe(1);
  });

  it('keeps the error of a failed load and retries on request', async () => {
    let fail = true;
    const actor = createActor(
      referenceDataMachine.provide({
        actors: {
          loadReferenceData: fromPromise(async () => {
            if (fail) throw { kind: 'network', message: { key: 'errors:contactSupport' } };
            return data;
          }),
        },
      }),
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:contactSupport' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
