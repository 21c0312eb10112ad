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
  { accessor: 'id', title: 'Id', defaultWidth: 80, sortable: true, textAlign: 'right' },
  { accessor: 'name', title: 'Name', defaultWidth: 200 },
  { accessor: 'actions', title: 'Actions', defaultWidth: 120, locked: true, render: (row) => <button type="button">{`Open ${row.id}`}</button> },
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

  it('pins columns where the user chose, after the checkbox column, and the actions on the right', () => {
    const pinned: VirtualColumn<Row>[] = [{ ...COLUMNS[1]!, pin: 'left', width: 150 }, COLUMNS[0]!, COLUMNS[2]!];
    renderView(
      <VirtualTable<Row>
        label="Things"
        columns={pinned}
        rows={rowsOf(3)}
        rowHeight={ROW_PX}
        rowKey={(row) => row.id}
        fetching={false}
        emptyText="Nothing here"
        selection={{ state: { isSelected: () => false, toggle: () => {}, pageState: () => 'none', togglePage: () => {} }, rowLabel: (row) => `Select ${row.name}`, pageLabel: 'Select the page' }}
      />,
    );
    const [select, name, id, actions] = within(table()).getAllByRole('columnheader');
    // The checkbox column sticks with the first column pinned left; the user's width is kept.
    expect(select).toHaveStyle({ left: '0px' });
    expect(name).toHaveStyle({ left: '40px' });
    expect(name!.className).toMatch(/pinnedLeft/);
    expect(id!.style.left).toBe('');
    expect(actions).toHaveStyle({ right: '0px' });
    expect(table()).toHaveStyle({ minWidth: `${40 + 150 + 80 + 120}px` });
    const firstRow = drawn()[0]!;
    expect(within(firstRow).getAllByRole('cell')[1]).toHaveStyle({ left: '40px' });
  });

  it('ticks rows and the page with named checkboxes, the page one mixed while some are ticked', async () => {
    const user = userEvent.setup();
    function Selecting() {
      const [ids, setIds] = useState<readonly number[]>([]);
      const toggle = (id: number) => setIds((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
      return (
        <VirtualTable<Row>
          label="Things"
          columns={COLUMNS}
          rows={rowsOf(3)}
          rowHeight={ROW_PX}
          rowKey={(row) => row.id}
          fetching={false}
          emptyText="Nothing here"
          selection={{
            state: {
              isSelected: (id) => ids.includes(id),
              toggle,
              pageState: (page) => (page.every((id) => ids.includes(id)) ? 'all' : page.some((id) => ids.includes(id)) ? 'some' : 'none'),
              togglePage: (page) => setIds(page.every((id) => ids.includes(id)) ? [] : [...page]),
            },
            rowLabel: (row) => `Select ${row.name}`,
            pageLabel: 'Select the page',
          }}
        />
      );
    }
    renderView(<Selecting />);
    const page = screen.getByRole('checkbox', { name: 'Select the page' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Row 2' }));
    expect(screen.getByRole('checkbox', { name: 'Select Row 2' })).toBeChecked();
    expect(page).not.toBeChecked();
    expect((page as HTMLInputElement).indeterminate).toBe(true);
    await user.click(page);
    expect(screen.getAllByRole('checkbox', { name: /^Select Row/ }).map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(page).toBeChecked();
    expect((page as HTMLInputElement).indeterminate).toBe(false);
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
