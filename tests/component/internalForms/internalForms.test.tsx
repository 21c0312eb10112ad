import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PayrollApprovePage } from '@app/payouts/payrollApprove/PayrollApprovePage';
import { RegenerateBankFilePage } from '@app/payouts/regenerateBankFile/RegenerateBankFilePage';
import { demoServer } from '../../support/demoServer';
import { renderView, useLanguage } from '../../support/render';

describe('manual payout approval', () => {
  it('a payroll rejected entirely is sent as having rejections, and the answer is shown', async () => {
    await useLanguage('en', ['payrollApprove', 'payouts']);
    let body = '';
    demoServer.use(
      http.post('*/v1/payroll/manual_approval', async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ text: 'Payroll 12 marked as rejected by the bank' });
      }),
    );
    const user = userEvent.setup();
    renderView(<PayrollApprovePage />);
    const form = within(screen.getByRole('form', { name: 'Manual payout approval' }));
    await user.type(form.getByRole('textbox', { name: 'Payroll number' }), '12');
    await user.click(within(form.getByRole('radiogroup', { name: 'Was it rejected entirely?' })).getByRole('radio', { name: 'Yes' }));
    const second = within(form.getByRole('radiogroup', { name: 'Has rejections?' }));
    expect(second.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(second.getByRole('radio', { name: 'No' })).toBeDisabled();
    await user.click(form.getByRole('button', { name: "Record the bank's answer" }));
    expect(await form.findByRole('status')).toHaveTextContent('Payroll 12 marked as rejected by the bank');
    expect(body).toBe('uploaded_file_id=12&rejected_entirely=true&has_rejections=true');
  });

  it('asks for every answer before sending, in Spanish too', async () => {
    await useLanguage('es', ['payrollApprove', 'payouts']);
    const user = userEvent.setup();
    renderView(<PayrollApprovePage />);
    const form = within(screen.getByRole('form', { name: 'Aprobación manual de nómina' }));
    await user.type(form.getByRole('textbox', { name: 'Número de nómina' }), '12');
    await user.click(form.getByRole('button', { name: 'Registrar la respuesta del banco' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Todos los campos son obligatorios');
    expect(form.getByRole('textbox', { name: 'Número de nómina' })).toHaveValue('12');
  });
});

describe('a 200 answer that breaks the contract', () => {
  const UNREADABLE = 'The server sent an answer this page cannot read. It has been reported; please try again later.';

  /** Answers `{"items":"x"}` first, then the good answer; counts the requests. */
  function answersBadThenGood(path: string, good: Record<string, string>) {
    const seen = { requests: 0 };
    demoServer.use(
      http.post(`*${path}`, () => {
        seen.requests += 1;
        return HttpResponse.json(seen.requests === 1 ? { items: 'x' } : good);
      }),
    );
    return seen;
  }

  it('regenerate bank file: an error instead of a success, and the button sends again', async () => {
    await useLanguage('en', ['regenerateBankFile', 'payouts']);
    const seen = answersBadThenGood('/v1/payroll/regenerate_bank_file', { url: '/api/v1/payroll_files/5/bank-pe_bcp.txt', text: 'Bank file ready' });
    const user = userEvent.setup();
    renderView(<RegenerateBankFilePage />);
    const form = within(screen.getByRole('form', { name: 'Regenerate bank file' }));
    await user.type(form.getByRole('textbox', { name: 'Payroll number' }), '5');
    await user.click(form.getByLabelText('Bank format', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Banco de Crédito del Perú (BCP)' }));
    await user.click(form.getByRole('button', { name: 'Regenerate bank file' }));
    expect(await form.findByRole('alert')).toHaveTextContent(UNREADABLE);
    expect(form.queryByRole('status')).toBeNull();
    expect(form.queryByRole('link')).toBeNull();
    // What was typed stays, and the same button tries again.
    expect(form.getByRole('textbox', { name: 'Payroll number' })).toHaveValue('5');
    await user.click(form.getByRole('button', { name: 'Regenerate bank file' }));
    const outcome = await form.findByRole('status');
    expect(outcome).toHaveTextContent('Bank file ready');
    expect(within(outcome).getByRole('link', { name: 'Download the bank file' })).toHaveAttribute('href', '/api/v1/payroll_files/5/bank-pe_bcp.txt');
    expect(form.queryByRole('alert')).toBeNull();
    expect(seen.requests).toBe(2);
  });

  it("manual approval: an error instead of a success, and the button sends again", async () => {
    await useLanguage('en', ['payrollApprove', 'payouts']);
    const seen = answersBadThenGood('/v1/payroll/manual_approval', { text: 'Payroll 12 marked as paid by the bank' });
    const user = userEvent.setup();
    renderView(<PayrollApprovePage />);
    const form = within(screen.getByRole('form', { name: 'Manual payout approval' }));
    await user.type(form.getByRole('textbox', { name: 'Payroll number' }), '12');
    await user.click(within(form.getByRole('radiogroup', { name: 'Was it rejected entirely?' })).getByRole('radio', { name: 'No' }));
    await user.click(within(form.getByRole('radiogroup', { name: 'Has rejections?' })).getByRole('radio', { name: 'No' }));
    await user.click(form.getByRole('button', { name: "Record the bank's answer" }));
    expect(await form.findByRole('alert')).toHaveTextContent(UNREADABLE);
    expect(form.queryByRole('status')).toBeNull();
    expect(form.getByRole('textbox', { name: 'Payroll number' })).toHaveValue('12');
    await user.click(form.getByRole('button', { name: "Record the bank's answer" }));
    expect(await form.findByRole('status')).toHaveTextContent('Payroll 12 marked as paid by the bank');
    expect(form.queryByRole('alert')).toBeNull();
    expect(seen.requests).toBe(2);
  });
});
