import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PayrollApprovePage } from '@app/payouts/payrollApprove/PayrollApprovePage';
import { RegenerateBankFilePage } from '@app/payouts/regenerateBankFile/RegenerateBankFilePage';
import { db } from '@demo-api/store';
import { demoServer } from '../../support/demoServer';
import { signInAs } from '../payrollDetail/demoApi';
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

describe('an answer lost after the server acted (issue 29)', () => {
  it("Retry of the same answer is the same intent: the server's first answer comes back, and the payroll moved once", async () => {
    await useLanguage('en', ['payrollApprove', 'payouts']);
    // The provider's staff record bank answers; alpsadmin sees every company.
    await signInAs('alpsadmin');
    const payroll = db.payouts.payrolls.find((record) => record.status_id === 5)!;
    const keys: (string | null)[] = [];
    const recordKey = ({ request }: { request: Request }) => {
      if (request.url.includes('/v1/payroll/manual_approval')) keys.push(request.headers.get('Idempotency-Key'));
    };
    demoServer.events.on('request:start', recordKey);
    onTestFinished(() => demoServer.events.removeListener('request:start', recordKey));
    // The next write acts, then its answer is lost on the way back.
    await fetch('http://localhost:3000/__demo/drop-after-acting', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    const user = userEvent.setup({ delay: null });
    renderView(<PayrollApprovePage />);
    const form = within(screen.getByRole('form', { name: 'Manual payout approval' }));
    await user.type(form.getByRole('textbox', { name: 'Payroll number' }), String(payroll.id));
    await user.click(within(form.getByRole('radiogroup', { name: 'Was it rejected entirely?' })).getByRole('radio', { name: 'No' }));
    await user.click(within(form.getByRole('radiogroup', { name: 'Has rejections?' })).getByRole('radio', { name: 'No' }));
    await user.click(form.getByRole('button', { name: "Record the bank's answer" }));
    // No answer at all: the spec's text for these forms.
    expect(await form.findByRole('alert')).toHaveTextContent('Service unavailable, contact to support@');
    // The server did act: the payroll left 'approved' for the bank's answer.
    const moved = payroll.status_id;
    expect(moved).not.toBe(5);
    const history = db.ledger.entries.filter((entry) => entry.payroll_id === payroll.id).length;

    await user.click(form.getByRole('button', { name: "Record the bank's answer" }));
    expect(await form.findByRole('status')).toHaveTextContent(`Payroll ${payroll.id}`);
    expect(payroll.status_id).toBe(moved);
    expect(db.ledger.entries.filter((entry) => entry.payroll_id === payroll.id)).toHaveLength(history);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]);
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
