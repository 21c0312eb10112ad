import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { getInitialSnapshot, transition, type SnapshotFrom } from 'xstate';
import { canonicalEntry, GENESIS_HASH } from '../../../machines/payouts/ledgerChain.ts';
import type { ChainedLedgerEntry, LedgerActor } from '../../../machines/payouts/payrollLedger.ts';
import { payrollLifecycleMachine, type PayrollActor, type PayrollLifecycleEvent } from '../../../machines/payouts/payrollLifecycle.ts';
import { approvalLevelsOf, statusIdOf } from '../../../machines/payouts/payrollRules.ts';
import type { StoredText } from '../../http/messages/index.ts';
import { someApproverCanSign } from '../../payouts/eligibility.ts';
import { signsOff } from '../../payouts/policies.ts';
import { BANK_REJECTIONS, COMPANY_SETTINGS } from '../../payouts/reference.ts';
import type { AccessData, DemoUser } from './access.ts';
import type { PayoutsData, PayrollRecord } from './payouts.ts';
import { SEEDED_DISABLED } from './settings.ts';

/**
 * The payroll ledger (issue 12): an append-only list of every transition the demo API made
 * through `payrollLifecycle`. Entries outlive their payroll (a deleted payroll keeps its
 * history). Seeded payrolls get histories made by replaying events through the chart, so
 * they end in the payroll's seeded status; three of them are tampered with afterwards. Each
 * entry is hashed when it is appended, chained to the payroll's entry before (issue 24).
 */

/**
 * As stored: the reason stays a catalogue key until it is answered in a language, and every
 * entry says whether a second factor released it (issue 26: false but for such approvals).
 */
export type StoredLedgerEntry = Omit<ChainedLedgerEntry, 'reason' | 'second_factor'> & { readonly reason: StoredText | null; readonly second_factor: boolean };

export interface LedgerData {
  entries: StoredLedgerEntry[];
  nextId: number;
}

const SYSTEM_ACTOR: LedgerActor = { kind: 'system', user_id: null, username: null, name: '', profiles: [], type_of_user__id: null };
const BANK_ACTOR: LedgerActor = { ...SYSTEM_ACTOR, kind: 'bank' };
const API_ACTOR: LedgerActor = { ...SYSTEM_ACTOR, kind: 'api', name: 'API' };

export const userActor = (user: Pick<DemoUser, 'id' | 'username' | 'first_name' | 'last_name' | 'profile_names' | 'type_of_user__id'>): LedgerActor => ({
  kind: 'user',
  user_id: user.id,
  username: user.username,
  name: `${user.first_name} ${user.last_name}`.trim(),
  profiles: [...user.profile_names],
  type_of_user__id: user.type_of_user__id,
});

/** The actor of an event nobody signed in made: the bank answers BANK_*, an API client uploads by API, the rest is the system. */
export function machineActor(event: PayrollLifecycleEvent['type']): LedgerActor {
  if (event === 'BANK_PAID' || event === 'BANK_REJECTED') return BANK_ACTOR;
  if (event === 'UPLOAD_BY_API') return API_ACTOR;
  return SYSTEM_ACTOR;
}

