import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { ColumnPin } from '@machines/shared/columnLayout';
import classes from './RowsTable.module.css';

interface Pinnable {
  readonly pin?: ColumnPin;
  readonly locked?: boolean;
}

/** What a pinned or sized cell gets: where it sticks, its width, its classes. */
interface CellProps {
  readonly style?: CSSProperties;
  readonly className?: string;
  readonly 'data-pinned'?: 'left' | 'right';
}

const sameWidths = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((width, i) => width === b[i]);

/** A user's width as the cells take it: fixed, and the text wraps or is cut inside it. */
export const widthStyle = (width: number | null | undefined): CSSProperties | undefined =>
  width ? { width, minWidth: width, maxWidth: width, overflow: 'hidden', overflowWrap: 'anywhere' } : undefined;

/**
 * Sticky offsets for a table's pinned columns: a cell pinned left sticks after the pinned
 * cells before it, one pinned right before those after it (a row's actions, locked to the
 * right, last). The offsets are the header cells' drawn widths, measured after each layout
 * and again when a cell resizes. Index -1 is the selection column, pinned with the first
 * column pinned left so that it is never scrolled under it.
 */
export function usePinnedOffsets(columns: readonly Pinnable[], withSelection: boolean) {
  const headRef = useRef<HTMLTableRowElement>(null);
  const [widths, setWidths] = useState<readonly number[]>([]);
  const anyLeft = columns.some((column) => column.pin === 'left');
  const sideOf = (index: number): ColumnPin => {
    if (index < 0) return anyLeft ? 'left' : null;
    const column = columns[index]!;
    return column.locked ? 'right' : (column.pin ?? null);
  };
  const cells = [...(withSelection ? [-1] : []), ...columns.map((_, index) => index)];
  // Only a pin whose offset is not 0 needs the widths: a lone locked column sticks at right 0.
  const needsWidths = anyLeft || columns.some((column) => column.pin === 'right' && !column.locked);

  useLayoutEffect(() => {
    const row = headRef.current;
    if (!row || !needsWidths) return;
    const measure = () => {
      const next = [...row.children].map((cell) => (cell as HTMLElement).offsetWidth);
      setWidths((previous) => (sameWidths(previous, next) ? previous : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const cell of row.children) observer.observe(cell);
    return () => observer.disconnect();
  }, [columns, withSelection, needsWidths]);

  const pinStyle = (index: number, style?: CSSProperties, className?: string): CellProps => {
    const side = sideOf(index);
    if (!side) return { style, className };
    const at = cells.indexOf(index);
    const neighbours = side === 'left' ? cells.slice(0, at) : cells.slice(at + 1);
    const offset = neighbours.reduce((sum, cell) => (sideOf(cell) === side ? sum + (widths[cells.indexOf(cell)] ?? 0) : sum), 0);
    return {
      style: { ...style, [side]: offset },
      className: [classes.pinned, side === 'left' ? classes.pinnedLeft : classes.pinnedRight, className].filter(Boolean).join(' '),
      'data-pinned': side,
    };
  };
  return { headRef, pinStyle };
}
