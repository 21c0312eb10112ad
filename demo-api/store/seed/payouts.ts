import type { RawLine } from '../../../rules/payrollFile/template.ts';
import type { LineProblems } from '../../../rules/payrollFile/validateLine.ts';
import type { MessageKey, StoredText } from '../../http/messages/index.ts';
import type { FileKind } from '../../payouts/parse.ts';
import { levelsForPayroll, policyOf, signsOff } from '../../payouts/policies.ts';
import { COMPANY_SETTINGS, REJECTION_REASONS } from '../../payouts/reference.ts';
import { createRandom, hashSeed, type Random } from '../random.ts';

/**
 * Payouts area: payrolls (uploaded files) and their lines (the transactions). Only the payrolls
 * are made at seed time; a seeded payroll's lines are generated on first use from its id
 * (`payouts/generate.ts`), so a reset stays cheap although the seed holds some 16,000 lines.
 */

/** One payment line of a payroll: what the file said plus what the demo needs to answer for it. */
export interface PayrollLine extends RawLine {
  /** The transaction id. */
  readonly id: number;
  readonly no_line: number;
  readonly amountValue: number;
  readonly vat_id_type: string;
  readonly phone: string | null;
  readonly channel: 'file' | 'api';
  /** created_at of the transaction = the payroll's created_at + this. */
  readonly createdOffsetMs: number;
  /** Index into BANK_REJECTIONS when the bank refuses this line, else null. */
  bankRejection: number | null;
  /** fecha_abono = the transaction's created_at + this (0: the same instant). */
  bankLateMs: number;
}

/** A line the processing refused: its cells and a problem per column. */
export interface InvalidLine {
  readonly no_line: number;
  readonly cells: readonly string[];
  readonly problems: LineProblems;
}

export type ProcessingEvent = 'PROCESSED' | 'HEADER_ERROR' | 'LINES_INVALID' | 'PROCESSING_FAILED';

/** How a seeded payroll's file looks, so its lines and original file can be made on demand. */
type SeedShape = 'valid' | 'badHeader' | 'badLines' | 'unreadable' | 'notProcessed';

export interface PayrollRecord {
  readonly id: number;
  readonly company_id: number;
  readonly filename: string;
  status_id: number;
  actual_approver_id: number | null;
  /** Whether it waits for any approver: its company's policy has levels, then (once decided) it needs some. */
  requires_approval: boolean;
  /** The approver types it needs, in order, decided once when its processing ended (issue 24); null before. */
  approval_levels: readonly number[] | null;
  /** When the current level began waiting (ISO, demo clock), null outside status 4 (issue 24). */
  level_since: string | null;
  /** The policy's times, decided with the levels; null before. */
  escalation_hours: number | null;
  expiry_days: number | null;
  /** Set when settling: nobody active can sign the current level, or it waited past its escalation time. */
  approval_blocked: boolean;
  overdue: boolean;
  detail: StoredText;
  readonly uploaded_by: { readonly first_name: string; readonly last_name: string };
  /** Four-eyes: the uploader's user id and who signed a level (seeded ones: set by the ledger's replay). */
  uploaded_by_id: number | null;
  signed_by_ids: readonly number[];
  readonly created_at: string;
  updated_at: string;
  readonly s3_bucket: string | null;
  readonly origin: { readonly kind: 'seed'; readonly shape: SeedShape; readonly lineCount: number; readonly bankShare: number } | { readonly kind: 'upload' };
  /** The valid lines (seeded payrolls: null until first used). */
  lines: PayrollLine[] | null;
  /** Lines refused by the processing (seeded payrolls: null until first used). */
  invalid: InvalidLine[] | null;
  /** First transaction id reserved for a seeded payroll's lines. */
  readonly firstLineId: number;
  /** The uploaded file as received (seeded payrolls: rebuilt from their lines when asked). */
  readonly original: { readonly bytes: Uint8Array; readonly kind: FileKind } | null;
  /** Processing that finishes at `dueAt` (epoch ms on the demo clock), read lazily. */
  pending: { readonly event: ProcessingEvent; readonly detail: StoredText; readonly dueAt: number } | null;
  /** When the bank answers an approved payroll (epoch ms on the demo clock), read lazily. */
  bankDueAt: number | null;
  /** When the bank answered (ISO), once it has. */
  bankAt: string | null;
}

