import { describe, expect, it } from 'vitest';
import { alignLayout, changeColumn, defaultLayout, drawnOrder, moveColumn, type ColumnSetting } from '@machines/shared/columnLayout';

/** A stored layout made to fit the columns a list offers now (the property test explores the rest). */

const SPECS = [{ id: 'id', required: true }, { id: 'file' }, { id: 'status' }, { id: 'email', defaultHidden: true }];
const set = (id: string, visible = true, pin: ColumnSetting['pin'] = null, width: number | null = null): ColumnSetting => ({ id, visible, pin, width });

describe('alignLayout', () => {
  it('gives a user who never chose the list’s own columns, hidden-by-default ones hidden', () => {
    expect(alignLayout([], SPECS)).toEqual([set('id'), set('file'), set('status'), set('email', false)]);
    expect(defaultLayout(SPECS)).toEqual(alignLayout([], SPECS));
  });

  it('keeps the user’s order and choices, drops columns the list no longer has, and places a new one after its neighbour', () => {
    // Saved by a release that had 'channel' and no 'status'.
    const stored = [set('file', true, 'left', 200), set('channel'), set('id', true, null, 90), set('email', true)];
    // 'status' follows 'file' in the list's own order: it lands right after it.
    expect(alignLayout(stored, SPECS)).toEqual([set('file', true, 'left', 200), set('status'), set('id', true, null, 90), set('email', true)]);
  });

  it('places a new column after its neighbour wherever the user moved it, shows a required column the user had hidden, and keeps widths in range', () => {
    const stored = [set('status'), set('id', false, null, 5), set('file', true, null, 9000)];
    expect(alignLayout(stored, SPECS)).toEqual([set('status'), set('email', false), set('id', true, null, 60), set('file', true, null, 600)]);
    // A new column whose neighbours are all new too goes first.
    expect(alignLayout([set('email')], SPECS).map((s) => s.id)).toEqual(['id', 'file', 'status', 'email']);
    expect(alignLayout([set('file'), set('file', false)], SPECS).filter((s) => s.id === 'file')).toEqual([set('file')]);
  });
});

describe('moving, changing and drawing', () => {
  const layout = [set('id'), set('file', true, 'right'), set('status', false), set('email', true, 'left')];

  it('moves a column to a place, and changes one column only', () => {
    expect(moveColumn(layout, 'id', 2).map((s) => s.id)).toEqual(['file', 'status', 'id', 'email']);
    expect(moveColumn(layout, 'email', 0).map((s) => s.id)).toEqual(['email', 'id', 'file', 'status']);
    expect(changeColumn(layout, 'status', { visible: true, width: 30 })[2]).toEqual(set('status', true, null, 60));
    expect(changeColumn(layout, 'status', { visible: true })[0]).toBe(layout[0]);
  });

  it('draws the columns pinned left, then the free ones, then those pinned right, without the hidden', () => {
    expect(drawnOrder(layout).map((s) => s.id)).toEqual(['email', 'id', 'file']);
  });
});
