import { expect } from 'vitest';
import { PAYROLL_STATUS, payrollLifecycleMachine } from '@machines/payouts/payrollLifecycle';
import { createHash } from 'node:crypto';
import { verifyLedgerWithChain, type ChainedLedgerEntry } from '@machines/payouts/payrollLedger';
import { approvalLevelsOf, statusIdOf } from '@machines/payouts/payrollRules';
import { levelsForPayroll } from '@demo-api/payouts/policies';
import { getJson } from '../unit/demo-api/payoutsSupport';

/**
 * The approval invariants of issue 24, judged only from what the API answers: a payroll's
 * detail, the payroll list and a payroll's ledger (GET /v1/payrolls/{id}/history/).
 */

/** Every status id a state of the lifecycle chart stands for (its states' meta). */
const CHART_STATUS_IDS: ReadonlySet<number> = new Set(
  Object.keys(payrollLifecycleMachine.states)
    .map((value) => statusIdOf(payrollLifecycleMachine.resolveState({ value, context: { levels: [], approverLevel: null, uploaderId: null, signers: [], reason: null, levelSince: null, escalationMs: 0, expiryMs: 0 } })))
    .filter((id) => id !== null),
);

/** Statuses a payroll reaches only once approved: sent to the bank, then the bank's answer. */
const APPROVED: readonly number[] = [PAYROLL_STATUS.approved, PAYROLL_STATUS.approvedByBank, PAYROLL_STATUS.rejectedByBank];

const isChartStatus = (status: number | null) => status === null || CHART_STATUS_IDS.has(status);

async function ledgerOf(id: number, token: string): Promise<ChainedLedgerEntry[]> {
  const { status, body } = await getJson(`/payrolls/${id}/history/`, token);
  expect(status, `history of payroll ${id}`).toBe(200);
  return (body as { items: ChainedLedgerEntry[] }).items;
}

/** Whatever the sequence did, one uploaded payroll holds every invariant. */
async function checkPayroll(id: number, token: string): Promise<void> {
  const entries = await ledgerOf(id, token);
  const where = `payroll ${id}: ${JSON.stringify(entries.map((entry) => [entry.event, entry.to_status, entry.actor.username]))}`;
  const [upload] = entries;
  expect(upload?.event, where).toBe('UPLOAD');

  // Every status the API reports is a state of the chart, and the detail says where the ledger left it.
  for (const entry of entries) expect(isChartStatus(entry.from_status) && isChartStatus(entry.to_status), where).toBe(true);
  const detail = await getJson(`/payrolls/${id}/`, token);
  const last = entries.at(-1)!;
  if (last.to_status === null) expect(detail.status, where).toBe(404);
  else expect((detail.body as { status_id: number }).status_id, where).toBe(last.to_status);

  // Four-eyes: nobody signs (approves or rejects) their own upload, nobody signs twice.
  // Signing for someone through a delegation (issue 24), both people sign.
  const signers = entries
    .filter((entry) => entry.event === 'APPROVE' || entry.event === 'REJECT')
    .flatMap((entry) => (entry.on_behalf_of ? [entry.actor.user_id, entry.on_behalf_of.user_id] : [entry.actor.user_id]));
  expect(signers, `${where}: the uploader signed`).not.toContain(upload!.actor.user_id);
  expect(new Set(signers).size, `${where}: someone signed twice`).toBe(signers.length);

  // An approved payroll carries one signature per level its policy needs, each by that level's type, in order.
  if (entries.some((entry) => entry.to_status !== null && APPROVED.includes(entry.to_status))) {
    // The levels its policy decided when processing ended, as the ledger recorded them (issue 24)…
    const levels = approvalLevelsOf({ requires_approval: upload!.requires_approval, approval_levels: entries.find((entry) => entry.approval_levels)?.approval_levels });
    // …and they are the ones the company's policy gives for the payroll's loaded totals.
    if (detail.status === 200) {
      const totals = (detail.body as { totals: Record<string, { loaded: { amount: number } }> }).totals;
      const loaded = Object.fromEntries(Object.entries(totals).map(([currency, total]) => [currency, total.loaded.amount]));
      expect(levels, `${where}: levels against the policy`).toEqual(levelsForPayroll(upload!.company_id, loaded));
    }
    const approvals = entries.filter((entry) => entry.event === 'APPROVE');
    expect(new Set(approvals.map((entry) => entry.actor.user_id)).size, `${where}: too few signatures`).toBeGreaterThanOrEqual(levels.length);
    // A delegate signs the level it stood at for its approver; everyone else signs their own type.
    const levelBefore = (entry: ChainedLedgerEntry) => entries[entries.indexOf(entry) - 1]?.approver_level;
    expect(approvals.map((entry) => (entry.on_behalf_of ? levelBefore(entry) : entry.actor.type_of_user__id)), `${where}: levels signed`).toEqual(levels);
  }

  // The ledger replays through the chart, and its hash chain verifies (Node's SHA-256 here, the
  // browser's in the app: the same bytes).
  const verdict = await verifyLedgerWithChain(entries, (text) => createHash('sha256').update(text).digest('hex'));
  expect(verdict.entries.filter((item) => item.issues.length > 0).map((item) => [item.entry.event, item.issues]), `${where}: replay and chain`).toEqual([]);
}

/** Checks the sequence's payrolls one by one, and the status of every payroll the list shows for the day. */
export async function checkInvariants(payrollIds: readonly number[], token: string, day: string): Promise<void> {
  for (const id of payrollIds) await checkPayroll(id, token);
  // Only the sequence's day: the whole seeded list costs a tenth of a second to answer.
  const list = await getJson(`/payrolls/?itemsPerPage=1000&created_at__gte=${day}`, token);
  const statuses = (list.body as { items: { status_id: number }[] }).items.map((payroll) => payroll.status_id);
  expect(statuses.filter((status) => !isChartStatus(status))).toEqual([]);
}
