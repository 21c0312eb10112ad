import { flexRender, type Column, type HeaderGroup, type Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import type { PayoutTransaction } from '../../api/schemas/payouts';
import { useOnPhone } from '../shared/onPhone';
import classes from './TransactionsGrid.module.css';

interface TransactionsGridProps {
  /** The rows of the current page. */
  readonly rows: readonly Row<PayoutTransaction>[];
  readonly columns: readonly Column<PayoutTransaction, unknown>[];
  readonly headerGroups: readonly HeaderGroup<PayoutTransaction>[];
  readonly label: string;
  readonly emptyText: string;
  /** Changes when another page is shown: the box scrolls back to the top. */
  readonly pageKey: string;
}

/** A first guess of a row's height; each drawn row is then measured. */
const ESTIMATED_ROW_PX = 40;
/** On a phone a row is a card: a line a column, within its padding, border and gap (TransactionsGrid.module.css). */
const CARD_LINE_PX = 24;
const CARD_EDGE_PX = 28;
/** Before the browser reports the box (and in jsdom, which never does). */
const INITIAL_RECT = { width: 1280, height: 640 };
const RIGHT_ALIGNED = new Set(['id', 'amount']);
/** A column's name, which labels its line of a card on a phone (TransactionsGrid.module.css). */
const labelOf = (column: Column<PayoutTransaction, unknown>): string | undefined =>
  typeof column.columnDef.header === 'string' ? column.columnDef.header : undefined;

/**
 * The current page (up to 150 rows) in a scrolling box with a sticky header, drawing only the
 * rows in view plus a few around them; spacer rows keep the scroll height true. The table
 * states its full size (aria-rowcount) and each row its place (aria-rowindex). Memoized: typing
 * in the search box does not redraw the rows until the result changes. On a phone each row is
 * a card, its lines labelled by their columns (CSS only: TransactionsGrid.module.css).
 */
export const TransactionsGrid = memo(function TransactionsGrid({
  rows,
  columns,
  headerGroups,
  label,
  emptyText,
  pageKey,
}: TransactionsGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // A phone's first frame draws as many cards as fill the box, not as many desk rows, and the
  // rows not drawn count at a card's height. When the screen turns, the drawn rows are measured
  // again as they change shape (the virtualizer watches them).
  const cards = useOnPhone();
  const estimate = cards ? columns.length * CARD_LINE_PX + CARD_EDGE_PX : ESTIMATED_ROW_PX;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    overscan: 6,
    initialRect: INITIAL_RECT,
    getItemKey: (index) => rows[index]?.id ?? index,
  });

  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [pageKey]);

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0));
  const width = columns.reduce((sum, column) => sum + column.getSize(), 0);

  return (
    // Focusable and named, so keyboards can scroll the rows (axe: scrollable-region-focusable).
    <div ref={scrollRef} className={classes.scroller} tabIndex={0} role="region" aria-label={label}>
      <table aria-label={label} aria-rowcount={rows.length + 1} className={classes.table} style={{ width }}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.getSize() }} />
          ))}
        </colgroup>
        <thead>
          {headerGroups.map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={RIGHT_ALIGNED.has(header.column.id) ? classes.right : undefined}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={classes.empty}>
                {emptyText}
              </td>
            </tr>
          )}
          {before > 0 && (
            <tr aria-hidden="true" className={classes.spacer}>
              <td colSpan={columns.length} style={{ height: before }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <tr key={row.id} ref={virtualizer.measureElement} data-index={item.index} aria-rowindex={item.index + 2}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={RIGHT_ALIGNED.has(cell.column.id) ? classes.right : undefined} data-label={labelOf(cell.column)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden="true" className={classes.spacer}>
              <td colSpan={columns.length} style={{ height: after }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
});