/** A test control's hold on the next export answer (POST /__demo/export-control). */
interface ExportControl {
  readonly cutShortTo: number | null;
  readonly delayMs: number;
}

export interface PayoutsData {
  payrolls: PayrollRecord[];
  nextPayrollId: number;
  nextLineId: number;
  /** Payrolls whose next action fails once without changing them (POST /__demo/payroll-action-failures). */
  actionFailures: number[];
  /**
   * How the next sales summary download answers (POST /__demo/export-control, issue 28): after
   * `delayMs`, and with at most `cutShortTo` data rows under the full total_rows. Used up by it.
   */
  exportControl: ExportControl | null;
  /**
   * Company id -> whether its approvers must have a second factor (issue 26), as its admin set
   * it (PUT /v1/approval_policies/{company_id}/second_factor); a company not here has the demo's
   * default (payouts/releaseRules.ts). Seeded empty.
   */
  releaseRequirements: Map<number, boolean>;
  /** Release grant (opaque token) -> its user, the payrolls it still releases and its end (payouts/releaseGrants.ts). */
  releaseGrants: Map<string, ReleaseGrant>;
}

/** A fresh authenticator code's leave to approve these payrolls, each once (issue 26). */
interface ReleaseGrant {
  readonly userId: number;
  /** The payroll ids not yet approved with it. */
  readonly ids: Set<number>;
  /** Real time (ms), like the sign-in challenges. */
  readonly expiresAt: number;
}

/** Statuses whose payroll has transactions (an error or unprocessed file has none). */
export const WITH_TRANSACTIONS: ReadonlySet<number> = new Set([4, 5, 6, 7, 8, 9]);

export const PAYROLL_BUCKET = 'demo-payrolls';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Plan {
  company: number;
  ageMs: number;
  status: number;
  approver?: 1 | 2;
  shape: SeedShape;
  lines: number;
  kind: FileKind;
  bankShare: number;
  name?: string;
  /** The levels its real totals need, when they are not those of any amount (company 3's big one). */
  levels?: number[];
}

type Special = Partial<Plan> & { status: number };

/** The newest payrolls of company 1: every status, and approvals waiting for either approver. */
const COMPANY1_NEWEST: readonly Special[] = [
  { status: 2, shape: 'notProcessed' },
  { status: 1, shape: 'notProcessed' },
  { status: 4, approver: 1 },
  { status: 4, approver: 2 },
  { status: 4, approver: 1 },
  { status: 4, approver: 2 },
  { status: 4, approver: 1 },
  { status: 4, approver: 2 },
  { status: 9 },
  { status: 3, shape: 'badLines', lines: 9 },
  { status: 3, shape: 'badHeader' },
  { status: 0, shape: 'unreadable', kind: 'xls' },
  { status: 5 },
  { status: 5 },
  { status: 6 },
  { status: 8 },
  { status: 7, bankShare: 0.15 },
];
/** 150 lines of PEN 50 to 8.000 (15% USD): well above company 3's PEN 250.000 (a test checks its real totals). */
const COMPANY3_BLOCKED: Plan = {
  company: 3,
  ageMs: 2 * MINUTE,
  status: 4,
  approver: 1,
  shape: 'valid',
  lines: 150,
  kind: 'csv',
  bankShare: 0,
  name: 'pago_directorio',
  levels: [1],
};

/** Index, among company 1's recent payrolls, of the one with 1250 lines (about a week old). */
const MASS_INDEX = 25;
export const MASS_LINES = 1250;
export const COMPANY1_RECENT = 172;

const APPROVAL_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[7, 44], [8, 8], [6, 8], [5, 10], [3, 6], [4, 6], [9, 6], [0, 3]];
const DIRECT_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[7, 54], [8, 12], [5, 14], [3, 8], [9, 7], [0, 5]];

function weighted(random: Random, weights: ReadonlyArray<readonly [number, number]>): number {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weights[0]![0];
}

/**
 * The levels of a seeded payroll: those its policy needs at any amount. Seeded lines are small
 * (at most 28 of PEN 8.000, USD 3.000 or CLP 2.500.000), below company 3's thresholds (a test
 * checks every seeded payroll against its real totals), so seeds need not make their lines.
 */
