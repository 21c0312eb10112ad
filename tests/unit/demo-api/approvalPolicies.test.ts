import { beforeEach, describe, expect, it } from 'vitest';
import { listApprovalPolicies } from '@app/api/calls/approvalPolicies';
import { getPayroll, listPayrolls } from '@app/api/calls/payouts';
import { getPayrollHistory } from '@app/api/calls/payrollLedger';
import { ApprovalPoliciesSchema } from '@app/api/schemas/approvalPolicies';
import { verifyHistory } from '@app/payouts/payrollLedger/verifyInBrowser';
import { COMPANY3_THRESHOLDS, levelsForPayroll } from '@demo-api/payouts/policies';
import { totalsOf } from '@demo-api/payouts/totals';
import { PROCESSING_MS } from '@demo-api/payouts/processing';
import { needsSecondFactor } from '@demo-api/payouts/releaseRules';
import { db } from '@demo-api/store';
import { advanceClock, conforms, csvPart, getJson, postForm, resetAt, signInAs, tokenFor, upload, type DemoUsername } from './payoutsSupport';

/** Policies by amount (issue 24): levels decided when processing ends, and the read-only policies call. */

beforeEach(() => resetAt());

const HEADER_EN = 'Purchase order,Credit note,Destination account,Account type,Bank,Holder ID,Name,Amount,Currency,Email,Reason';
const peLine = (amount: string, currency = 'PEN') => `OC-7,,19112345678012,Ahorros,BCP,45678912,Rosa Quispe Mamani,${amount},${currency},,Devolución`;
const clLine = 'OC-1,,12345678,Cuenta Corriente,Banco de Chile,11.111.111-1,Ana Pérez Soto,25000,CLP,ana@correo.example,Reembolso';

/** Uploads one file as `who` for the company and lets the processing time pass; the payroll as the app reads it. */
async function processed(who: DemoUsername, companyId: number, lines: readonly string[]) {
  const answer = await upload(await tokenFor(who), { company_id: String(companyId) }, csvPart('pagos.csv', [HEADER_EN, ...lines].join('\n')));
  expect(answer.status).toBe(200);
  const id = (answer.body as { data_origin: { id: number } }).data_origin.id;
  await advanceClock(PROCESSING_MS);
  await signInAs(who);
  return getPayroll(id);
}

describe('levels decided when processing ends', () => {
  it("company 3: a payroll above PEN 250.000 waits for approver 1; below it is approved at once", async () => {
    const large = await processed('cargalima', 3, [peLine('200000.00'), peLine('50000.01')]);
    expect(large).toMatchObject({ status_id: 4, actual_approver_id: 1, approval_levels: [1], detail: 'Waiting for approver 1' });
    const atLimit = await processed('cargalima', 3, [peLine('200000.00'), peLine('50000.00')]);
    expect(atLimit).toMatchObject({ status_id: 5, approval_levels: [] });
    // A currency's own amount decides: USD is measured against USD's.
    const usd = await processed('cargalima', 3, [peLine('100'), peLine('100000.50', 'USD')]);
    expect(usd).toMatchObject({ status_id: 4, approval_levels: [1] });
  });

  it('company 1 keeps the spec: every payroll waits for approver 1, then approver 2', async () => {
    const small = await processed('carga', 1, [clLine]);
    expect(small).toMatchObject({ status_id: 4, actual_approver_id: 1, approval_levels: [1, 2] });
  });

  it("a waiting payroll keeps the levels decided at processing, whatever its company's policy says now", async () => {
    // As if decided under an older policy of company 1 that needed approver 1 only. Below the
    // release rule's amount (issue 26): the levels are the point here, not the code.
    const waiting = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === 1 && !needsSecondFactor(record))!;
    waiting.approval_levels = [1];
    const answer = await postForm('/payroll/approved', await tokenFor('aprobador1'), { uploaded_file_id: String(waiting.id) });
    expect(answer.status).toBe(200);
    expect(waiting.status_id).toBe(5);
  });

  it('a payroll not yet processed has no levels; every seeded payroll has the levels its real totals give', async () => {
    await signInAs('manager');
    const newest = (await listPayrolls({ page: 1, itemsPerPage: 5 })).items;
    expect(newest.find((payroll) => payroll.status_id === 2)?.approval_levels).toBeNull();
    const decided = db.payouts.payrolls.filter((record) => record.approval_levels !== null);
    expect(decided.filter((record) => record.company_id === 3).length).toBeGreaterThan(10);
    for (const record of decided) {
      const loaded = Object.fromEntries(Object.entries(totalsOf(record)).map(([currency, total]) => [currency, total.loaded.amount]));
      expect(levelsForPayroll(record.company_id, loaded), `payroll ${record.id}`).toEqual(record.approval_levels);
    }
  });
});

describe('the ledger records the levels', () => {
  it('from the end of processing on, each entry carries them; the chain verifies and a changed level is caught', async () => {
    const payroll = await processed('cargalima', 3, [peLine(String(COMPANY3_THRESHOLDS.PEN + 1))]);
    const history = (await getPayrollHistory(payroll.id)).items;
    expect(history.map((entry) => [entry.event, entry.approval_levels])).toEqual([
      ['UPLOAD', null],
      ['PROCESS', null],
      ['PROCESSED', [1]],
      // Company 3's only approver 1 (aprobadorlima) is seeded disabled: nobody can sign it (issue 24).
      ['BLOCK', [1]],
    ]);
    expect((await verifyHistory(history)).verified).toBe(true);
    const stored = db.ledger.entries.findIndex((entry) => entry.payroll_id === payroll.id && entry.event === 'PROCESSED');
    db.ledger.entries[stored] = { ...db.ledger.entries[stored]!, approval_levels: [] };
    const verdict = await verifyHistory((await getPayrollHistory(payroll.id)).items);
    expect(verdict.verified).toBe(false);
    expect(verdict.entries[2]?.issues).toContain('altered');
  });
});

describe('GET /v1/approval_policies/', () => {
  /** Issue 26: the demo's release rule, the same for both companies. */
  const RELEASE = { every_approval: false, above: { CLP: 10_000_000 }, required_for_approvers: false };

  it("answers the manager's and the admin's companies, in order, with their levels and times", async () => {
    for (const who of ['manager', 'admin'] as const) {
      await signInAs(who);
      const { items } = await listApprovalPolicies();
      expect(items).toEqual([
        {
          company_id: 1,
          company_name: 'Comercial Andes SpA',
          levels: [
            { approver_type: 1, above: {} },
            { approver_type: 2, above: {} },
          ],
          escalation_hours: 24,
          expiry_days: 7,
          release: RELEASE,
        },
        {
          company_id: 3,
          company_name: 'Inversiones Lima SAC',
          levels: [{ approver_type: 1, above: { PEN: 250_000, USD: 100_000 } }],
          escalation_hours: 24,
          expiry_days: 7,
          release: RELEASE,
        },
      ]);
    }
  });

  it.each(['carga', 'aprobador1', 'aprobador2', 'cargalima', 'alpsadmin'] as const)('refuses %s with 403', async (who) => {
    const { status, body } = await getJson('/approval_policies/', await tokenFor(who));
    expect(status).toBe(403);
    expect(body).toEqual({ detail: expect.stringMatching(/permission/) });
  });

  it('needs a session, and its answer matches the schema', async () => {
    expect((await fetch('http://localhost:3000/api/v1/approval_policies/')).status).toBe(401);
    const { body } = await getJson('/approval_policies/', await tokenFor('admin'));
    expect(conforms(ApprovalPoliciesSchema, body).items).toHaveLength(2);
  });
});
