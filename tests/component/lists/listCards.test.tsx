import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RowsTable, type RowsColumn } from '@app/components/lists/RowsTable';
import { VirtualTable, type VirtualColumn } from '@app/components/lists/VirtualTable';
import { BOX_PX, ROW_PX, useVirtualLayout } from '../../support/virtualLayout';
import { renderView, useLanguage } from '../../support/render';

useVirtualLayout();

/**
 * Lists as cards on a phone (issue 27): the lists' two tables keep their DOM and CSS draws each
 * row as a card of "label value" lines (jsdom applies no media query, so these tests read what
 * the CSS draws from: each cell's label, and the heights the virtualised table reserves).
 */

interface Row {
  readonly id: number;
  readonly name: string;
  readonly status: string;
}

const rowsOf = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}`, status: 'Approved' }));

/** What a phone's CSS shows before a cell's value ('Status: Approved'). */
const labelOf = (cell: HTMLElement) => cell.getAttribute('data-label');

const PHONE = '(max-width: 47.99em)';

/** matchMedia as a browser of `width` px answers it, telling its listeners when the width changes. */
function screenOf(width: number) {
  const listeners = new Map<(change: { matches: boolean }) => void, string>();
  const answers = (query: string) => query === PHONE && width < 768;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return answers(query);
        },
        media: query,
        addEventListener: (_: string, listener: (change: { matches: boolean }) => void) => listeners.set(listener, query),
        removeEventListener: (_: string, listener: (change: { matches: boolean }) => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    resize(to: number) {
      width = to;
      act(() => listeners.forEach((query, listener) => listener({ matches: answers(query) })));
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('RowsTable on a phone', () => {
  beforeAll(() => useLanguage('en'));

  const columns: RowsColumn<Row>[] = [
    { accessor: 'id', title: 'ID' },
    { accessor: 'name', title: <b>Name</b>, name: 'Payee' },
    { accessor: 'status', title: 'Status', render: (row) => <span role="status">{row.status}</span> },
    { accessor: 'actions', title: 'Actions', locked: true, render: (row) => <button type="button">{`Open ${row.id}`}</button> },
  ];

  it("labels each cell with its column's name, so that a card reads 'Status: Approved'; the actions need none", () => {
    renderView(<RowsTable<Row> label="Things" columns={columns} records={rowsOf(2)} fetching={false} />);
    const [, first] = screen.getAllByRole('row');
    const [id, name, status, actions] = within(first!).getAllByRole('cell');
    expect(labelOf(id!)).toBe('ID');
    // A title that is not text: the column's name, as the Columns control says it.
    expect(labelOf(name!)).toBe('Payee');
    expect(labelOf(status!)).toBe('Status');
    expect(status).toHaveTextContent('Approved');
    expect(actions).not.toHaveAttribute('data-label');
    expect(within(actions!).getByRole('button', { name: 'Open 1' })).toBeInTheDocument();
  });

  it('puts no label on the checkbox, which sits at the top of the card', () => {
    renderView(
      <RowsTable<Row>
        label="Things"
        columns={columns}
        records={rowsOf(1)}
        fetching={false}
        selection={{ state: { isSelected: () => false, toggle: () => {}, pageState: () => 'none', togglePage: () => {} }, rowLabel: (row) => `Select ${row.name}`, pageLabel: 'Select the page' }}
      />,
    );
    const [, first] = screen.getAllByRole('row');
    const [select, id] = within(first!).getAllByRole('cell');
    expect(within(select!).getByRole('checkbox', { name: 'Select Row 1' })).toBeInTheDocument();
    expect(select).not.toHaveAttribute('data-label');
    expect(labelOf(id!)).toBe('ID');
  });
});

describe('VirtualTable on a phone', () => {
  const columns: VirtualColumn<Row>[] = [
    { accessor: 'id', title: 'Id', defaultWidth: 80 },
    { accessor: 'status', title: 'Status', defaultWidth: 120 },
    { accessor: 'actions', title: 'Actions', defaultWidth: 120, locked: true, render: (row) => <button type="button">{`Open ${row.id}`}</button> },
  ];
  /** Two lines of 24 px, the actions' line of 44 px, padding and border of 18 px (VirtualTable.module.css). */
  const CARD_PX = 2 * 24 + 44 + 18;

  const Table = ({ rows }: { rows: Row[] }) => (
    <VirtualTable<Row> label="Things" columns={columns} rows={rows} rowHeight={ROW_PX} rowKey={(row) => row.id} fetching={false} emptyText="Nothing here" />
  );
  const drawn = () => within(screen.getByRole('table', { name: 'Things' })).getAllByRole('row').slice(1);

  it("labels each cell with its column's name", () => {
    screenOf(360);
    renderView(<Table rows={rowsOf(3)} />);
    const [id, status, actions] = within(drawn()[0]!).getAllByRole('cell');
    expect(labelOf(id!)).toBe('Id');
    expect(labelOf(status!)).toBe('Status');
    expect(status).toHaveTextContent('Approved');
    expect(actions).not.toHaveAttribute('data-label');
  });

  it('gives each row the height of its card, fixed, from the first render: fewer rows are drawn', () => {
    screenOf(360);
    renderView(<Table rows={rowsOf(150)} />);
    expect(drawn()[0]).toHaveStyle({ height: `${CARD_PX}px` });
    // The box's cards (each with its 8 px gap) plus the few drawn ahead, not the 16 rows of 40 px.
    const inView = Math.ceil(BOX_PX / (CARD_PX + 8));
    expect(drawn().length).toBeGreaterThanOrEqual(inView);
    expect(drawn().length).toBeLessThan(BOX_PX / ROW_PX);
  });

  it('keeps the rows of a desktop, and switches when the window crosses the breakpoint', () => {
    const window = screenOf(1280);
    renderView(<Table rows={rowsOf(150)} />);
    expect(drawn()[0]).toHaveStyle({ height: `${ROW_PX}px` });
    expect(drawn().length).toBeGreaterThanOrEqual(BOX_PX / ROW_PX);
    window.resize(400);
    expect(drawn()[0]).toHaveStyle({ height: `${CARD_PX}px` });
    expect(drawn().length).toBeLessThan(BOX_PX / ROW_PX);
    window.resize(1280);
    expect(drawn()[0]).toHaveStyle({ height: `${ROW_PX}px` });
  });
});
