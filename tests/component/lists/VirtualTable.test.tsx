import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VirtualTable, type VirtualColumn, type VirtualSort } from '@app/components/lists/VirtualTable';
import { BOX_PX, ROW_PX, useVirtualLayout } from '../../support/virtualLayout';
import { renderView } from '../../support/render';

useVirtualLayout();

/** The list table that draws only the rows in view (the payments list's, at up to 150 rows). */

interface Row {
  readonly id: number;
  readonly name: string;
}

const COLUMNS: VirtualColumn<Row>[] = [
  { id: 'id', header: 'Id', width: 80, sortable: true, align: 'right', cell: (row) => row.id },
  { id: 'name', header: 'Name', width: 200, cell: (row) => row.name },
  { id: 'actions', header: 'Actions', width: 120, cell: (row) => <button type="button">{`Open ${row.id}`}</button> },
];
const rowsOf = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

const table = () => screen.getByRole('table', { name: 'Things' });
const region = () => screen.getByRole('region', { name: 'Things' });
/** The rows a user reaches (the spacer rows are hidden), without the header. */
const drawn = () => within(table()).getAllByRole('row').slice(1);
const drawnIds = () => drawn().map((row) => Number(within(row).getAllByRole('cell')[0]!.textContent));

function Sorted({ rows, onSort }: { rows: Row[]; onSort?: (sort: VirtualSort) => void }) {
  const [sort, setSort] = useState<VirtualSort | null>(null);
  const shown = sort ? [...rows].sort((a, b) => (sort.direction === 'asc' ? a.id - b.id : b.id - a.id)) : rows;
  return (
    <VirtualTable<Row>
      label="Things"
      columns={COLUMNS}
      rows={shown}
      rowHeight={ROW_PX} rowKey={(row) => row.id}
      fetching={false}
      emptyText="Nothing here"
      sort={sort}
      onSort={(next) => {
        onSort?.(next);
        setSort(next);
      }}
    />
  );
}

describe('VirtualTable', () => {
  it('draws every row of a short page, each with its place', () => {
    renderView(<Sorted rows={rowsOf(10)} />);
    expect(table()).toHaveAttribute('aria-rowcount', '11');
    expect(drawnIds()).toEqual(rowsOf(10).map((row) => row.id));
    expect(drawn().map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });

  it('draws only the rows in view of 150 and the later ones as the user scrolls, saying the full size', () => {
    renderView(<Sorted rows={rowsOf(150)} />);
    const inView = BOX_PX / ROW_PX;
    expect(table()).toHaveAttribute('aria-rowcount', '151');
    // The box's rows plus a few drawn ahead: far fewer than 150.
    expect(drawn().length).toBeGreaterThanOrEqual(inView);
    expect(drawn().length).toBeLessThan(inView + 10);
    expect(drawnIds()[0]).toBe(1);
    expect(screen.queryByRole('button', { name: 'Open 150' })).toBeNull();

    // To the end (rows not yet drawn count at the table's estimate until measured).
    act(() => {
      region().scrollTop = 150 * 100;
      fireEvent.scroll(region());
    });
    expect(drawnIds()).toContain(150);
    expect(drawnIds()).not.toContain(1);
    const lastRow = drawn()[drawn().length - 1]!;
    expect(lastRow).toHaveAttribute('aria-rowindex', '151');
    expect(within(lastRow).getByRole('button', { name: 'Open 150' })).toBeInTheDocument();

    // A new order starts at its first row.
    fireEvent.click(within(table()).getByRole('button', { name: 'Id' }));
    expect(region().scrollTop).toBe(0);
    // jsdom sends no scroll event for a scroll made by code; a browser does.
    act(() => void fireEvent.scroll(region()));
    expect(drawn()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('is a named region the keyboard reaches (to scroll it) before its controls', async () => {
    const user = userEvent.setup();
    renderView(<Sorted rows={rowsOf(150)} />);
    await user.tab();
    expect(region()).toHaveFocus();
    await user.tab();
    expect(within(table()).getByRole('button', { name: 'Id' })).toHaveFocus();
  });

  it('sorts by a sortable header both ways, saying the order on the header cell', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderView(<Sorted rows={rowsOf(150).reverse()} onSort={onSort} />);
    const idHeader = () => within(table()).getAllByRole('columnheader')[0]!;
    expect(idHeader()).toHaveAttribute('aria-sort', 'none');
    expect(drawnIds()[0]).toBe(150);

    await user.click(within(table()).getByRole('button', { name: 'Id' }));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'id', direction: 'asc' });
    expect(idHeader()).toHaveAttribute('aria-sort', 'ascending');
    expect(drawnIds().slice(0, 3)).toEqual([1, 2, 3]);

    await user.click(within(table()).getByRole('button', { name: 'Id' }));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'id', direction: 'desc' });
    expect(idHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(drawnIds().slice(0, 3)).toEqual([150, 149, 148]);

    // Not sortable: plain header text, no order stated.
    expect(within(table()).queryByRole('button', { name: 'Name' })).toBeNull();
    expect(within(table()).getAllByRole('columnheader')[1]).not.toHaveAttribute('aria-sort');
  });

  it('shows the empty text without rows, and is busy while fetching', () => {
    const { rerender } = renderView(
      <VirtualTable<Row> label="Things" columns={COLUMNS} rows={[]} rowHeight={ROW_PX} rowKey={(row) => row.id} fetching={false} emptyText="Nothing here" />,
    );
    expect(within(table()).getByText('Nothing here')).toBeInTheDocument();
    expect(region()).toHaveAttribute('aria-busy', 'false');
    rerender(<VirtualTable<Row> label="Things" columns={COLUMNS} rows={rowsOf(3)} rowHeight={ROW_PX} rowKey={(row) => row.id} fetching emptyText="Nothing here" />);
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(within(table()).queryByText('Nothing here')).toBeNull();
  });
});
