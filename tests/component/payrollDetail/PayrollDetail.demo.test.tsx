import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PayrollDetail } from '@app/payouts/payrollDetail/PayrollDetailPage';
import { db } from '@demo-api/store';
import { renderView, useLanguage } from '../../support/render';
import { massPayroll, signInAs } from './demoApi';
import { useVirtualLayout } from '../../support/virtualLayout';
import { restoreNavigation, transactionsTable } from './renderDetail';

useVirtualLayout();

afterEach(restoreNavigation);
beforeAll(() => useLanguage('en', ['payrollDetail', 'payouts']));

/** The page against the demo API's own payouts handlers and seed (no overrides). */
describe('payroll detail on the demo API', () => {
  it("carga opens the seeded 1250-line payroll: 1000 loaded, and the page says so", async () => {
    await signInAs('carga');
    const payroll = massPayroll();
    renderView(<PayrollDetail rawId={String(payroll.id)} payrollId={payroll.id} />);
    expect(await screen.findByRole('heading', { name: `Payroll ${payroll.id}` }, { timeout: 5000 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Transactions' }, { timeout: 10_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing the first 1.000 of 1.250 transactions.');
    expect(transactionsTable()).toHaveAttribute('aria-rowcount', '51');
    expect(screen.getByText('1–50 of 1.000')).toBeInTheDocument();
    const header = screen.getByRole('heading', { name: `Payroll ${payroll.id}` }).closest('section')!;
    expect(within(header).getByText(payroll.filename)).toBeInTheDocument();
  });

  it('a payroll of a company the user does not belong to is not found', async () => {
    await signInAs('carga');
    // carga belongs to company 1 only.
    const foreign = db.payouts.payrolls.find((record) => record.company_id !== 1)!;
    renderView(<PayrollDetail rawId={String(foreign.id)} payrollId={foreign.id} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Payroll not found');
  });
});
