import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { dataCells, dataHeaders, listAnswering, loadedRows, openActions, PAYOUT_LIST_NAMESPACES, payrollFixture, renderPayoutList, rowOf, shownIds, signIn } from './support';

/** Empty and error states, and the totals shown per status. */

describe('payout list: empty, errors and totals', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', PAYOUT_LIST_NAMESPACES));

  it('no rows: No data found for the selected filter', async () => {
    demoServer.use(listAnswering([]));
    await signIn('carga');
    renderPayoutList();
    expect(await screen.findByText('No data found for the selected filter')).toBeInTheDocument();
    expect(shownIds()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no response: the contact-support message with Retry, which loads the list', async () => {
    demoServer.use(http.get('*/v1/payrolls/', () => HttpResponse.error(), { once: true }));
    await signIn('carga');
    const { user } = renderPayoutList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payouts could not be loaded');
    expect(alert).toHaveTextContent('Service unavailable, contact to support@');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await loadedRows()).toHaveLength(10);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a server error shows its message', async () => {
    demoServer.use(http.get('*/v1/payrolls/', () => HttpResponse.json({ detail: 'Database is busy' }, { status: 503 })));
    await signIn('carga');
    renderPayoutList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is busy');
  });

  it('a malformed answer is an error, not a blank table', async () => {
    demoServer.use(http.get('*/v1/payrolls/', () => HttpResponse.json({ items: [{ id: 'x' }], paginate: null })));
    await signIn('carga');
    renderPayoutList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent an answer this page cannot read.');
  });

  it('says when a payroll under approval has no approver assigned, and offers nobody Approval or Reject (issue 24)', async () => {
    demoServer.use(listAnswering([payrollFixture({ id: 301, actual_approver_id: null }), payrollFixture({ id: 302, actual_approver_id: 1 })]));
    await signIn('aprobador1');
    const { user } = renderPayoutList();
    await loadedRows();
    const statusCell = (id: number) => dataCells(rowOf(id))[2]!;
    expect(statusCell(301)).toHaveTextContent('No approver assigned: nobody can approve or reject it');
    // Waiting for a level: the Detail column says so already, the status cell adds nothing.
    expect(statusCell(302)).toHaveTextContent(/^Under approval$/);
    expect(await openActions(user, 302)).toEqual(expect.arrayContaining(['Approval', 'Reject']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await openActions(user, 301)).not.toEqual(expect.arrayContaining(['Approval']));
  });

  it('says why four-eyes keeps Approval and Reject from a user whose level it is (issue 24)', async () => {
    // cargaaprobador (id 9) holds CARGA and APROBADOR_1; aprobador1 is id 2.
    demoServer.use(
      listAnswering([
        payrollFixture({ id: 311, actual_approver_id: 1, uploaded_by_id: 9 }),
        payrollFixture({ id: 312, actual_approver_id: 1, uploaded_by_id: 1 }),
        payrollFixture({ id: 313, actual_approver_id: 1, uploaded_by_id: 1, signed_by_ids: [2] }),
      ]),
    );
    await signIn('cargaaprobador');
    const { user } = renderPayoutList();
    await loadedRows();
    const statusCell = (id: number) => dataCells(rowOf(id))[2]!;
    expect(statusCell(311)).toHaveTextContent('You uploaded this payroll: another approver must sign it');
    expect(await openActions(user, 311)).not.toEqual(expect.arrayContaining(['Approval']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(statusCell(312)).toHaveTextContent(/^Under approval$/);
    expect(await openActions(user, 312)).toEqual(expect.arrayContaining(['Approval', 'Reject']));
    // Someone else's signature on another level is no reason for this user.
    expect(statusCell(313)).toHaveTextContent(/^Under approval$/);
  });

  it('says a user who signed another level of a payroll that they may not sign it again (issue 24)', async () => {
    demoServer.use(listAnswering([payrollFixture({ id: 321, actual_approver_id: 1, uploaded_by_id: 1, signed_by_ids: [2] })]));
    await signIn('aprobador1');
    const { user } = renderPayoutList();
    await loadedRows();
    expect(dataCells(rowOf(321))[2]!).toHaveTextContent(
      'You signed another level of this payroll: another approver must sign this one',
    );
    expect(await openActions(user, 321)).not.toEqual(expect.arrayContaining(['Approval']));
  });

  it('hides the totals that mean nothing for a status: paid for 0, 1, 2, 3, 9; uploaded for 0 and 3', async () => {
    const totals = { CLP: { loaded: { count: 5, amount: 1234.56 }, paid: { count: 4, amount: 1000 } } };
    const statuses = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    demoServer.use(listAnswering(statuses.map((status) => payrollFixture({ id: 100 + status, status_id: status, totals }))));
    await signIn('carga');
    renderPayoutList();
    await loadedRows();
    const cellsOf = (status: number) => {
      const cells = dataCells(rowOf(100 + status));
      return { loaded: cells[4]!.textContent, paid: cells[5]!.textContent };
    };
    for (const status of statuses) {
      expect(cellsOf(status), `status ${status}`).toEqual({
        loaded: [0, 3].includes(status) ? '' : '5 · CLP 1.234,56',
        paid: [0, 1, 2, 3, 9].includes(status) ? '' : '4 · CLP 1.000,00',
      });
    }
    await waitFor(() => expect(dataHeaders()).toEqual([
      'ID', 'File', 'Status', 'Detail', 'Uploaded', 'Paid', 'Created by', 'Date created', 'Merchant', 'Actions',
    ]));
  });
});
