import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { PayrollSchema, type Payroll } from '@app/api/schemas/payouts';
import { createActor } from 'xstate';
import { ApproveDialog } from '@app/payouts/shared/ApproveDialog';
import { releaseStepUpLogic } from '@app/payouts/shared/releaseStepUpLogic';
import { renderView, useLanguage } from '../../support/render';
import { rawPayroll } from '../payrollDetail/data';

/** The approval's confirmation: what is signed (payroll, totals per currency, level), and its buttons. */

const waitingFor = (level: number): Payroll =>
  v.parse(
    PayrollSchema,
    rawPayroll({
      id: 812,
      filename: 'nomina_abril.xlsx',
      status_id: 4,
      status_name: 'under_approval',
      actual_approver_id: level,
      totals: {
        CLP: { loaded: { count: 1250, amount: '98765432.10' }, paid: { count: 0, amount: 0 } },
        USD: { loaded: { count: 3, amount: 300 }, paid: { count: 0, amount: 0 } },
      },
    }),
  );

function open(payroll: Payroll, submitting = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderView(<ApproveDialog payroll={payroll} submitting={submitting} onConfirm={onConfirm} onCancel={onCancel} />);
  return { onConfirm, onCancel, user: userEvent.setup({ delay: null }) };
}

describe('approve dialog', () => {
  it('names the payroll, its loaded totals per currency and the level signed', async () => {
    await useLanguage('en', ['payoutList']);
    const { onConfirm, onCancel, user } = open(waitingFor(2));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payout 812' });
    expect(dialog).toHaveTextContent('You are about to approve the payout nomina_abril.xlsx.');
    const totals = within(dialog).getByRole('group', { name: 'Transfers and amount per currency' });
    // As the list's totals show them (amounts in the app's one format, whatever the language).
    expect(totals).toHaveTextContent('1250 · CLP 98.765.432,10');
    expect(totals).toHaveTextContent('3 · USD 300,00');
    expect(dialog).toHaveTextContent('You sign as approver 2');

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('in Spanish, in the usted register, with the amounts as the list shows them', async () => {
    await useLanguage('es', ['payoutList']);
    open(waitingFor(1));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar la nómina 812' });
    expect(dialog).toHaveTextContent('Está a punto de aprobar la nómina nomina_abril.xlsx.');
    const totals = within(dialog).getByRole('group', { name: 'Transferencias y monto por moneda' });
    expect(totals).toHaveTextContent('1250 · CLP 98.765.432,10');
    expect(totals).toHaveTextContent('3 · USD 300,00');
    expect(dialog).toHaveTextContent('Usted firma como aprobador 1');
    expect(within(dialog).getByRole('button', { name: 'Aprobar' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('while the approval is sent, Approve shows it is busy and Cancel cannot be used', async () => {
    await useLanguage('en', ['payoutList']);
    open(waitingFor(1), true);
    const dialog = await screen.findByRole('dialog', { name: 'Approve payout 812' });
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveAttribute('data-loading');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('above the threshold, in Spanish: the code is the confirmation; an incomplete one is refused before anything is sent (issue 26)', async () => {
    await useLanguage('es', ['payoutList', 'releaseStepUp']);
    const stepUp = createActor(releaseStepUpLogic, { input: { ids: [812] } }).start();
    const onConfirm = vi.fn();
    renderView(<ApproveDialog payroll={waitingFor(1)} submitting={false} onConfirm={onConfirm} onCancel={vi.fn()} stepUp={stepUp} />);
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar la nómina 812' });
    // The code step loads with the first approval that asks for a code: wait for it.
    await waitFor(() => expect(dialog).toHaveTextContent('Ingrese el código de 6 dígitos que muestra ahora su aplicación de autenticación.'), { timeout: 5000 });
    expect(await within(dialog).findAllByRole('textbox', { name: 'Código de su aplicación' })).toHaveLength(6);
    const user = userEvent.setup({ delay: null });
    await user.type(within(dialog).getAllByRole('textbox', { name: 'Código de su aplicación' })[0]!, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await within(dialog).findByText('Ingrese los 6 dígitos del código.')).toBeInTheDocument();
    expect(stepUp.getSnapshot().value).toBe('enteringCode');
    // The plain confirmation is not there: nothing approves without the code.
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(stepUp.getSnapshot().status).toBe('done');
    expect(stepUp.getSnapshot().output).toBeNull();
  });
});
