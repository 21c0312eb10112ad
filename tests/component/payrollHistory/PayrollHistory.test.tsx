import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PayrollHistory } from '@app/payouts/payrollDetail/PayrollHistory';
import { db } from '@demo-api/store';
import { alteredPayroll, tamperedPayroll, truncatedPayroll } from '@demo-api/store/seed/ledger';
import { demoServer } from '../../support/demoServer';
import { renderView, useLanguage } from '../../support/render';
import { signInAs } from '../payrollDetail/demoApi';

/** The payroll's History on the demo API: its ledger as a timeline, verified in the browser. */

const NAMESPACES = ['payrollLedger', 'payouts'];
const waitingForApprover2 = () =>
  db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === 2)!;

/** Each timeline item's text, in order (once the verdict shows). */
const items = () => [...document.querySelectorAll('.mantine-Timeline-item')].map((item) => item.textContent ?? '');

describe('payroll History', { timeout: 30_000 }, () => {
  it('shows every transition in order with its actor, time and statuses, and the payroll as verified', async () => {
    await useLanguage('en', NAMESPACES);
    await signInAs('carga');
    const payroll = waitingForApprover2();
    renderView(<PayrollHistory payrollId={payroll.id} />);
    expect(await screen.findByText('Verified', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Every transition is legal in the payroll lifecycle, and the hash chain is intact.')).toBeInTheDocument();
    const shown = items();
    expect(shown).toHaveLength(4);
    expect(shown[0]).toMatch(/^Uploaded.*New → Uploaded.*By: Camila Rojas \(CARGA\).*When \(UTC\): \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}/);
    expect(shown[1]).toMatch(/^Processing started.*Uploaded → Processing.*By: System/);
    expect(shown[2]).toMatch(/^Processed.*Processing → Under approval.*By: System/);
    expect(shown[3]).toMatch(/^Approved.*Under approval → Under approval.*By: Javier Muñoz \(APROBADOR_1\)/);
    expect(screen.queryByText('Fails the verification')).toBeNull();
  });

  it('on a page without WebCrypto (plain http, not localhost), still shows the History, each entry marked chain not checked', async () => {
    await useLanguage('en', NAMESPACES);
    await signInAs('carga');
    // As a browser gives it outside a secure context: crypto without its subtle part.
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    renderView(<PayrollHistory payrollId={waitingForApprover2().id} />);
    expect(await screen.findByText('Not verified', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(items()).toHaveLength(4);
    expect(screen.getAllByText('Hash chain not checked: this page is not on a secure connection (https)')).toHaveLength(4);
    expect(screen.queryByText('The history could not be loaded')).toBeNull();
  });

  it('marks the tampered payroll as not verified and says which entry fails and why', async () => {
    await useLanguage('en', NAMESPACES);
    await signInAs('manager');
    renderView(<PayrollHistory payrollId={tamperedPayroll(db.payouts)!.id} />);
    expect(await screen.findByText('Not verified', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Transitions failing the verification: 1.')).toBeInTheDocument();
    const failing = screen.getByText('Fails the verification').closest('.mantine-Timeline-item')!;
    expect(failing).toHaveTextContent(/Approved.*Under approval → Approved.*Javier Muñoz \(APROBADOR_1\)/);
    expect(within(failing as HTMLElement).getByText('The lifecycle does not let this actor do it')).toBeInTheDocument();
    expect(screen.getAllByText('Fails the verification')).toHaveLength(1);
  });

  it('marks the payroll whose rejection reason was rewritten as not verified: its hash no longer matches', async () => {
    await useLanguage('en', NAMESPACES);
    await signInAs('manager');
    renderView(<PayrollHistory payrollId={alteredPayroll(db.payouts)!.id} />);
    expect(await screen.findByText('Not verified', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Transitions failing the verification: 1.')).toBeInTheDocument();
    const failing = screen.getByText('Fails the verification').closest('.mantine-Timeline-item') as HTMLElement;
    expect(failing).toHaveTextContent(/Rejected.*Under approval → Rejected.*Reason: Approved by phone with the manager/);
    expect(within(failing).getByText('Changed after it was recorded: its content does not match its hash')).toBeInTheDocument();
  });

  it('says in Spanish that the chain breaks where an entry was removed', async () => {
    await useLanguage('es', NAMESPACES);
    await signInAs('carga');
    renderView(<PayrollHistory payrollId={truncatedPayroll(db.payouts)!.id} />);
    expect(await screen.findByText('No verificada', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(items()).toHaveLength(2);
    const failing = screen.getByText('No supera la verificación').closest('.mantine-Timeline-item') as HTMLElement;
    expect(
      within(failing).getByText('No sigue a la transición anterior en la cadena de hashes: se eliminó, insertó o movió una'),
    ).toBeInTheDocument();
  });

  it('speaks Spanish, with the rejection’s reason as the server wrote it', async () => {
    await useLanguage('es', NAMESPACES);
    await signInAs('carga');
    const rejected = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 6)!;
    renderView(<PayrollHistory payrollId={rejected.id} />);
    expect(await screen.findByText('Verificada', {}, { timeout: 5000 })).toBeInTheDocument();
    const last = items().at(-1)!;
    expect(last).toMatch(/^Rechazada.*→ Rechazada.*Por: .+ \(APROBADOR_[12]\)/);
    expect(last).toContain(`Motivo: ${'text' in rejected.detail ? rejected.detail.text : ''}`);
  });

  it('a malformed answer is an error with Retry, which loads the history', async () => {
    await useLanguage('en', NAMESPACES);
    demoServer.use(http.get('*/v1/payrolls/:id/history/', () => HttpResponse.json({ items: [{ event: 1 }] }), { once: true }));
    await signInAs('carga');
    renderView(<PayrollHistory payrollId={waitingForApprover2().id} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The history could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Verified', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