/** A catalogue message's code, the same in every language: the key and its parameters. */
function reasonCode(reason: StoredText | null): string | null {
  if (reason === null || 'text' in reason) return null;
  const params = Object.entries(reason.params ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return [reason.key, ...params.map(([name, value]) => `${name}=${value}`)].join(';');
}

/** Synchronous, so appending stays synchronous; the app checks with WebCrypto. */
const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** The entry with its hash over its fields and `prev_hash` (ledgerChain.ts). */
function sealed(entry: Omit<StoredLedgerEntry, 'hash'>): StoredLedgerEntry {
  const recorded_reason = entry.reason === null ? null : 'text' in entry.reason ? entry.reason.text : entry.reason_code;
  return { ...entry, hash: sha256Hex(canonicalEntry({ ...entry, recorded_reason })) };
}

/** Appends one entry, chained to the payroll's last one; the only way the ledger grows. */
export function appendEntry(ledger: LedgerData, entry: Omit<StoredLedgerEntry, 'id' | 'reason_code' | 'hash' | 'prev_hash'>): StoredLedgerEntry {
  const prev_hash = ledger.entries.findLast((other) => other.payroll_id === entry.payroll_id)?.hash ?? GENESIS_HASH;
  const stored = sealed({ ...entry, id: ledger.nextId++, reason_code: reasonCode(entry.reason), prev_hash });
  ledger.entries.push(stored);
  return stored;
}

/**
 * The payrolls whose histories the seed tampers with (documented in demo-api/README.md), each
 * caught by a different check: the replay, the entry's hash, the chain.
 */
const TAMPERED = { company: 1, status: 7, why: 'second approval recorded by an approver of level 1, hashes recomputed' } as const;
const ALTERED = { company: 1, status: 6, why: "a rejection's reason rewritten: still a legal transition" } as const;
const TRUNCATED = { company: 1, status: 3, why: 'the processing start removed from the middle' } as const;

const SYNTHETIC_APPROVERS = { 1: ['Ignacio', 'Vera'], 2: ['Paula', 'Castro'] } as const;

interface People {
  readonly uploader: LedgerActor;
  readonly approver: (level: 1 | 2) => LedgerActor;
}

/** The company's demo users where it has them; otherwise people without an account of their own (user_id null). */
function peopleOf(company: number, access: AccessData): People {
  const users = access.users.filter((user) => user.company_ids.includes(company));
  const uploaderUser = users.find((user) => user.profile_names.includes('CARGA'));
  const settings = COMPANY_SETTINGS[company];
  const uploader: LedgerActor = uploaderUser
    ? userActor(uploaderUser)
    : { kind: 'user', user_id: null, username: null, name: `${settings?.uploader.first_name ?? ''} ${settings?.uploader.last_name ?? ''}`.trim(), profiles: ['CARGA'], type_of_user__id: 3 };
  const approver = (level: 1 | 2): LedgerActor => {
    const user = users.find((candidate) => candidate.type_of_user__id === level);
    if (user) return userActor(user);
    const [first, last] = SYNTHETIC_APPROVERS[level];
    return { kind: 'user', user_id: null, username: null, name: `${first} ${last}`, profiles: [`APROBADOR_${level}`], type_of_user__id: level };
  };
  return { uploader, approver };
}

type Snapshot = SnapshotFrom<typeof payrollLifecycleMachine>;
interface Step {
  readonly event: PayrollLifecycleEvent;
  readonly actor: LedgerActor;
  readonly atMs: number;
  readonly reason: StoredText | null;
}

const personOf = (actor: LedgerActor): PayrollActor => ({
  profiles: [...actor.profiles],
  typeId: actor.type_of_user__id ?? -1,
  ...(actor.user_id === null ? {} : { userId: actor.user_id }),
});

/** The events that brought a seeded payroll to its status, with who and when. */
function stepsOf(record: PayrollRecord, people: People): Step[] {
  const created = Date.parse(record.created_at);
  const processed = created + 4_000;
  const end = record.bankAt ? Date.parse(record.bankAt) : Math.max(Date.parse(record.updated_at), processed + 3);
  const at = (share: number) => Math.round(processed + (end - processed) * share);
  const status = record.status_id;
  const shape = record.origin.kind === 'seed' ? record.origin.shape : 'valid';
  const step = (event: PayrollLifecycleEvent, actor: LedgerActor, atMs: number, reason: StoredText | null = null): Step => ({ event, actor, atMs, reason });
  const bank = () =>
    status === 7
      ? step({ type: 'BANK_PAID' }, BANK_ACTOR, end)
      : step({ type: 'BANK_REJECTED' }, BANK_ACTOR, end, { key: 'detailBankRejected', params: { reasonIndex: record.id % BANK_REJECTIONS.length } });
  if (status === 9) return [step({ type: 'UPLOAD_BY_API' }, API_ACTOR, created)];
  const uploader = people.uploader;
  const steps = [step({ type: 'UPLOAD', by: personOf(uploader) }, uploader, created)];
  if (status === 1) return steps;
  steps.push(step({ type: 'PROCESS' }, SYSTEM_ACTOR, created));
  if (status === 2) return steps;
  if (status === 0) return [...steps, step({ type: 'PROCESSING_FAILED' }, SYSTEM_ACTOR, processed, { key: 'detailUploadFailed' })];
  if (status === 3) {
    return shape === 'badHeader'
      ? [...steps, step({ type: 'HEADER_ERROR' }, SYSTEM_ACTOR, processed, { key: 'detailInvalidHeader' })]
      : [...steps, step({ type: 'LINES_INVALID' }, SYSTEM_ACTOR, processed, null)];
  }
  // A payroll under approval began waiting at its level when the seed says (seedWaits in payouts.ts).
  const since = record.level_since === null ? null : Date.parse(record.level_since);
  const waitsFor1 = status === 4 && record.actual_approver_id !== 2;
  // Only a waiting payroll's chart needs the times (its deadlines); the others' steps stay alike, so remembered.
  const processedAt = waitsFor1 && since !== null ? since : processed;
  steps.push(step(status === 4 ? { type: 'PROCESSED', at: processedAt } : { type: 'PROCESSED' }, SYSTEM_ACTOR, processedAt));
  if ((record.approval_levels ?? []).length === 0) {
    if (status === 7 || status === 8) steps.push(bank());
    return steps;
  }
  const approve = (level: 1 | 2, share: number, atMs = at(share)) => {
    const actor = people.approver(level);
    return step(status === 4 ? { type: 'APPROVE', by: personOf(actor), at: atMs } : { type: 'APPROVE', by: personOf(actor) }, actor, atMs);
  };
  if (status === 4) return record.actual_approver_id === 2 ? [...steps, approve(1, 0.5, since ?? at(0.5))] : steps;
  if (status === 6) {
    // Half of the rejections come from approver 2, after approver 1 approved.
    const level = record.id % 2 === 0 ? 2 : 1;
    const reason = 'text' in record.detail ? record.detail.text : '';
    const rejecter = people.approver(level);
    if (level === 2) steps.push(approve(1, 0.4));
    return [...steps, step({ type: 'REJECT', by: personOf(rejecter), reason }, rejecter, at(0.8), { text: reason })];
  }
  steps.push(approve(1, 1 / 3), approve(2, 2 / 3));
  if (status === 7 || status === 8) steps.push(bank());
  return steps;
}

/**
 * One step of the chart, remembered: some 300 payrolls walk the same few dozen transitions,
 * and the chart's own stepping costs about a millisecond each, on every store reset.
 */
function stepper() {
  const known = new Map<string, Snapshot>();
  const starts = new Map<string, Snapshot>();
  const start = (record: PayrollRecord): Snapshot => {
    const levels = approvalLevelsOf(record);
    const key = levels.join();
    const snapshot = starts.get(key) ?? getInitialSnapshot(payrollLifecycleMachine, { levels });
    starts.set(key, snapshot);
    return snapshot;
  };
  const take = (snapshot: Snapshot, event: PayrollLifecycleEvent): Snapshot => {
    const key = JSON.stringify([snapshot.value, snapshot.context, event]);
    let next = known.get(key);
    if (!next) {
      next = transition(payrollLifecycleMachine, snapshot, event)[0];
      // A refused event leaves the snapshot as it was: a seed bug, not data.
      if (next === snapshot) throw new Error(`Seed: the chart refuses ${event.type} in ${JSON.stringify(snapshot.value)}`);
      known.set(key, next);
    }
    return next;
  };
  return { start, take };
}

/** Replays the steps through the chart; a step the chart refuses is a seed bug, not data. */
function replay(record: PayrollRecord, steps: readonly Step[], ledger: LedgerData, chart: ReturnType<typeof stepper>, settled: Settled): void {
  let snapshot = chart.start(record);
  let decided = false;
  const take = (step: Step) => {
    const next = chart.take(snapshot, step.event);
    // As the server records them: the levels exist from the end of processing on.
    decided ||= step.event.type === 'PROCESSED';
    appendEntry(ledger, {
      payroll_id: record.id,
      company_id: record.company_id,
      requires_approval: decided ? record.requires_approval : signsOff(record.company_id),
      approval_levels: decided ? record.approval_levels : null,
      escalation_hours: decided ? record.escalation_hours : null,
      expiry_days: decided ? record.expiry_days : null,
      from_status: statusIdOf(snapshot),
      event: step.event.type,
      to_status: statusIdOf(next),
      approver_level: next.context.approverLevel,
      actor: step.actor,
      on_behalf_of: null,
      at: new Date(step.atMs).toISOString(),
      reason: step.reason,
      // Seeded histories predate the release rule (issue 26).
      second_factor: false,
    });
    snapshot = next;
  };
  steps.forEach(take);
  if (statusIdOf(snapshot) !== record.status_id) throw new Error(`Seed: payroll ${record.id}'s history ends in ${statusIdOf(snapshot)}`);
  // Four-eyes reads who uploaded and who signed from the record: as the replayed history says.
  record.uploaded_by_id = snapshot.context.uploaderId;
  record.signed_by_ids = snapshot.context.signers;
  if (!snapshot.matches('underApproval')) return;
  // Seeded as the first request would settle it (processing.ts, approvalWaits.ts): overdue at
  // its deadline, blocked now when nobody active can sign its level.
  const { levelSince, escalationMs, approverLevel } = snapshot.context;
  const level = approverLevel ?? 0;
  if (levelSince !== null && settled.nowMs >= levelSince + escalationMs) {
    const deadline = levelSince + escalationMs;
    take({ event: { type: 'ESCALATE', at: deadline }, actor: SYSTEM_ACTOR, atMs: deadline, reason: { key: 'reasonOverdue', params: { level } } });
  }
  if (!someApproverCanSign(record, settled.users, settled.isActive)) {
    take({ event: { type: 'BLOCK' }, actor: SYSTEM_ACTOR, atMs: settled.nowMs, reason: { key: 'reasonBlocked', params: { level } } });
  }
  record.overdue = snapshot.matches({ underApproval: { deadline: 'overdue' } });
  record.approval_blocked = snapshot.matches({ underApproval: { signing: 'blocked' } });
}

/** What settling a waiting payroll reads: the seed's clock and its users, as seeded (active unless seeded disabled). */
interface Settled {
  readonly nowMs: number;
  readonly users: readonly DemoUser[];
  readonly isActive: (id: number) => boolean;
}

const newest = (payouts: PayoutsData, { company, status }: { company: number; status: number }, also = (_record: PayrollRecord) => true) =>
  payouts.payrolls.filter((record) => record.company_id === company && record.status_id === status && also(record)).at(-1);

/** The newest payroll of the tampered company in the tampered status. */
export const tamperedPayroll = (payouts: PayoutsData): PayrollRecord | undefined => newest(payouts, TAMPERED);

/** The newest payroll of company 1 rejected by approver 1 (so no approver 2 appears in it). */
export const alteredPayroll = (payouts: PayoutsData): PayrollRecord | undefined => newest(payouts, ALTERED, (record) => record.id % 2 === 1);

/** The newest payroll of company 1 whose lines were refused. */
export const truncatedPayroll = (payouts: PayoutsData): PayrollRecord | undefined => newest(payouts, TRUNCATED);

/**
 * Re-seals a payroll's entries in order, as a forger with write access to the store could:
 * the chain then holds, and only the replay sees what was changed.
 */
function rehash(ledger: LedgerData, payrollId: number): void {
  let prev_hash = GENESIS_HASH;
  ledger.entries = ledger.entries.map((entry) => {
    if (entry.payroll_id !== payrollId) return entry;
    const resealed = sealed({ ...entry, prev_hash });
    prev_hash = resealed.hash;
    return resealed;
  });
}

/** Every seeded payroll's history, oldest payroll first, then one tampered entry. */
export function seedLedger(payouts: PayoutsData, access: AccessData, now: Date): LedgerData {
  const ledger: LedgerData = { entries: [], nextId: 1 };
  const disabled = new Set(access.users.filter((user) => SEEDED_DISABLED.has(user.username)).map((user) => user.id));
  const settled: Settled = { nowMs: now.getTime(), users: access.users, isActive: (id) => !disabled.has(id) };
  const people = new Map<number, People>();
  const chart = stepper();
  for (const record of payouts.payrolls) {
    const company = people.get(record.company_id) ?? peopleOf(record.company_id, access);
    people.set(record.company_id, company);
    replay(record, stepsOf(record, company), ledger, chart, settled);
  }
  // Tampering after the fact: the second approval is rewritten as approver 1's and the chain re-sealed.
  const tampered = tamperedPayroll(payouts);
  const index = ledger.entries.findIndex((entry) => entry.payroll_id === tampered?.id && entry.event === 'APPROVE' && entry.from_status === 4 && entry.to_status === 5);
  const target = ledger.entries[index];
  if (tampered && target) {
    ledger.entries[index] = { ...target, actor: peopleOf(TAMPERED.company, access).approver(1) };
    rehash(ledger, tampered.id);
  }
  // A rejection's reason rewritten, its hash left as it was.
  const altered = alteredPayroll(payouts);
  const rejection = ledger.entries.findIndex((entry) => entry.payroll_id === altered?.id && entry.event === 'REJECT');
  const rejected = ledger.entries[rejection];
  if (rejected) ledger.entries[rejection] = { ...rejected, reason: { text: 'Approved by phone with the manager' } };
  // A middle entry taken out: the others keep their hashes, the next one's prev_hash points at nothing.
  const truncated = truncatedPayroll(payouts);
  ledger.entries = ledger.entries.filter((entry) => !(entry.payroll_id === truncated?.id && entry.event === 'PROCESS'));
  return ledger;
}
