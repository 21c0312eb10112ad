import { getInitialSnapshot, transition, type SnapshotFrom } from 'xstate';
import { payrollLifecycleMachine, type PayrollActor, type PayrollLifecycleEvent } from './payrollLifecycle';
import { approvalLevelsOf, deadlineTimesOf, lifecycleSnapshot, statusIdOf } from './payrollRules';
import { checkChain, type ChainIssue, type Digest } from './ledgerChain';

/**
 * The payroll ledger (issue 12): every transition the server made through `payrollLifecycle`,
 * and the auditors' check that replays a payroll's entries through the same chart. Pure: the
 * demo API records with the same types, the app verifies what the API answers.
 */

/** Who moved the payroll: a person (with the profiles and type the chart's guards read), the system, the bank or an API client. */
export interface LedgerActor {
  readonly kind: 'user' | 'system' | 'bank' | 'api';
  readonly user_id: number | null;
  readonly username: string | null;
  readonly name: string;
  readonly profiles: readonly string[];
  readonly type_of_user__id: number | null;
}

export interface LedgerEntry {
  readonly id: number;
  readonly payroll_id: number;
  readonly company_id: number;
  /** Whether the payroll's company signs payrolls off (the chart's requiresApproval), as it was then. */
  readonly requires_approval: boolean;
  /**
   * The approver types the payroll needs, as its policy decided them when processing ended
   * (issue 24); null in the entries before; absent from a server that does not send them.
   */
  readonly approval_levels?: readonly number[] | null;
  /** The policy's times, decided with the levels (issue 24, no payroll waits forever); null before; absent: not sent. */
  readonly escalation_hours?: number | null;
  readonly expiry_days?: number | null;
  /** Status id before the transition; null before the upload. */
  readonly from_status: number | null;
  readonly event: string;
  /** Status id after the transition; null once deleted. */
  readonly to_status: number | null;
  /** actual_approver_id after the transition. */
  readonly approver_level: number | null;
  readonly actor: LedgerActor;
  /** Whose level the actor signed through a delegation (issue 24, delegated); null: their own; absent: not sent. */
  readonly on_behalf_of?: { readonly user_id: number; readonly name: string } | null;
  /** A second factor released this approval (issue 26); absent: not sent. */
  readonly second_factor?: boolean;
  /** ISO instant on the server's clock. */
  readonly at: string;
  /** A rejection's reason, or what the system or the bank said. */
  readonly reason: string | null;
}

/** An entry as the API answers it (issue 24): with what chains it to the payroll's entry before. */
export interface ChainedLedgerEntry extends LedgerEntry {
  /** The code of the server's message in `reason` (which is translated), null for a person's words: what the hash covers instead of the text. */
  readonly reason_code: string | null;
  /** Hex SHA-256 of `canonicalEntry` (ledgerChain.ts). */
  readonly hash: string;
  /** The hash of the payroll's entry before this one; GENESIS_HASH for its first. */
  readonly prev_hash: string;
}

/** Why an entry fails the replay. */
export type LedgerIssue =
  /** Recorded earlier than the entry before it. */
  | 'outOfOrder'
  /** Its from status is not where the previous entries left the payroll. */
  | 'notFromState'
  /** The chart has no such transition from that state. */
  | 'illegal'
  /** The chart's guards refuse this actor (wrong profile or approver level, or a person doing the system's or the bank's part). */
  | 'wrongActor'
  /** A rejection without a reason. */
  | 'noReason'
  /** The chart leads somewhere else than the recorded to status. */
  | 'notToState'
  /** An event the chart does not know. */
  | 'unknownEvent'
  /** The hash chain's verdicts (ledgerChain.ts). */
  | ChainIssue;

interface VerifiedEntry {
  readonly entry: LedgerEntry;
  readonly issues: readonly LedgerIssue[];
}

export interface LedgerVerdict {
  readonly verified: boolean;
  readonly entries: readonly VerifiedEntry[];
}

type Snapshot = SnapshotFrom<typeof payrollLifecycleMachine>;
type EventType = PayrollLifecycleEvent['type'];

