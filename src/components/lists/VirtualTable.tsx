import { LoadingOverlay, Table, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import classes from './VirtualTable.module.css';

export interface VirtualColumn<T> {
  readonly id: string;
  readonly header: string;
  /** The cell's content; called only for the rows drawn. */
  readonly cell: (row: T) => ReactNode;
  /** Width in px; the table keeps it while rows come and go as it scrolls. */
  readonly width: number;
  readonly sortable?: boolean;
  readonly align?: 'right';
}

export interface VirtualSort {
  readonly column: string;
  readonly direction: 'asc' | 'desc';
}

interface VirtualTableProps<T> {
  readonly label: string;
  /** Every row's height in px: cells hold one line (two for a two-line cell), cut with an ellipsis. */
  readonly rowHeight: number;
  readonly columns: readonly VirtualColumn<T>[];
  /** Every row of the page, in the order to show them. */
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string | number;
  readonly fetching: boolean;
  readonly emptyText: string;
  /** The order shown (the caller sorts); a sortable header's button asks for the next one. */
  readonly sort?: VirtualSort | null;
  readonly onSort?: (sort: VirtualSort) => void;
  /** The last column stays in view when the table scrolls sideways (a list's actions). */
  readonly pinLast?: boolean;
}

/** Before the browser reports the box (and in jsdom, which never does): 13 rows. */
const INITIAL_RECT = { width: 1280, height: 640 };
const OVERSCAN = 5;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  // Up and down chevrons; the active one alone when the column is the order.
  return (
    <svg className={classes.sortIcon} data-active={direction ? '' : undefined} width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {direction !== 'desc' && <path d="M8 10l4-4 4 4" />}
      {direction !== 'asc' && <path d="M8 14l4 4 4-4" />}
    </svg>
  );
}

function cellClass(column: VirtualColumn<unknown>, pinned: boolean): string | undefined {
  const names = [column.align === 'right' && classes.right, pinned && classes.pinned].filter(Boolean);
  return names.length ? names.join(' ') : undefined;
}

interface RowProps<T> {
  readonly row: T;
  readonly index: number;
  readonly height: number;
  readonly columns: readonly VirtualColumn<T>[];
  readonly pinLast: boolean;
}

/**
 * One drawn row, of plain elements styled like Mantine's (a sort or a page draws some 200 cells
 * at once, and a Mantine `Table.Td` each costs its style hooks); its height is fixed, so no row
 * is measured (a measure forces a layout while React commits). Scrolling draws new rows
 * without redrawing those still in view.
 */
const VirtualRow = memo(function VirtualRow<T>({ row, index, height, columns, pinLast }: RowProps<T>) {
  return (
    <tr className={classes.row} style={{ height }} data-index={index} aria-rowindex={index + 2} data-odd={index % 2 === 1 ? '' : undefined}>
      {columns.map((column, i) => (
        <td key={column.id} className={cellClass(column as VirtualColumn<unknown>, pinLast && i === columns.length - 1)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/**
 * A page of a server-paged list (up to 150 rows) drawing only the rows in view plus a few
 * around them (TanStack Virtual); spacer rows keep the scroll height true. The table states
 * its full size (aria-rowcount) and each drawn row its place (aria-rowindex); the scrolling box
 * is a named, focusable region so keyboards scroll it. Sortable headers are buttons and the
 * header cell says the order (aria-sort). Built for lists whose pages are too long to draw
 * whole within a frame; docs/decisions.md, "Payments list: a virtualised table".
 */
export function VirtualTable<T>({ label, rowHeight, columns, rows: latest, rowKey, fetching, emptyText, sort, onSort, pinLast = false }: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // A new page or order is drawn in a background render, in slices that leave the browser
  // free between them; the header shows the order at once and the table is busy meanwhile.
  const rows = useDeferredValue(latest);
  const catchingUp = rows !== latest;
  // No React Compiler in this build: the virtualizer's items are read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: INITIAL_RECT,
    getItemKey: (index) => rowKey(rows[index]!),
  });

  // A new page or a new order starts at its first row. The virtualizer's own offset (from scroll
  // events) says whether the box moved: asking the box would force a layout mid-commit.
  const scrolled = (virtualizer.scrollOffset ?? 0) > 0;
  useEffect(() => {
    if (scrolled && scrollRef.current) scrollRef.current.scrollTop = 0;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the rows change
  }, [rows]);

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0));
  const minWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const last = columns.length - 1;

  return (
    <div className={classes.frame}>
      <LoadingOverlay visible={fetching} zIndex={4} overlayProps={{ blur: 0, backgroundOpacity: 0.4 }} loaderProps={{ size: 'md' }} />
      {/* Focusable and named, so keyboards can scroll the rows (axe: scrollable-region-focusable). */}
      <div ref={scrollRef} className={classes.scroller} role="region" aria-label={label} aria-busy={fetching || catchingUp} tabIndex={0}>
      <Table aria-label={label} aria-rowcount={rows.length + 1} className={classes.table} style={{ minWidth }} withColumnBorders={false} highlightOnHover={false}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.width }} />
          ))}
        </colgroup>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {columns.map((column, i) => {
              const direction = sort?.column === column.id ? sort.direction : null;
              return (
                <Table.Th
                  key={column.id}
                  scope="col"
                  data-column={column.id}
                  aria-sort={column.sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                  className={cellClass(column as VirtualColumn<unknown>, pinLast && i === last)}
                >
                  {column.sortable && onSort ? (
                    <UnstyledButton className={classes.sortButton} onClick={() => onSort({ column: column.id, direction: direction === 'asc' ? 'desc' : 'asc' })}>
                      {column.header}
                      <SortIcon direction={direction} />
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !fetching && (
            <Table.Tr>
              <Table.Td colSpan={columns.length} className={classes.empty}>
                {emptyText}
              </Table.Td>
            </Table.Tr>
          )}
          {before > 0 && (
            <tr aria-hidden="true" className={classes.spacer}>
              <td colSpan={columns.length} style={{ height: before }} />
            </tr>
          )}
          {items.map((item) => (
            <VirtualRow<T> key={item.key} row={rows[item.index]!} index={item.index} height={rowHeight} columns={columns} pinLast={pinLast} />
          ))}
          {after > 0 && (
            <tr aria-hidden="true" className={classes.spacer}>
              <td colSpan={columns.length} style={{ height: after }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
      </div>
    </div>
  );
}
