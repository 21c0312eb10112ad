import { describe, expect, it } from 'vitest';
import { verifyLedger, type LedgerActor, type LedgerEntry } from '@machines/payouts/payrollLedger';

/** The replay of issue 24's system events (blocked, overdue, expired) and of signatures through a delegation. */

const person = (user_id: number, username: string, profile: string, typeId: number): LedgerActor => ({
  kind: 'user',
  user_id,
  username,
  name: username,
  profiles: [profile],
  type_of_user__id: typeId,
});
const CARGA = person(1, 'carga', 'CARGA', 3);
const AP1 = person(2, 'aprobador1', 'APROBADOR_1', 1);
const AP2 = person(3, 'aprobador2', 'APROBADOR_2', 2);
const MANAGER = person(4, 'manager', 'MANAGER', 4);
const SYSTEM: LedgerActor = { kind: 'system', user_id: null, username: null, name: '', profiles: [], type_of_user__id: null };

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 21, 12, 0);
/** When processing ended: the first level's wait starts then. */
const PROCESSED_AT = START + 60_000;

type Step = [event: string, from: number | null, to: number | null, approver: number | null, actor: LedgerActor, atMs: number, extra?: Partial<LedgerEntry>];

const ledger = (steps: readonly Step[], times: Partial<LedgerEntry> = { escalation_hours: 24, expiry_days: 7 }): LedgerEntry[] =>
  steps.map(([event, from, to, approver, actor, atMs, extra], index) => ({
    id: 700 + index,
    payroll_id: 7,
    company_id: 1,
    requires_approval: true,
    approval_levels: index >= 2 ? [1, 2] : null,
    ...(index >= 2 ? times : { escalation_hours: null, expiry_days: null }),
    from_status: from,
    event,
    to_status: to,
    approver_level: approver,
    actor,
    on_behalf_of: null,
    at: new Date(atMs).toISOString(),
    reason: null,
    ...extra,
  }));

const UNTIL_WAITING: readonly Step[] = [
  ['UPLOAD', null, 1, null, CARGA, START],
  ['PROCESS', 1, 2, null, SYSTEM, START],
  ['PROCESSED', 2, 4, 1, SYSTEM, PROCESSED_AT],
];

const issuesOf = (steps: readonly Step[], times?: Partial<LedgerEntry>) => verifyLedger(ledger(steps, times)).entries.map((entry) => entry.issues);

describe('the system events of a waiting payroll', () => {
  it('verifies blocked, unblocked, overdue at the escalation deadline and expired at the expiry deadline', () => {
    const verdict = verifyLedger(
      ledger([
        ...UNTIL_WAITING,
        ['BLOCK', 4, 4, 1, SYSTEM, PROCESSED_AT + HOUR],
        ['UNBLOCK', 4, 4, 1, SYSTEM, PROCESSED_AT + 2 * HOUR],
        ['ESCALATE', 4, 4, 1, SYSTEM, PROCESSED_AT + 24 * HOUR],
        ['EXPIRE', 4, 6, null, SYSTEM, PROCESSED_AT + 7 * 24 * HOUR],
      ]),
    );
    expect(verdict.entries.map((entry) => entry.issues)).toEqual([[], [], [], [], [], [], []]);
    expect(verdict.verified).toBe(true);
  });

  it("judges the deadlines by the entries' own times: an ESCALATE or EXPIRE before its deadline is not verified", () => {
    expect(issuesOf([...UNTIL_WAITING, ['ESCALATE', 4, 4, 1, SYSTEM, PROCESSED_AT + 24 * HOUR - 1]]).at(-1)).toEqual(['illegal']);
    expect(issuesOf([...UNTIL_WAITING, ['EXPIRE', 4, 6, null, SYSTEM, PROCESSED_AT + 7 * 24 * HOUR - 1]]).at(-1)).toEqual(['illegal']);
    // A new level starts its wait afresh: a day after processing, but an hour after approver 1 signed.
    const approved: Step = ['APPROVE', 4, 4, 2, AP1, PROCESSED_AT + 23 * HOUR];
    expect(issuesOf([...UNTIL_WAITING, approved, ['ESCALATE', 4, 4, 2, SYSTEM, PROCESSED_AT + 24 * HOUR]]).at(-1)).toEqual(['illegal']);
    expect(issuesOf([...UNTIL_WAITING, approved, ['ESCALATE', 4, 4, 2, SYSTEM, PROCESSED_AT + 47 * HOUR]]).at(-1)).toEqual([]);
  });

  it("replays with the policy's times the entries recorded, not the defaults", () => {
    const times = { escalation_hours: 2, expiry_days: 1 };
    expect(issuesOf([...UNTIL_WAITING, ['ESCALATE', 4, 4, 1, SYSTEM, PROCESSED_AT + 2 * HOUR]], times).at(-1)).toEqual([]);
    expect(issuesOf([...UNTIL_WAITING, ['EXPIRE', 4, 6, null, SYSTEM, PROCESSED_AT + 24 * HOUR]], times).at(-1)).toEqual([]);
    expect(issuesOf([...UNTIL_WAITING, ['ESCALATE', 4, 4, 1, SYSTEM, PROCESSED_AT + HOUR]], times).at(-1)).toEqual(['illegal']);
  });

  it('refuses a person doing the system\'s part, a second BLOCK and an UNBLOCK of an open level', () => {
    expect(issuesOf([...UNTIL_WAITING, ['BLOCK', 4, 4, 1, AP1, PROCESSED_AT + HOUR]]).at(-1)).toContain('wrongActor');
    expect(issuesOf([...UNTIL_WAITING, ['BLOCK', 4, 4, 1, SYSTEM, PROCESSED_AT + HOUR], ['BLOCK', 4, 4, 1, SYSTEM, PROCESSED_AT + 2 * HOUR]]).at(-1)).toEqual(['illegal']);
    expect(issuesOf([...UNTIL_WAITING, ['UNBLOCK', 4, 4, 1, SYSTEM, PROCESSED_AT + HOUR]]).at(-1)).toEqual(['illegal']);
  });
});

describe('a signature through a delegation', () => {
  const forAp1 = { on_behalf_of: { user_id: 2, name: 'aprobador1' } };

  it('verifies the delegate signing for the delegator, and then the other level', () => {
    expect(
      verifyLedger(
        ledger([...UNTIL_WAITING, ['APPROVE', 4, 4, 2, MANAGER, PROCESSED_AT + HOUR, forAp1], ['APPROVE', 4, 5, null, AP2, PROCESSED_AT + 2 * HOUR]]),
      ).verified,
    ).toBe(true);
  });

  it('does not verify the same signature without its on_behalf_of, nor one for the uploader, nor a delegator signing twice', () => {
    expect(issuesOf([...UNTIL_WAITING, ['APPROVE', 4, 4, 2, MANAGER, PROCESSED_AT + HOUR]]).at(-1)).toEqual(['wrongActor']);
    expect(issuesOf([...UNTIL_WAITING, ['APPROVE', 4, 4, 2, MANAGER, PROCESSED_AT + HOUR, { on_behalf_of: { user_id: 1, name: 'carga' } }]]).at(-1)).toEqual([
      'wrongActor',
    ]);
    // aprobador1 signed level 1; the manager signing level 2 "for" aprobador1 is four-eyes broken.
    const twice: Step = ['APPROVE', 4, 5, null, MANAGER, PROCESSED_AT + 2 * HOUR, forAp1];
    expect(issuesOf([...UNTIL_WAITING, ['APPROVE', 4, 4, 2, AP1, PROCESSED_AT + HOUR], twice]).at(-1)).toEqual(['wrongActor']);
  });
});
