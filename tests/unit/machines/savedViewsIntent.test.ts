import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SavedView } from '@machines/shared/savedView';
import { savedViewsMachine, type KeyedViewRequest, type ViewRequest } from '@machines/shared/savedViews';

/**
 * Issue 29: the saved views' writes (create, rename, delete) are intents, which the binding
 * turns into the Idempotency-Key: Save or Delete again with the same values after a failure is
 * the same intent; other values, or a send after a success, a new one.
 */

const LOST = { kind: 'network', message: { key: 'errors:contactSupport' } };
const MINE: SavedView = { id: 1, list: 'payoutList', name: 'Approved', shared: true, mine: true, owner: 'Diego Fernández', search: { statusIds: '5' }, columns: [] };
const ALLOWANCE = { merchants: { companyIds: [1, 3], merchantIds: [101] }, earliest: null, today: '2026-11-18' };
const create = (name: string): ViewRequest => ({ kind: 'create', name, shared: false, search: { size: '50', statusIds: '5' }, columns: [] });

function start() {
  const sent: { kind: string; intent: number }[] = [];
  const state = { ok: false };
  let next = 10;
  const actor = createActor(
    savedViewsMachine.provide({
      actors: {
        loadViews: fromPromise<readonly SavedView[]>(async () => [MINE]),
        saveView: fromPromise<SavedView | null, KeyedViewRequest>(async ({ input }) => {
          sent.push({ kind: input.kind, intent: input.intent });
          if (!state.ok) throw LOST;
          if (input.kind === 'delete') return null;
          return input.kind === 'create' ? { ...MINE, id: next++, name: input.name, shared: input.shared } : { ...MINE, name: input.name, shared: input.shared };
        }),
      },
    }),
    { input: { linked: null, allowance: ALLOWANCE } },
  ).start();
  const answered = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches({ ready: 'naming' }) || s.matches({ ready: 'confirmingDelete' }));
  /** Save in the name dialog (opened first if it is not open: after a success it closed). */
  const save = async (request: ViewRequest) => {
    if (actor.getSnapshot().matches({ ready: 'idle' })) actor.send(request.kind === 'create' ? { type: 'CREATE' } : { type: 'EDIT', id: MINE.id });
    actor.send({ type: 'SUBMIT', request });
    await answered();
  };
  const remove = async () => {
    if (actor.getSnapshot().matches({ ready: 'idle' })) actor.send({ type: 'DELETE', id: MINE.id });
    actor.send({ type: 'CONFIRM' });
    await answered();
  };
  return { actor, sent, state, save, remove, answered };
}

describe('savedViews: the intent of a write (issue 29)', () => {
  it('Save again of the same new view after a failure is the same intent; another name, or a save after a success, a new one', async () => {
    const { actor, sent, state, save, answered } = start();
    await answered();
    await save(create('Last fortnight'));
    expect(actor.getSnapshot().matches({ ready: 'naming' })).toBe(true);
    await save(create('Last fortnight'));
    await save(create('Fortnight'));
    state.ok = true;
    await save(create('Fortnight'));
    // Saved: the dialog closed. The same values saved again are another view, under a new key.
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    await save(create('Fortnight'));
    expect(sent).toEqual([
      { kind: 'create', intent: 1 },
      { kind: 'create', intent: 1 },
      { kind: 'create', intent: 2 },
      { kind: 'create', intent: 2 },
      { kind: 'create', intent: 3 },
    ]);
  });

  it('Cancel after a failure keeps the intent: the same view saved again is the same intent', async () => {
    const { actor, sent, state, save, answered } = start();
    await answered();
    await save(create('Last fortnight'));
    actor.send({ type: 'CANCEL' });
    state.ok = true;
    await save(create('Last fortnight'));
    expect(sent.map((s) => s.intent)).toEqual([1, 1]);
  });

  it('Delete again after a failure is the same intent; a rename is another, and so is each after a success', async () => {
    const { actor, sent, state, save, remove, answered } = start();
    await answered();
    actor.send({ type: 'OPEN', id: MINE.id });
    await remove();
    expect(actor.getSnapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
    await remove();
    actor.send({ type: 'CANCEL' });
    await save({ kind: 'edit', id: MINE.id, name: 'Approved payrolls', shared: true });
    await save({ kind: 'edit', id: MINE.id, name: 'Approved payrolls', shared: true });
    state.ok = true;
    await save({ kind: 'edit', id: MINE.id, name: 'Approved payrolls', shared: true });
    await save({ kind: 'edit', id: MINE.id, name: 'Approved payrolls', shared: true });
    await remove();
    expect(sent).toEqual([
      { kind: 'delete', intent: 1 },
      { kind: 'delete', intent: 1 },
      { kind: 'edit', intent: 2 },
      { kind: 'edit', intent: 2 },
      { kind: 'edit', intent: 2 },
      { kind: 'edit', intent: 3 },
      { kind: 'delete', intent: 4 },
    ]);
    expect(actor.getSnapshot().context.views).toEqual([]);
  });
});