/** Which kind of actor each event is for (the chart's guards only judge people's events). */
const ACTOR_KINDS: Record<EventType, readonly LedgerActor['kind'][]> = {
  UPLOAD: ['user'],
  UPLOAD_BY_API: ['api'],
  PROCESS: ['system'],
  PROCESSED: ['system'],
  PROCESSING_FAILED: ['system'],
  HEADER_ERROR: ['system'],
  LINES_INVALID: ['system'],
  APPROVE: ['user'],
  REJECT: ['user'],
  DELETE: ['user'],
  // The manual payout approval form records the bank's answer on its behalf.
  BANK_PAID: ['bank', 'user'],
  BANK_REJECTED: ['bank', 'user'],
  // Issue 24: the server notices these from its users and its clock.
  BLOCK: ['system'],
  UNBLOCK: ['system'],
  ESCALATE: ['system'],
  EXPIRE: ['system'],
};

const isEventType = (type: string): type is EventType => Object.hasOwn(ACTOR_KINDS, type);

const actorOf = (actor: LedgerActor): PayrollActor => ({
  profiles: [...actor.profiles],
  typeId: actor.type_of_user__id ?? -1,
  // Four-eyes is replayed too: the uploader's own approval shows as not verified.
  ...(actor.user_id === null ? {} : { userId: actor.user_id }),
});

/**
 * The event an entry records. `level`: where the payroll stood, the level a signature through
 * a delegation (on_behalf_of) was given for, so four-eyes judges both people again.
 */
function eventOf(entry: LedgerEntry, type: EventType, level: number | null): PayrollLifecycleEvent {
  const delegator = entry.on_behalf_of;
  const by: PayrollActor =
    delegator && level !== null ? { ...actorOf(entry.actor), delegations: [{ level, forUserId: delegator.user_id }] } : actorOf(entry.actor);
  // The entry's time is the event's: a level's wait starts then, a deadline is judged then.
  const at = Date.parse(entry.at);
  if (type === 'UPLOAD' || type === 'DELETE') return { type, by };
  if (type === 'APPROVE') return { type, by, at };
  if (type === 'REJECT') return { type, by, reason: entry.reason ?? '' };
  if (type === 'PROCESSED' || type === 'ESCALATE' || type === 'EXPIRE') return { type, at };
  return { type };
}

/** Why the chart refuses an event it would take from someone entitled: the actor, the reason, or neither. */
function refusalOf(snapshot: Snapshot, event: PayrollLifecycleEvent): LedgerIssue {
  if (!('by' in event)) return 'illegal';
  const entitled: PayrollActor = { profiles: ['CARGA'], typeId: snapshot.context.approverLevel ?? -1 };
  const withReason = event.type === 'REJECT' ? { ...event, reason: 'reason' } : event;
  if (snapshot.can({ ...withReason, by: entitled } as PayrollLifecycleEvent)) {
    return snapshot.can(withReason) ? 'noReason' : 'wrongActor';
  }
  return 'illegal';
}

/** Where the payroll stands after an entry the chart refused: as recorded, so one bad entry does not fail the rest. */
const recordedSnapshot = (entry: LedgerEntry, levels: readonly number[]): Snapshot | null =>
  entry.to_status === null ? null : lifecycleSnapshot({ status_id: entry.to_status, actual_approver_id: entry.approver_level, approval_levels: levels });

/**
 * The levels to replay with: those the first entry recording them says (decided once, when
 * processing ended), else the spec's two or none, from `requires_approval`.
 */
const levelsOfHistory = (entries: readonly LedgerEntry[]): readonly number[] =>
  entries.find((entry) => entry.approval_levels)?.approval_levels ?? approvalLevelsOf({ requires_approval: entries[0]?.requires_approval ?? true });

/** The policy's times to replay with, as the first entry recording them says (else the demo's defaults). */
const timesOfHistory = (entries: readonly LedgerEntry[]) => {
  const decided = entries.find((entry) => entry.escalation_hours != null || entry.expiry_days != null);
  return deadlineTimesOf({ escalation_hours: decided?.escalation_hours ?? null, expiry_days: decided?.expiry_days ?? null });
};

