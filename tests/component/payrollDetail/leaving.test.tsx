import { RouterProvider } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { abortPageRequests } from '@app/platform/pageSignal';
import { navigation, registerNavigate } from '@app/platform/navigation';
import { PayrollDetailPage } from '@app/payouts/payrollDetail/PayrollDetailPage';
import { holdRequests } from '../../model/support/network';
import { memoryRouter, quietScrolling, stubPage } from '../../model/support/router';
import { renderView, useLanguage } from '../../support/render';
import { PAYROLL_ID, rawTransactions } from './data';
import { useVirtualLayout } from '../../support/virtualLayout';
import { servePayrollDetail } from './server';

useVirtualLayout();

const originalGo = navigation.go;
afterEach(() => registerNavigate(originalGo));
beforeAll(() => useLanguage('en', ['payrollDetail', 'payouts']));

function openDetail() {
  quietScrolling();
  servePayrollDetail({ transactions: rawTransactions(3) });
  const hold = holdRequests(['/v1/transactions/']);
  const router = memoryRouter(
    {
      '/payroll/view/$id_payroll': PayrollDetailPage,
      '/payouts/list': stubPage('Payouts list (stub)'),
      '/payouts/transactions': stubPage('Payout transactions (stub)'),
    },
    `/payroll/view/${PAYROLL_ID}`,
  );
  registerNavigate((to) => void router.navigate({ to, replace: true }));
  renderView(<RouterProvider router={router} />);
  return { router, hold };
}

describe('payroll detail: a cancelled request', () => {
  it('while the user stays, goes to the payouts list (spec 01 section 8)', async () => {
    const { router, hold } = openDetail();
    await hold.next('/v1/transactions/');
    abortPageRequests();
    expect(await screen.findByTestId('stub-page')).toHaveTextContent('Payouts list (stub)');
    expect(router.state.location.pathname).toBe('/payouts/list');
  });

  it('because the user is leaving, lets them go where they were going', async () => {
    const { router, hold } = openDetail();
    await hold.next('/v1/transactions/');
    // What the app's router does on a navigation: the new location, then the page's requests cancelled.
    const leaving = router.navigate({ to: '/payouts/transactions' });
    abortPageRequests();
    await leaving;
    expect(await screen.findByTestId('stub-page')).toHaveTextContent('Payout transactions (stub)');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payouts/transactions'));
    // Give a wrong redirect every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/payouts/transactions');
  });
});
