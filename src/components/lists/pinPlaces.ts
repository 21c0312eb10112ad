import type { ColumnPin } from '@machines/shared/columnLayout';

/** A column as far as pinning cares. */
export interface Pinnable {
  readonly pin?: ColumnPin;
  readonly locked?: boolean;
}

/** Where a pinned cell sticks: its side, and how far from that edge. */
export interface PinPlace {
  readonly side: 'left' | 'right';
  readonly offset: number;
}

/**
 * Where each cell of a row sticks, given the drawn widths of the row's cells (the selection
 * column's first, when there is one): a cell pinned left after the pinned cells before it, one
 * pinned right before those after it; a locked column (a row's actions) on the right. Index -1
 * is the selection column, pinned with the first column pinned left so that it is never
 * scrolled under it. Null: the cell scrolls with the rest.
 */
export function pinPlaces(columns: readonly Pinnable[], withSelection: boolean, widths: readonly number[]): (index: number) => PinPlace | null {
  const anyLeft = columns.some((column) => column.pin === 'left');
  const sideOf = (index: number): ColumnPin => {
    if (index < 0) return anyLeft ? 'left' : null;
    const column = columns[index]!;
    return column.locked ? 'right' : (column.pin ?? null);
  };
  const cells = [...(withSelection ? [-1] : []), ...columns.map((_, index) => index)];
  return (index) => {
    const side = sideOf(index);
    if (!side) return null;
    const at = cells.indexOf(index);
    const neighbours = side === 'left' ? cells.slice(0, at) : cells.slice(at + 1);
    const offset = neighbours.reduce((sum, cell) => (sideOf(cell) === side ? sum + (widths[cells.indexOf(cell)] ?? 0) : sum), 0);
    return { side, offset };
  };
}
