import { describe, expect, it } from 'vitest';
import { verifyLedger, verifyLedgers, type LedgerActor, type LedgerEntry } from '@machines/payouts/payrollLedger';

/** The auditors' check: a payroll's ledger replayed through payrollLifecycle. */

const person = (username: string, profile: string, typeId: number): LedgerActor => ({
  kind: 'user',
  user_id: typeId,
  username,
  name: username,
  profiles: [profile],
  type_of_user__id: typeId,
});
const CARGA = person('carga', 'CARGA', 3);
const AP1 = person('aprobador1', 'APROBADOR_1', 1);
const AP2 = person('aprobador2', 'APROBADOR_2', 2);
const SYSTEM: LedgerActor = { kind: 'system', user_id: null, username: null, name: '', profiles: [], type_of_user__id: null };
const BANK: LedgerActor = { ...SYSTEM, kind: 'bank' };

type Step = [event: string, from: number | null, to: number | null, approver: number | null, actor: LedgerActor, minute: number, reason?: string];

const ledger = (steps: readonly Step[], payrollId = 7, requiresApproval = true): LedgerEntry[] =>
  steps.map(([event, from, to, approver, actor, minute, reason], index) => ({
    id: payrollId * 100 + index,
    payroll_id: payrollId,
    company_id: 1,
    requires_approval: requiresApproval,
    from_status: from,
    event,
    to_status: to,
    approver_level: approver,
    actor,
    at: new Date(Date.UTC(2026, 10, 21, 12, minute)).toISOString(),
    reason: reason ?? null,
  }));

/** Upload, processing, both approvals, the bank: the maker-checker path. */
const LEGAL: readonly Step[] = [
  ['UPLOAD', null, 1, null, CARGA, 0],
  ['PROCESS', 1, 2, null, SYSTEM, 0],
  ['PROCESSED', 2, 4, 1, SYSTEM, 1],
  ['APPROVE', 4, 4, 2, AP1, 5],
  ['APPROVE', 4, 5, null, AP2, 9],
  ['BANK_PAID', 5, 7, null, BANK, 15],
];

const issuesOf = (steps: readonly Step[], requiresApproval = true) =>
  verifyLedger(ledger(steps, 7, requiresApproval)).entries.map((entry) => entry.issues);

describe('verifyLedger', () => {
  it('verifies a history whose every entry is a legal transition by an allowed actor, in time order', () => {
    const verdict = verifyLedger(ledger(LEGAL));
    expect(verdict.verified).toBe(true);
    expect(verdict.entries.every((entry) => entry.issues.length === 0)).toBe(true);
  });

  it('verifies a direct approval for a company without approvers, and a rejection with its reason', () => {
    expect(
      verifyLedger(ledger([['UPLOAD', null, 1, null, CARGA, 0], ['PROCESS', 1, 2, null, SYSTEM, 0], ['PROCESSED', 2, 5, null, SYSTEM, 1]], 8, false)).verified,
    ).toBe(true);
    expect(verifyLedger(ledger([...LEGAL.slice(0, 3), ['REJECT', 4, 6, null, AP1, 4, 'Wrong amounts']])).verified).toBe(true);
  });

  it('marks an illegal jump (processing straight to paid) and nothing else', () => {
    const issues = issuesOf([...LEGAL.slice(0, 2), ['BANK_PAID', 2, 7, null, BANK, 3]]);
    expect(issues).toEqual([[], [], ['illegal']]);
  });

  it('marks a second approval by approver 1 as the wrong actor, and keeps judging the rest', () => {
    const tampered = LEGAL.map(([event, from, to, approver, actor, minute]): Step => [event, from, to, approver, event === 'APPROVE' && to === 5 ? AP1 : actor, minute]);
    const verdict = verifyLedger(ledger(tampered));
    expect(verdict.verified).toBe(false);
    expect(verdict.entries.map((entry) => entry.issues)).toEqual([[], [], [], [], ['wrongActor'], []]);
  });

  it('marks four-eyes broken: the uploader signing her own payroll', () => {
    const both: LedgerActor = { ...person('cargaaprobador', 'CARGA', 1), user_id: 9, profiles: ['CARGA', 'APROBADOR_1'] };
    const own: Step[] = [['UPLOAD', null, 1, null, both, 0], ...LEGAL.slice(1, 3), ['APPROVE', 4, 4, 2, both, 5], ...LEGAL.slice(4)];
    expect(issuesOf(own)).toEqual([[], [], [], ['wrongActor'], [], []]);
    // The same approval by another approver 1 is legal.
    expect(verifyLedger(ledger([['UPLOAD', null, 1, null, both, 0], ...LEGAL.slice(1)])).verified).toBe(true);
  });

  it('marks a person doing the system’s part, and an upload by someone without CARGA', () => {
    expect(issuesOf([['UPLOAD', null, 1, null, AP1, 0], ['PROCESS', 1, 2, null, CARGA, 0]])).toEqual([['wrongActor'], ['wrongActor']]);
  });

  it('marks a rejection without a reason', () => {
    expect(issuesOf([...LEGAL.slice(0, 3), ['REJECT', 4, 6, null, AP1, 4, '  ']]).at(-1)).toEqual(['noReason']);
  });

  it('marks an entry recorded earlier than the one before it', () => {
    const late = LEGAL.map(([event, from, to, approver, actor, minute], index): Step => [event, from, to, approver, actor, index === 4 ? 2 : minute]);
    expect(issuesOf(late)).toEqual([[], [], [], [], ['outOfOrder'], []]);
  });

  it('marks a from status that is not where the payroll stood, a to status the chart does not lead to, and an unknown event', () => {
    expect(issuesOf([['UPLOAD', null, 1, null, CARGA, 0], ['PROCESS', 3, 2, null, SYSTEM, 1]])).toEqual([[], ['notFromState']]);
    expect(issuesOf([['UPLOAD', null, 1, null, CARGA, 0], ['PROCESS', 1, 4, null, SYSTEM, 1]])).toEqual([[], ['notToState']]);
    expect(issuesOf([['UPLOAD', null, 1, null, CARGA, 0], ['TELEPORT', 1, 7, null, SYSTEM, 1]])).toEqual([[], ['unknownEvent']]);
  });

  it('groups entries of many payrolls and judges each payroll on its own', () => {
    const bad = ledger([['UPLOAD', null, 1, null, CARGA, 0], ['PROCESSED', 1, 4, 1, SYSTEM, 1]], 9);
    const verdicts = verifyLedgers([...bad, ...ledger(LEGAL)].reverse());
    expect(verdicts.get(7)?.verified).toBe(true);
    expect(verdicts.get(9)?.entries.map((entry) => entry.issues)).toEqual([[], ['illegal']]);
  });
});
