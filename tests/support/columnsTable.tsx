import { ListTable } from '@app/components/lists/listColumns/ListTable';
import type { RowsColumn } from '@app/components/lists/RowsTable';

/**
 * A list table with the user's columns, as the lists draw it (ListTable: the hook, the table and
 * the Columns control), on the admin's 'balance' layout: three columns (Name, required) and the
 * row's actions, locked. For the listColumns tests, component and model alike.
 */
interface Row {
  readonly id: number;
  readonly name: string;
  readonly currency: string;
  readonly amount: string;
}

const ROWS: Row[] = [{ id: 1, name: 'Tienda Uno', currency: 'CLP', amount: '1.000' }];
const COLUMNS: RowsColumn<Row>[] = [
  { accessor: 'name', title: 'Name', required: true },
  { accessor: 'currency', title: 'Currency' },
  { accessor: 'amount', title: 'Amount' },
  { accessor: 'actions', title: 'Actions', locked: true, render: () => 'Open' },
];

export function ColumnsTable() {
  return <ListTable list="balance" label="Balances" columns={COLUMNS} records={ROWS} fetching={false} />;
}