const seededLevels = (company: number): number[] => levelsForPayroll(company, {});

/** Statuses in which processing ended with PROCESSED, so the policy decided the levels. */
const DECIDED: ReadonlySet<number> = new Set([4, 5, 6, 7, 8]);

function plan(random: Random, company: number, ageMs: number, special?: Special): Plan {
  const requiresApproval = seededLevels(company).length > 0;
  const status = special?.status ?? weighted(random, requiresApproval ? APPROVAL_WEIGHTS : DIRECT_WEIGHTS);
  const shape: SeedShape =
    special?.shape ?? (status === 0 ? 'unreadable' : status === 3 ? random.pick(['badHeader', 'badLines'] as const) : 'valid');
  return {
    company,
    ageMs,
    status,
    approver: status === 4 ? (special?.approver ?? (random.next() < 0.5 ? 1 : 2)) : undefined,
    shape,
    lines: special?.lines ?? random.int(3, 28),
    kind: special?.kind ?? (shape === 'unreadable' ? 'xls' : random.next() < 0.6 ? 'csv' : 'xlsx'),
    bankShare: special?.bankShare ?? (status === 7 && random.next() < 0.3 ? 0.1 : 0),
    name: special?.name,
    levels: special?.levels,
  };
}

function plans(random: Random): Plan[] {
  const out: Plan[] = [];
  // Company 1: 172 payrolls in the last 13.5 days (two pages of 150 for carga), then older ones.
  const step = (13.5 * DAY) / COMPANY1_RECENT;
  for (let index = 0; index < COMPANY1_RECENT; index += 1) {
    const ageMs = 5 * MINUTE + index * step + Math.floor(random.next() * step * 0.8);
    const special: Special | undefined =
      COMPANY1_NEWEST[index] ??
      (index === MASS_INDEX ? { status: 7, lines: MASS_LINES, kind: 'xlsx', bankShare: 0.03, name: 'nomina_masiva_proveedores' } : undefined);
    out.push(plan(random, 1, ageMs, special));
  }
  for (let index = 0; index < 14; index += 1) out.push(plan(random, 1, random.int(16, 110) * DAY + random.int(0, DAY), undefined));
  // Company 2: bulk payrolls of 2,200 lines, enough for a wide report to be e-mailed (> 10,000 rows).
  for (const days of [22, 37, 51, 66, 84]) {
    out.push(plan(random, 2, days * DAY + random.int(0, DAY), { status: 7, lines: 2200, kind: 'csv', bankShare: 0.02, name: 'pago_masivo_mineria' }));
  }
  // Company 3's seeded payrolls are all below its policy's amounts: a few in each direct status, newest first.
  const company3: readonly Special[] = [{ status: 5 }, { status: 3, shape: 'badLines', lines: 6 }, { status: 0 }, { status: 8 }];
  for (let index = 0; index < 30; index += 1) out.push(plan(random, 3, (index * 2 + 1) * DAY + random.int(0, DAY), company3[index]));
  for (let company = 2; company <= 8; company += 1) {
    if (company === 3) continue;
    for (let index = 0; index < 12; index += 1) out.push(plan(random, company, random.int(0, 90) * DAY + random.int(MINUTE, DAY), undefined));
  }
  // Issue 24: company 3's one payroll above its policy's amounts, waiting for its only approver 1,
  // who is disabled: blocked. The newest of all and made without the random source, so no other
  // payroll's id, name or lines move.
  out.push(COMPANY3_BLOCKED);
  return out;
}

const FILE_NAMES = ['nomina_proveedores', 'pago_honorarios', 'devoluciones_clientes', 'reembolsos', 'remuneraciones', 'pago_comisiones', 'liquidaciones', 'bonos_ventas'];

const SEEDED_DETAIL: Record<number, MessageKey> = {
  0: 'detailUploadFailed',
  1: 'detailUploaded',
  2: 'detailProcessing',
  5: 'detailApproved',
  7: 'detailPaid',
  8: 'detailBankRejected',
  9: 'detailByApi',
};

