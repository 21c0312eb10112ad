import { Badge } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { RowsColumn } from '@app/components/lists/RowsTable';
import { selectionRows } from '@app/components/lists/selectionRows';

/** Export selection's file is the list as the user arranged it, each cell as its words. */

interface Row {
  readonly id: number;
  readonly name: string;
  readonly amount: number | null;
  readonly active: boolean;
}

function StatusDot({ active }: { active: boolean }) {
  return <span>{active ? 'on' : 'off'}</span>;
}

const columns: RowsColumn<Row>[] = [
  { accessor: 'name', title: 'Name' },
  { accessor: 'id', title: 'ID' },
  { accessor: 'amount', title: 'Amount', render: (row) => (row.amount === null ? '' : `CLP ${row.amount}`) },
  { accessor: 'hiddenNote', title: 'Note', hidden: true },
  { accessor: 'badge', title: <b>Status</b>, name: 'Status', render: (row) => <Badge>{row.active ? 'Active' : 'Inactive'}</Badge> },
  { accessor: 'dot', title: 'Dot', render: (row) => <StatusDot active={row.active} />, text: (row) => (row.active ? 'On' : 'Off') },
  { accessor: 'actions', title: 'Actions', locked: true, render: () => <button type="button">Edit</button> },
];

const rows: Row[] = [
  { id: 7, name: 'Ana', amount: 1500, active: true },
  { id: 9, name: 'Luis', amount: null, active: false },
];

describe('selectionRows', () => {
  it('keeps the shown columns in their order, without hidden ones or the actions', () => {
    expect(selectionRows(columns, rows).header).toEqual(['Name', 'ID', 'Amount', 'Status', 'Dot']);
  });

  it("reads a field, a render's text, a plain element's words and a column's own text", () => {
    expect(selectionRows(columns, rows).data).toEqual([
      ['Ana', '7', 'CLP 1500', 'Active', 'On'],
      ['Luis', '9', '', 'Inactive', 'Off'],
    ]);
  });

  it('names a column whose title is not text by its name, else by its field', () => {
    const { header } = selectionRows<Row>([{ accessor: 'id', title: <i>#</i> }], rows);
    expect(header).toEqual(['id']);
  });
});