/**
 * Replays one payroll's entries (oldest first) through `payrollLifecycle` from its initial
 * state. Every entry is judged on its own: the chart must allow its event from where the
 * payroll stood, for this actor, and lead to the recorded status; its time must not be earlier
 * than the entry before. The payroll is verified when no entry has an issue.
 */
export function verifyLedger(entries: readonly LedgerEntry[]): LedgerVerdict {
  const levels = levelsOfHistory(entries);
  let snapshot: Snapshot | null = getInitialSnapshot(payrollLifecycleMachine, { levels, ...timesOfHistory(entries) });
  let previousAt = -Infinity;
  const out: VerifiedEntry[] = [];
  for (const entry of entries) {
    const issues: LedgerIssue[] = [];
    const at = Date.parse(entry.at);
    if (!(at >= previousAt)) issues.push('outOfOrder');
    if (!Number.isNaN(at)) previousAt = Math.max(previousAt, at);
    const standing = snapshot === null ? undefined : statusIdOf(snapshot);
    if (snapshot === null || standing !== entry.from_status) issues.push('notFromState');

    let next: Snapshot | null = null;
    if (!isEventType(entry.event)) issues.push('unknownEvent');
    else if (snapshot !== null) {
      const event = eventOf(entry, entry.event, snapshot.context.approverLevel);
      if (!ACTOR_KINDS[entry.event].includes(entry.actor.kind)) issues.push('wrongActor');
      if (snapshot.can(event)) {
        next = transition(payrollLifecycleMachine, snapshot, event)[0];
        if (statusIdOf(next) !== entry.to_status || (next.matches('deleted') !== (entry.to_status === null))) issues.push('notToState');
      } else {
        issues.push(refusalOf(snapshot, event));
      }
    }
    snapshot = issues.length === 0 && next !== null ? next : recordedSnapshot(entry, levels);
    out.push({ entry, issues });
  }
  return { verified: out.every((item) => item.issues.length === 0), entries: out };
}

/** Entries of many payrolls, oldest first per payroll, verified payroll by payroll. */
export function verifyLedgers(entries: readonly LedgerEntry[]): Map<number, LedgerVerdict> {
  const out = new Map<number, LedgerVerdict>();
  for (const [id, list] of byPayroll(entries)) out.set(id, verifyLedger(list));
  return out;
}

/** Entries grouped by payroll, each group oldest (lowest id) first. */
function byPayroll<T extends LedgerEntry>(entries: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const entry of entries) {
    const list = groups.get(entry.payroll_id) ?? [];
    list.push(entry);
    groups.set(entry.payroll_id, list);
  }
  for (const list of groups.values()) list.sort((a, b) => a.id - b.id);
  return groups;
}

/**
 * The replay and the hash chain together (issue 24): `verifyLedger`'s verdict with each
 * entry's chain issues first. `digest` is the SHA-256 of whoever checks (WebCrypto in the app).
 */
export async function verifyLedgerWithChain(entries: readonly ChainedLedgerEntry[], digest: Digest | null): Promise<LedgerVerdict> {
  const chain = await checkChain(
    entries.map((entry) => ({ ...entry, recorded_reason: entry.reason_code ?? entry.reason })),
    digest,
  );
  const replayed = verifyLedger(entries).entries.map((item, index) => ({ entry: item.entry, issues: [...(chain[index] ?? []), ...item.issues] }));
  return { verified: replayed.every((item) => item.issues.length === 0), entries: replayed };
}

/** `verifyLedgers` with the hash chain: each payroll's history, by id, is one chain. */
export async function verifyLedgersWithChain(entries: readonly ChainedLedgerEntry[], digest: Digest | null): Promise<Map<number, LedgerVerdict>> {
  const out = new Map<number, LedgerVerdict>();
  for (const [id, list] of byPayroll(entries)) out.set(id, await verifyLedgerWithChain(list, digest));
  return out;
}