/** Fresh, deterministic payrolls, dated relative to `now`. */
export function seedPayouts(now: Date): PayoutsData {
  const random = createRandom(hashSeed('payouts'));
  const ordered = plans(random).sort((a, b) => b.ageMs - a.ageMs);
  let nextLineId = 1;
  const payrolls = ordered.map((p, index): PayrollRecord => {
    const id = index + 1;
    const created = now.getTime() - p.ageMs;
    const lineCount = p.shape === 'valid' || p.shape === 'badLines' || p.shape === 'notProcessed' ? p.lines : 0;
    const firstLineId = nextLineId;
    nextLineId += lineCount;
    const settings = COMPANY_SETTINGS[p.company]!;
    const stamp = new Date(created).toISOString().slice(0, 10).replace(/-/g, '');
    const detail: StoredText =
      p.status === 4
        ? { key: 'detailWaiting', params: { level: p.approver ?? 1 } }
        : p.status === 3
          ? p.shape === 'badHeader'
            ? { key: 'detailInvalidHeader' }
            : { key: 'detailInvalidLines', params: { count: 0 } }
          : p.status === 6
            ? { text: random.pick(REJECTION_REASONS) }
            : { key: SEEDED_DETAIL[p.status] ?? 'detailUploaded' };
    return {
      id,
      company_id: p.company,
      filename: `${p.name ?? random.pick(FILE_NAMES)}_${stamp}.${p.kind}`,
      status_id: p.status,
      actual_approver_id: p.approver ?? null,
      requires_approval: DECIDED.has(p.status) ? (p.levels ?? seededLevels(p.company)).length > 0 : signsOff(p.company),
      approval_levels: DECIDED.has(p.status) ? (p.levels ?? seededLevels(p.company)) : null,
      level_since: null,
      escalation_hours: DECIDED.has(p.status) ? policyOf(p.company).escalation_hours : null,
      expiry_days: DECIDED.has(p.status) ? policyOf(p.company).expiry_days : null,
      approval_blocked: false,
      overdue: false,
      detail,
      uploaded_by: p.status === 9 ? { first_name: 'API', last_name: '' } : settings.uploader,
      uploaded_by_id: null,
      signed_by_ids: [],
      created_at: new Date(created).toISOString(),
      updated_at: new Date(created + (p.status >= 4 ? Math.min(p.ageMs / 2, DAY) : 5_000)).toISOString(),
      s3_bucket: p.status === 0 ? null : PAYROLL_BUCKET,
      origin: { kind: 'seed', shape: p.shape, lineCount, bankShare: p.bankShare },
      lines: null,
      invalid: null,
      firstLineId,
      original: null,
      pending: null,
      bankDueAt: null,
      bankAt: p.status === 7 || p.status === 8 ? new Date(created + Math.min(p.ageMs / 2, 20 * 60 * MINUTE)).toISOString() : null,
    };
  });
  seedWaits(payrolls, now.getTime());
  return { payrolls, nextPayrollId: payrolls.length + 1, nextLineId, actionFailures: [], exportControl: null, releaseRequirements: new Map(), releaseGrants: new Map() };
}

/**
 * When each seeded payroll under approval began waiting at its level (issue 24): as its history
 * goes (processed, or approved by approver 1 halfway to its last update), except that no wait
 * is older than a day but one: company 1's newest payroll waiting longer than a day and less
 * than its expiry, which is overdue from the first request on. The others start within the last
 * day, so nothing else escalates or expires until the clock moves. The ledger's seed replays
 * these times.
 */
function seedWaits(payrolls: readonly PayrollRecord[], nowMs: number): void {
  const waiting = payrolls.filter((record) => record.status_id === 4);
  const natural = (record: PayrollRecord): number => {
    const processed = Date.parse(record.created_at) + 4_000;
    if (record.actual_approver_id !== 2) return processed;
    const end = Math.max(Date.parse(record.updated_at), processed + 3);
    return Math.round(processed + (end - processed) * 0.5);
  };
  const overdue = waiting.findLast(
    (record) => record.company_id === 1 && nowMs - natural(record) > DAY && nowMs - natural(record) < (record.expiry_days ?? 7) * DAY,
  );
  for (const record of waiting) {
    const recent = nowMs - (2 + (record.id % 18)) * HOUR;
    record.level_since = new Date(record === overdue ? natural(record) : Math.max(natural(record), recent)).toISOString();
  }
}

