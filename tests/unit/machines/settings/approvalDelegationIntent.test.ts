import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { approvalDelegationMachine, type DelegationDraft, type DelegationLists, type DelegationRecord } from '@machines/settings/approvalDelegation';

/**
 * Issue 29: 'Delegate my approvals' writes are intents, which the binding turns into the
 * Idempotency-Key: the same delegation saved again, or the same one removed again, after a
 * failure is the same intent; other days, or a send after a success, a new one.
 */

const LOST = { kind: 'network', message: { key: 'errors:contactSupport' } };
const person = { id: 4, name: 'Diego Fernández' };
const record = (id: number): DelegationRecord => ({ id, level: 1, delegator: { id: 2, name: 'Javier' }, delegate: person, starts_on: '2026-11-20', ends_on: '2026-11-21', active: true });
const LISTS: DelegationLists = { given: [record(9)], received: [], candidates: [{ id: 4, name: 'Diego Fernández', username: 'manager' }] };

function start() {
  const sent: { write: string; intent: number }[] = [];
  const state = { ok: false };
  const answer = <T,>(write: string, intent: number, value: T): Promise<T> => {
    sent.push({ write, intent });
    return state.ok ? Promise.resolve(value) : Promise.reject(LOST);
  };
  const actor = createActor(
    approvalDelegationMachine.provide({
      actors: {
        load: fromPromise<DelegationLists, void>(async () => LISTS),
        create: fromPromise<DelegationRecord, DelegationDraft & { delegate_id: number; intent: number }>(({ input }) => answer('create', input.intent, record(10))),
        remove: fromPromise<unknown, { id: number; intent: number }>(({ input }) => answer(`remove ${input.id}`, input.intent, {})),
      },
    }),
  ).start();
  const settled = () => waitFor(actor, (s) => s.matches({ ready: 'editing' }));
  const save = async (ends_on: string) => {
    actor.send({ type: 'SAVE', delegate_id: 4, starts_on: '2026-11-20', ends_on });
    await settled();
  };
  const remove = async (id: number) => {
    actor.send({ type: 'REMOVE', id });
    actor.send({ type: 'CONFIRM' });
    await settled();
  };
  return { actor, sent, state, save, remove, settled };
}

describe('approvalDelegation: the intent of a write (issue 29)', () => {
  it('Save again of the same delegation is the same intent; other days, or after a success, a new one', async () => {
    const { sent, state, save, settled } = start();
    await settled();
    await save('2026-11-21');
    await save('2026-11-21');
    await save('2026-11-22');
    state.ok = true;
    await save('2026-11-22');
    await save('2026-11-22');
    expect(sent.map((s) => s.intent)).toEqual([1, 1, 2, 2, 3]);
  });

  it('Remove again of the same delegation after a failure is the same intent; a save is another', async () => {
    const { sent, state, save, remove, settled } = start();
    await settled();
    await remove(9);
    await remove(9);
    await save('2026-11-21');
    state.ok = true;
    await remove(9);
    expect(sent).toEqual([
      { write: 'remove 9', intent: 1 },
      { write: 'remove 9', intent: 1 },
      { write: 'create', intent: 2 },
      { write: 'remove 9', intent: 3 },
    ]);
  });
});
