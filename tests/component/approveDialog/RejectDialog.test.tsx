import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { PayrollSchema, type Payroll } from '@app/api/schemas/payouts';
import { RejectDialog } from '@app/payouts/shared/RejectDialog';
import { renderView, useLanguage } from '../../support/render';
import { rawPayroll } from '../payrollDetail/data';

/**
 * The rejection's dialog (issue 27): given the payroll, it says what is rejected, its file and
 * its transfers and amount per currency, as the approval's confirmation does, above the reason.
 */

const PAYROLL: Payroll = v.parse(
  PayrollSchema,
  rawPayroll({
    id: 815,
    filename: 'nomina_mayo.csv',
    status_id: 4,
    status_name: 'under_approval',
    actual_approver_id: 2,
    totals: {
      CLP: { loaded: { count: 13, amount: '16199820' }, paid: { count: 0, amount: 0 } },
      USD: { loaded: { count: 2, amount: '4001.79' }, paid: { count: 0, amount: 0 } },
    },
  }),
);

function open(payrollId: number, payroll?: Payroll | null) {
  const onSubmit = vi.fn<(reason: string) => void>();
  renderView(<RejectDialog payrollId={payrollId} payroll={payroll} submitting={false} error={null} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

describe('reject dialog', () => {
  it('names the payroll and its loaded transfers and amount per currency, then asks the reason', async () => {
    await useLanguage('en', ['payoutList']);
    const { onSubmit, user } = open(815, PAYROLL);
    const dialog = await screen.findByRole('dialog', { name: 'Reject payout 815' });
    expect(dialog).toHaveTextContent('You are about to reject the payout nomina_mayo.csv.');
    const totals = within(dialog).getByRole('group', { name: 'Transfers and amount per currency' });
    expect(totals).toHaveTextContent('13 · CLP 16.199.820,00');
    expect(totals).toHaveTextContent('2 · USD 4.001,79');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the rejection' }), 'Montos duplicados');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith('Montos duplicados');
  });

  it('in Spanish, in the usted register', async () => {
    await useLanguage('es', ['payoutList']);
    open(815, PAYROLL);
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la nómina 815' });
    expect(dialog).toHaveTextContent('Está a punto de rechazar la nómina nomina_mayo.csv.');
    const totals = within(dialog).getByRole('group', { name: 'Transferencias y monto por moneda' });
    expect(totals).toHaveTextContent('13 · CLP 16.199.820,00');
    expect(totals).toHaveTextContent('2 · USD 4.001,79');
    expect(within(dialog).getByRole('textbox', { name: 'Motivo del rechazo' })).toBeInTheDocument();
  });

  it('a payroll without transfers says so', async () => {
    await useLanguage('en', ['payoutList']);
    open(815, { ...PAYROLL, totals: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Reject payout 815' });
    expect(within(dialog).getByRole('group', { name: 'Transfers and amount per currency' })).toHaveTextContent('No transfers');
  });

  it('without the payroll, or given another one, it asks the reason alone', async () => {
    await useLanguage('en', ['payoutList']);
    open(815, { ...PAYROLL, id: 816 });
    const dialog = await screen.findByRole('dialog', { name: 'Reject payout 815' });
    expect(within(dialog).queryByRole('group')).toBeNull();
    expect(dialog).not.toHaveTextContent('nomina_mayo.csv');
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the rejection' })).toBeInTheDocument();
  });
});
