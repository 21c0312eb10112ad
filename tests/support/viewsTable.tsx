import { RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { ListTable } from '@app/components/lists/listColumns/ListTable';
import type { RowsColumn } from '@app/components/lists/RowsTable';
import { accessCalls } from '@app/app/loadOnDemand';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor } from '@app/session/sessionActor';
import { memoryRouter, quietScrolling } from '../model/support/router';
import { renderView } from './render';

/**
 * A list table with saved views, as the lists draw it (ListTable inside the router, the Views
 * button, the signed-in session), at /payouts/list and without the payout list's own rows and
 * filters: the views only write the address and hand the table its columns. For the savedViews
 * replay; the payout list's following of its address has tests of its own.
 */
interface Row {
  readonly id: number;
  readonly filename: string;
}

const ROWS: Row[] = [{ id: 1, filename: 'payroll-1.csv' }];
const COLUMNS: RowsColumn<Row>[] = [
  { accessor: 'id', title: 'ID', required: true },
  { accessor: 'filename', title: 'File' },
];

function ViewsTablePage() {
  return <ListTable list="payoutList" label="Payouts" columns={COLUMNS} records={ROWS} fetching={false} />;
}

/** Renders the table for the signed-in user at `entry` (an address of /payouts/list). */
export function renderViewsTable(entry: string) {
  quietScrolling();
  const actor = createSessionActor(accessCalls);
  actor.start();
  const router = memoryRouter({ '/payouts/list': ViewsTablePage }, entry);
  renderView(
    <SessionProvider actor={actor}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}
