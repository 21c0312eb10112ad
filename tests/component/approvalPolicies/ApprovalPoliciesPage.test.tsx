import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@demo-api/store';
import { accessCalls } from '@app/app/loadOnDemand';
import { ApprovalPoliciesPage } from '@app/payouts/approvalPolicies/ApprovalPoliciesPage';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor } from '@app/session/sessionActor';
import { demoServer } from '../../support/demoServer';
import { renderView, useLanguage } from '../../support/render';
import { signIn } from '../payoutList/support';

/**
 * The policies page (issue 24): each company's levels in order, and its times; the release rule
 * and the admin's requirement of a second factor for approvers (issue 26).
 */

/** The page as the app draws it: inside the signed-in session (restored from storage). */
function renderPage() {
  const actor = createSessionActor(accessCalls);
  actor.start();
  return renderView(
    <SessionProvider actor={actor}>
      <ApprovalPoliciesPage />
    </SessionProvider>,
  );
}

const requirementIn = (region: HTMLElement) => within(region).getByRole('switch', { name: 'Approvers must have two-step verification' });

const policyOf = (company: string) => screen.findByRole('region', { name: company });
const levelsIn = (region: HTMLElement, name: string) =>
  within(within(region).getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent);

describe('approval policies page', () => {
  it("shows the manager's companies in English: levels in order, amounts as the app writes them, and the times", async () => {
    await useLanguage('en', ['approvalPolicies']);
    await signIn('manager');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Approval policies' })).toBeInTheDocument();
    const andes = await policyOf('Comercial Andes SpA');
    expect(levelsIn(andes, 'Approvers, in order')).toEqual(['Approver 1: every payroll', 'Approver 2: every payroll']);
    expect(within(andes).getByText('Overdue after 24 hours waiting at one approver.')).toBeInTheDocument();
    expect(within(andes).getByText('Rejected as expired after 7 days without approval.')).toBeInTheDocument();
    const lima = await policyOf('Inversiones Lima SAC');
    expect(levelsIn(lima, 'Approvers, in order')).toEqual(['Approver 1: above PEN 250.000,00 or USD 100.000,00']);
  });

  it('in Spanish, and a company without levels says payrolls are approved at once', async () => {
    await useLanguage('es', ['approvalPolicies']);
    await signIn('admin');
    demoServer.use(
      http.get('*/v1/approval_policies/', () =>
        HttpResponse.json({
          items: [
            { company_id: 1, company_name: 'Comercial Andes SpA', levels: [{ approver_type: 1, above: {} }, { approver_type: 2, above: { CLP: 5_000_000 } }], escalation_hours: 1, expiry_days: 7 },
            { company_id: 5, company_name: 'Agroexport Perú SAC', levels: [], escalation_hours: 24, expiry_days: 1 },
          ],
        }),
      ),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Políticas de aprobación' })).toBeInTheDocument();
    const andes = await policyOf('Comercial Andes SpA');
    expect(levelsIn(andes, 'Aprobadores, en orden')).toEqual(['Aprobador 1: toda nómina', 'Aprobador 2: sobre CLP 5.000.000,00']);
    expect(within(andes).getByText('Atrasada tras 1 hora de espera en un aprobador.')).toBeInTheDocument();
    const agro = await policyOf('Agroexport Perú SAC');
    expect(within(agro).getByText('No requiere aprobación: toda nómina válida se aprueba de inmediato.')).toBeInTheDocument();
    expect(within(agro).getByText('Rechazada por vencimiento tras 1 día sin aprobación.')).toBeInTheDocument();
  });

  it('a malformed answer is an error with Retry, which loads again', async () => {
    await useLanguage('en', ['approvalPolicies']);
    await signIn('manager');
    demoServer.use(http.get('*/v1/approval_policies/', () => HttpResponse.json({ items: [{ company_id: 'one' }] }), { once: true }));
    renderPage();
    expect(await screen.findByText('The approval policies could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await policyOf('Comercial Andes SpA')).toBeInTheDocument();
  });

  it('says so when none of the companies has a policy', async () => {
    await useLanguage('en', ['approvalPolicies']);
    await signIn('manager');
    demoServer.use(http.get('*/v1/approval_policies/', () => HttpResponse.json({ items: [] })));
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('None of your companies has an approval policy.');
  });

  it('shows the release rule; the admin requires a second factor of approvers, and the server keeps it', async () => {
    await useLanguage('en', ['approvalPolicies']);
    await signIn('admin');
    renderPage();
    const andes = await policyOf('Comercial Andes SpA');
    expect(within(andes).getByText("Two-step verification: approving a payroll above CLP 10.000.000,00 asks a fresh code from the approver's app.")).toBeInTheDocument();
    const requirement = requirementIn(andes);
    expect(requirement).not.toBeChecked();
    expect(requirement).toBeEnabled();
    await userEvent.setup().click(requirement);
    await waitFor(() => expect(db.payouts.releaseRequirements.get(1)).toBe(true));
    await waitFor(() => expect(requirement).toBeEnabled());
    expect(requirement).toBeChecked();
    // Lima's is its own.
    expect(requirementIn(await policyOf('Inversiones Lima SAC'))).not.toBeChecked();
  });

  it("a refusal says why and leaves the switch as the server has it; a manager's is read-only", async () => {
    await useLanguage('en', ['approvalPolicies']);
    await signIn('admin');
    demoServer.use(http.put('*/v1/approval_policies/:id/second_factor', () => HttpResponse.json({ detail: 'Not now.' }, { status: 503 }), { once: true }));
    const { unmount } = renderPage();
    const requirement = requirementIn(await policyOf('Comercial Andes SpA'));
    await userEvent.setup().click(requirement);
    expect(await screen.findByText('Not now.')).toBeInTheDocument();
    expect(requirement).not.toBeChecked();
    expect(db.payouts.releaseRequirements.get(1) ?? false).toBe(false);
    unmount();

    await signIn('manager');
    renderPage();
    const managers = requirementIn(await policyOf('Comercial Andes SpA'));
    expect(managers).toBeDisabled();
    expect(screen.getAllByText("Only your company's administrator can change this.").length).toBeGreaterThan(0);
  });
});
