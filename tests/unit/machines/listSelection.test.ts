import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { listSelectionMachine, selectedCount, selectedRows, type ListSelectionEvent } from '@machines/shared/listSelection';

/** A list's selection after these events, as a bulk call would send it. */
function after(...events: ListSelectionEvent[]) {
  const actor = createActor(listSelectionMachine, { input: { max: 500 } }).start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  const rows = selectedRows(snapshot);
  return { rows, count: selectedCount(rows), tooMany: snapshot.matches({ picked: 'tooMany' }) };
}

const PAGE = [11, 12, 13];

describe('list selection (issue 25)', () => {
  it('ticks and unticks rows one by one, and is empty again when the last goes', () => {
    expect(after({ type: 'TOGGLE', id: 11 }, { type: 'TOGGLE', id: 13 }).rows).toEqual({ kind: 'ids', ids: [11, 13] });
    expect(after({ type: 'TOGGLE', id: 11 }, { type: 'TOGGLE', id: 11 }).rows).toBeNull();
  });

  it("ticks the page's rows with the header, keeps rows of other pages, and the header again unticks only the page", () => {
    expect(after({ type: 'TOGGLE', id: 12 }, { type: 'TOGGLE_PAGE', ids: PAGE }).rows).toEqual({ kind: 'ids', ids: [12, 11, 13] });
    const otherPage = after({ type: 'TOGGLE', id: 99 }, { type: 'TOGGLE_PAGE', ids: PAGE }, { type: 'TOGGLE_PAGE', ids: PAGE });
    expect(otherPage.rows).toEqual({ kind: 'ids', ids: [99] });
    expect(after({ type: 'TOGGLE_PAGE', ids: PAGE }, { type: 'TOGGLE_PAGE', ids: PAGE }).rows).toBeNull();
  });

  it('selects every matching row as the filter less the rows unticked since, never as ids', () => {
    const all = after({ type: 'TOGGLE_PAGE', ids: PAGE }, { type: 'SELECT_ALL_MATCHING', matching: 186 }, { type: 'TOGGLE', id: 12 });
    expect(all.rows).toEqual({ kind: 'allMatching', matching: 186, exclude: [12] });
    expect(all.count).toBe(185);
    // The header over a page with a row taken out puts the page back in.
    const back = after({ type: 'TOGGLE_PAGE', ids: PAGE }, { type: 'SELECT_ALL_MATCHING', matching: 186 }, { type: 'TOGGLE', id: 12 }, { type: 'TOGGLE_PAGE', ids: PAGE });
    expect(back.rows).toEqual({ kind: 'allMatching', matching: 186, exclude: [] });
  });

  it('refuses more matching rows than a bulk action takes, says so, and keeps the rows ticked', () => {
    const over = after({ type: 'TOGGLE_PAGE', ids: PAGE }, { type: 'SELECT_ALL_MATCHING', matching: 501 });
    expect(over.tooMany).toBe(true);
    expect(over.rows).toEqual({ kind: 'ids', ids: PAGE });
    expect(after({ type: 'TOGGLE_PAGE', ids: PAGE }, { type: 'SELECT_ALL_MATCHING', matching: 500 }).count).toBe(500);
    // Ticking again clears the message.
    expect(after({ type: 'TOGGLE_PAGE', ids: PAGE }, { type: 'SELECT_ALL_MATCHING', matching: 501 }, { type: 'TOGGLE', id: 99 }).tooMany).toBe(false);
  });

  it('is empty once every matching row is unticked, and after CLEAR', () => {
    const gone = after({ type: 'TOGGLE_PAGE', ids: PAGE }, { type: 'SELECT_ALL_MATCHING', matching: 4 }, { type: 'TOGGLE_PAGE', ids: PAGE }, { type: 'TOGGLE', id: 99 });
    expect(gone.rows).toBeNull();
    expect(after({ type: 'TOGGLE_PAGE', ids: PAGE }, { type: 'SELECT_ALL_MATCHING', matching: 186 }, { type: 'CLEAR' }).rows).toBeNull();
  });
});
