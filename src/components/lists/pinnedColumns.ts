import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { pinPlaces, type Pinnable } from './pinPlaces';
import classes from './RowsTable.module.css';

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
 * Sticky offsets for a RowsTable's pinned columns (pinPlaces), whose widths are the header
 * cells' drawn widths, measured after each layout and again when a cell resizes.
 */
export function usePinnedOffsets(columns: readonly Pinnable[], withSelection: boolean) {
  const headRef = useRef<HTMLTableRowElement>(null);
  const [widths, setWidths] = useState<readonly number[]>([]);
  const anyLeft = columns.some((column) => column.pin === 'left');
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

  const placeOf = pinPlaces(columns, withSelection, widths);
  const pinStyle = (index: number, style?: CSSProperties, className?: string): CellProps => {
    const place = placeOf(index);
    if (!place) return { style, className };
    return {
      style: { ...style, [place.side]: place.offset },
      className: [classes.pinned, place.side === 'left' ? classes.pinnedLeft : classes.pinnedRight, className].filter(Boolean).join(' '),
      'data-pinned': place.side,
    };
  };
  return { headRef, pinStyle };
}
