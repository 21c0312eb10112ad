import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { payrollBulkMachine, type BulkBatchInput, type BulkPreviewAnswer, type BulkRowResult } from '@machines/payouts/payrollBulk';
import { flush } from '../../../support/deferred';

/**
 * Issue 29: each batch of a bulk action is an intent, which the binding turns into the
 * Idempotency-Key. A batch whose answer was lost, sent again with the same rows, action, reason
 * and grant, is the same intent; an answered batch, or other rows, a new one.
 */

const LOST = { kind: 'network', message: { key: 'errors:contactSupport' } };
const rows = (...ids: number[]) => ids.map((id) => ({ id, filename: `payroll-${id}.csv` }));

/** What the batches answer, in order: 'lost' (no answer), or the ids that fail in a row-by-row answer. */
type Answer = 'lost' | { readonly failing: readonly number[] };

function start(allowed: readonly number[], answers: Answer[], preview: Partial<BulkPreviewAnswer> = {}) {
  const sent: BulkBatchInput[] = [];
  const sendBatch = fromPromise<{ readonly results: readonly BulkRowResult[] }, BulkBatchInput>(async ({ input }) => {
    sent.push(input);
    const answer = answers.shift() ?? { failing: [] };
    if (answer === 'lost') throw LOST;
    return { results: input.ids.map((id) => (answer.failing.includes(id) ? { id, ok: false as const, detail: 'Try again.' } : { id, ok: true as const, text: 'Done' })) };
  });
  const previewSelection = fromPromise<BulkPreviewAnswer, { action: 'approved' | 'reject' | 'delete'; selection: unknown }>(async () => ({ matching: allowed.length, allowed: rows(...allowed), refused: [], totals: {}, ...preview }));
  const actor = createActor(payrollBulkMachine.provide({ actors: { sendBatch, previewSelection } }), { input: { batchSize: 2 } }).start();
  const run = async (action: 'approved' | 'reject' | 'delete', reason?: string) => {
    actor.send({ type: 'START', action, selection: { kind: 'ids', ids: allowed } });
    await flush();
    actor.send({ type: 'CONFIRM', ...(reason === undefined ? {} : { reason }) });
    await flush();
  };
  const retry = async () => {
    actor.send({ type: 'RETRY_FAILED' });
    await flush();
  };
  /** Each batch sent: its ids and intent. */
  const batches = () => sent.map((input) => [input.ids, input.intent]);
  return { actor, run, retry, batches, sent };
}

describe('payrollBulk: the intent of a batch (issue 29)', () => {
  it('each batch of a run is its own intent', async () => {
    const { actor, run, batches } = start([1, 2, 3], []);
    await run('delete');
    expect(actor.getSnapshot().matches({ finished: 'allDone' })).toBe(true);
    expect(batches()).toEqual([[[1, 2], 1], [[3], 2]]);
  });

  it('Retry failed after a lost answer sends that batch again with its intent; an answered one gets a new intent', async () => {
    // Batch [1, 2] answered with row 2 failed, batch [3, 4] lost.
    const { actor, run, retry, batches } = start([1, 2, 3, 4], [{ failing: [2] }, 'lost']);
    await run('approved');
    expect(actor.getSnapshot().matches({ finished: 'withFailures' })).toBe(true);
    await retry();
    expect(actor.getSnapshot().matches({ finished: 'allDone' })).toBe(true);
    // The lost batch goes again first, whole and alone, with its own intent; row 2 was answered: a new one.
    expect(batches()).toEqual([[[1, 2], 1], [[3, 4], 2], [[3, 4], 2], [[2], 3]]);
  });

  it('a lost short batch goes again alone, not joined to other failed rows (its request must be the same)', async () => {
    // Batch [1, 2] answered with row 1 failed; batch [3] lost.
    const { run, retry, batches } = start([1, 2, 3], [{ failing: [1] }, 'lost']);
    await run('delete');
    await retry();
    expect(batches()).toEqual([[[1, 2], 1], [[3], 2], [[3], 2], [[1], 3]]);
  });

  it('lost again and again: the same intent every time; once answered, the same rows are a new one', async () => {
    const { run, retry, batches } = start([1, 2], ['lost', 'lost', { failing: [1, 2] }, { failing: [] }]);
    await run('delete');
    await retry();
    await retry();
    // Answered (both rows refused): judged anew under a new key, not the kept answer again.
    await retry();
    expect(batches()).toEqual([[[1, 2], 1], [[1, 2], 1], [[1, 2], 1], [[1, 2], 2]]);
  });

  it('a new run with the same rows while a batch is unanswered is the same intent; another action or reason is not', async () => {
    const { actor, run, batches } = start([1, 2], ['lost', 'lost', 'lost', 'lost']);
    await run('reject', 'Wrong amounts');
    actor.send({ type: 'CLOSE' });
    await run('reject', 'Wrong amounts');
    actor.send({ type: 'CLOSE' });
    await run('reject', 'Wrong totals');
    actor.send({ type: 'CLOSE' });
    await run('approved');
    expect(batches()).toEqual([[[1, 2], 1], [[1, 2], 1], [[1, 2], 2], [[1, 2], 3]]);
  });

  it("an approval's new code is another grant: a new intent", async () => {
    const preview = { second_factor_required: true };
    const { actor, sent } = start([1, 2], ['lost', 'lost', 'lost'], preview);
    const approveWith = async (grant: string) => {
      actor.send({ type: 'START', action: 'approved', selection: { kind: 'ids', ids: [1, 2] } });
      await flush();
      actor.send({ type: 'xstate.done.actor.releaseStepUp', output: grant } as never);
      await flush();
      actor.send({ type: 'CLOSE' });
    };
    await approveWith('grant-a');
    await approveWith('grant-a');
    await approveWith('grant-b');
    expect(sent.map((input) => [input.releaseGrant, input.intent])).toEqual([['grant-a', 1], ['grant-a', 1], ['grant-b', 2]]);
  });
});
