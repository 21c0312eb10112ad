import { LoadingOverlay, Table, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { pinPlaces } from './pinPlaces';
import { cardLabel, fieldOf } from './rowField';
import type { RowsColumn, RowsSelectionColumn } from './RowsTable';
import classes from './VirtualTable.module.css';

/**
 * One column of a VirtualTable: a RowsTable's column (so the Columns control arranges it and
 * Export selection writes it; `render` is called only for the rows drawn) with a fixed width.
 */
export interface VirtualColumn<T> extends RowsColumn<T> {
  /** Width in px unless the user chose one; kept while rows come and go as it scrolls. */
  readonly defaultWidth: number;
  readonly sortable?: boolean;
}

export interface VirtualSort {
  readonly column: string;
  readonly direction: 'asc' | 'desc';
}

interface VirtualTableProps<T> {
  readonly label: string;
  /**
   * Every row's height in px: cells hold one line (two for a two-line cell), cut with an
   * ellipsis. A phone's cards have their own, from the number of cells.
   */
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
  /** Rows can be selected (their `idAccessor` must be a number). */
  readonly selection?: RowsSelectionColumn<T>;
  readonly idAccessor?: string;
  /** Drawn above the table: the list's Views and Columns controls. */
  readonly toolbar?: ReactNode;
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

const SELECT_PX = 40;

/*
 * Below Mantine's sm breakpoint a row is a card (VirtualTable.module.css): a line of LINE_PX a
 * labelled cell, one of ACTIONS_PX for a cell without a label (the actions), within padding
 * and border. Every height is fixed, as the rows' are, so no card is measured.
 */
const PHONE = '(max-width: 47.99em)';
const LINE_PX = 24;
const ACTIONS_PX = 44;
const CARD_EDGE_PX = 18;
const CARD_GAP_PX = 8;
const phone = () => window.matchMedia(PHONE);
const onPhoneChange = (change: () => void) => {
  const query = phone();
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const onPhone = () => phone().matches;

const widthOf = (column: VirtualColumn<never>): number => column.width ?? column.defaultWidth;

/** How a column's cells look: aligned, and where a pinned one sticks. */
interface CellLook {
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly 'data-label'?: string;
}

/** Each cell's look, the selection column's first (index -1), from the widths the table fixes. */
function cellLooks(columns: readonly VirtualColumn<never>[], withSelection: boolean): { select: CellLook; cells: CellLook[] } {
  const placeOf = pinPlaces(columns, withSelection, [...(withSelection ? [SELECT_PX] : []), ...columns.map(widthOf)]);
  const look = (index: number, column?: VirtualColumn<never>): CellLook => {
    const place = placeOf(index);
    const names = [column ? column.textAlign === 'right' && classes.right : classes.select, place && classes.pinned, place && (place.side === 'left' ? classes.pinnedLeft : classes.pinnedRight)].filter(Boolean);
    return { className: names.length ? names.join(' ') : undefined, style: place ? { [place.side]: place.offset } : undefined, 'data-label': column && cardLabel(column) };
  };
  return { select: look(-1), cells: columns.map((column, index) => look(index, column)) };
}

/** A native checkbox: one per drawn row, cheaper than Mantine's own (docs/decisions.md). */
function SelectBox({ label, checked, indeterminate = false, disabled, onToggle }: { label: string; checked: boolean; indeterminate?: boolean; disabled?: boolean; onToggle: () => void }) {
  return (
    <input
      type="checkbox"
      className={classes.check}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(box) => {
        if (box) box.indeterminate = indeterminate;
      }}
      onChange={onToggle}
    />
  );
}

interface RowProps<T> {
  readonly row: T;
  readonly index: number;
  readonly height: number;
  readonly columns: readonly VirtualColumn<T>[];
  readonly looks: { readonly select: CellLook; readonly cells: readonly CellLook[] };
  /** With selection: the row's id, its checkbox's name and state, and what ticking it does. */
  readonly rowId: number;
  readonly selectLabel?: string;
  readonly checked?: boolean;
  readonly onToggle?: (id: number) => void;
}

/**
 * One drawn row, of plain elements styled like Mantine's (a sort or a page draws some 200 cells
 * at once, and a Mantine `Table.Td` each costs its style hooks); its height is fixed, so no row
 * is measured (a measure forces a layout while React commits). Scrolling draws new rows
 * without redrawing those still in view.
 */
const VirtualRow = memo(function VirtualRow<T extends object>({ row, index, height, columns, looks, rowId, selectLabel, checked = false, onToggle }: RowProps<T>) {
  return (
    <tr className={classes.row} style={{ height }} data-index={index} aria-rowindex={index + 2} data-odd={index % 2 === 1 ? '' : undefined}>
      {selectLabel !== undefined && onToggle && (
        <td {...looks.select}>
          <SelectBox label={selectLabel} checked={checked} onToggle={() => onToggle(rowId)} />
        </td>
      )}
      {columns.map((column, i) => (
        <td key={column.accessor} {...looks.cells[i]}>
          {column.render ? column.render(row, index) : fieldOf(row, column.accessor)}
        </td>
      ))}
    </tr>
  );
}) as <T extends object>(props: RowProps<T>) => ReactNode;

/**
 * A page of a server-paged list (up to 150 rows) drawing only the rows in view plus a few
 * around them (TanStack Virtual); spacer rows keep the scroll height true. The table states
 * its full size (aria-rowcount) and each drawn row its place (aria-rowindex); the scrolling box
 * is a named, focusable region so keyboards scroll it. Sortable headers are buttons and the
 * header cell says the order (aria-sort). Its columns are a RowsTable's, arranged by the user
 * (useListColumns: order, pins, widths); with `selection`, a native checkbox on each row and one
 * for the page. Built for lists whose pages are too long to draw whole within a frame;
 * docs/decisions.md, "Payments list: a virtualised table". Below Mantine's `sm` breakpoint the
 * same rows are drawn by CSS as cards of fixed height, a labelled line a cell (issue 27).
 */
export function VirtualTable<T extends object>({
  label,
  rowHeight,
  columns: all,
  rows: latest,
  rowKey,
  fetching,
  emptyText,
  sort,
  onSort,
  selection,
  idAccessor = 'id',
  toolbar,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Read while rendering, so a phone's first frame already has the cards' heights.
  const cards = useSyncExternalStore(onPhoneChange, onPhone);
  const columns = useMemo(() => all.filter((column) => !column.hidden), [all]);
  const selectable = selection !== undefined;
  const looks = useMemo(() => cellLooks(columns, selectable), [columns, selectable]);
  const height = cards ? looks.cells.reduce((sum, look) => sum + (look['data-label'] ? LINE_PX : ACTIONS_PX), CARD_EDGE_PX) : rowHeight;
  // A new page or order is drawn in a background render, in slices that leave the browser
  // free between them; the header shows the order at once and the table is busy meanwhile.
  const rows = useDeferredValue(latest);
  const catchingUp = rows !== latest;
  // No React Compiler in this build: the virtualizer's items are read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (cards ? height + CARD_GAP_PX : height),
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
  const minWidth = columns.reduce((sum, column) => sum + widthOf(column), selection ? SELECT_PX : 0);
  const span = columns.length + (selection ? 1 : 0);
  const idOf = (row: T) => Number((row as Record<string, unknown>)[idAccessor]);
  const pageIds = selection ? rows.map(idOf) : [];
  const pageState = selection ? selection.state.pageState(pageIds) : 'none';
  // Drawn rows redraw only when their own checkbox changes: the toggle they get stays the same.
  const selectionRef = useRef(selection);
  useLayoutEffect(() => {
    selectionRef.current = selection;
  });
  const toggleRow = useCallback((id: number) => selectionRef.current?.state.toggle(id), []);

  return (
    <>
      {toolbar}
      <div className={classes.frame}>
        <LoadingOverlay visible={fetching} zIndex={4} overlayProps={{ blur: 0, backgroundOpacity: 0.4 }} loaderProps={{ size: 'md' }} />
        {/* Focusable and named, so keyboards can scroll the rows (axe: scrollable-region-focusable). */}
        <div ref={scrollRef} className={classes.scroller} role="region" aria-label={label} aria-busy={fetching || catchingUp} tabIndex={0}>
          <Table aria-label={label} aria-rowcount={rows.length + 1} className={classes.table} style={{ minWidth }} withColumnBorders={false} highlightOnHover={false}>
            <colgroup>
              {selection && <col style={{ width: SELECT_PX }} />}
              {columns.map((column) => (
                <col key={column.accessor} style={{ width: widthOf(column) }} />
              ))}
            </colgroup>
            <Table.Thead>
              <Table.Tr aria-rowindex={1}>
                {selection && (
                  <Table.Th {...looks.select}>
                    <SelectBox
                      label={selection.pageLabel}
                      checked={pageState === 'all'}
                      indeterminate={pageState === 'some'}
                      disabled={rows.length === 0}
                      onToggle={() => selection.state.togglePage(pageIds)}
                    />
                  </Table.Th>
                )}
                {columns.map((column, i) => {
                  const direction = sort?.column === column.accessor ? sort.direction : null;
                  return (
                    <Table.Th
                      key={column.accessor}
                      scope="col"
                      data-column={column.accessor}
                      aria-sort={column.sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                      {...looks.cells[i]}
                    >
                      {column.sortable && onSort ? (
                        <UnstyledButton className={classes.sortButton} onClick={() => onSort({ column: column.accessor, direction: direction === 'asc' ? 'desc' : 'asc' })}>
                          {column.title}
                          <SortIcon direction={direction} />
                        </UnstyledButton>
                      ) : (
                        column.title
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && !fetching && (
                <Table.Tr>
                  <Table.Td colSpan={span} className={classes.empty}>
                    {emptyText}
                  </Table.Td>
                </Table.Tr>
              )}
              {before > 0 && (
                <tr aria-hidden="true" className={classes.spacer}>
                  <td colSpan={span} style={{ height: before }} />
                </tr>
              )}
              {items.map((item) => (
                <VirtualRow<T>
                  key={item.key}
                  row={rows[item.index]!}
                  index={item.index}
                  height={height}
                  columns={columns}
                  looks={looks}
                  rowId={idOf(rows[item.index]!)}
                  selectLabel={selection?.rowLabel(rows[item.index]!)}
                  checked={selection?.state.isSelected(idOf(rows[item.index]!))}
                  onToggle={selection && toggleRow}
                />
              ))}
              {after > 0 && (
                <tr aria-hidden="true" className={classes.spacer}>
                  <td colSpan={span} style={{ height: after }} />
                </tr>
              )}
            </Table.Tbody>
          </Table>
        </div>
      </div>
    </>
  );
}
