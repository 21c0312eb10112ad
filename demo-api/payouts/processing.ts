import { checkPayrollFile } from '../../rules/payrollFile/checkFile.ts';
import type { StoredText } from '../http/messages/index.ts';
import { db } from '../store/index.ts';
import type { DemoCompany, DemoUser } from '../store/seed/access.ts';
import type { InvalidLine, PayrollLine, PayrollRecord, ProcessingEvent } from '../store/seed/payouts.ts';
import { PAYROLL_BUCKET } from '../store/seed/payouts.ts';
import { toPayrollLine } from './generate.ts';
import { linesOf, round2 } from './totals.ts';
import { levelsForPayroll, policyOf, signsOff } from './policies.ts';
import { settleWait } from './approvalWaits.ts';
import { movePayroll, recordTransition } from './lifecycle.ts';
import { readRows, type FileKind } from './parse.ts';
import { BANK_REJECTIONS, bankingOfCountry } from './reference.ts';

/**
 * Processing and the bank, on the demo clock. Nothing runs in the background: every request
 * first settles what is due (`settlePayouts`), so a fixed clock, an advanced clock and real
 * time all behave the same and no timer outlives a test.
 */

/** A file is "processed" this long after its upload. */
export const PROCESSING_MS = 4_000;
/** The bank answers an approved payroll this long after its approval. */
export const BANK_MS = 6_000;

/** A filename containing one of these makes the bank reject the whole payroll; others are paid. */
const BANK_REJECTION_MARKER = /rechaz|reject/i;

interface Outcome {
  event: ProcessingEvent;
  detail: StoredText;
  lines: PayrollLine[];
  invalid: InvalidLine[];
}

/**
 * Reads and checks the file now; the result only shows once the processing time is over. The
 * check is the shared rules' (rules/payrollFile/checkFile.ts), the browser's preview's too.
 */
async function examine(bytes: Uint8Array, kind: FileKind, company: DemoCompany, firstLineId: () => number): Promise<Outcome> {
  const banking = bankingOfCountry(company.country_id);
  const rows = await readRows(bytes, kind);
  if (rows === null) return { event: 'PROCESSING_FAILED', detail: { key: 'detailUploadFailed' }, lines: [], invalid: [] };
  const check = checkPayrollFile(rows, banking, { firstRows: 0 });
  if (check.outcome === 'invalidHeader') return { event: 'HEADER_ERROR', detail: { key: 'detailInvalidHeader' }, lines: [], invalid: [] };
  if (check.outcome === 'noLines') return { event: 'LINES_INVALID', detail: { key: 'detailNoLines' }, lines: [], invalid: [] };
  const lines = check.valid.map(({ no_line, line }) =>
    toPayrollLine(line, firstLineId(), no_line, banking, { channel: 'file', createdOffsetMs: PROCESSING_MS, phone: null }),
  );
  // The server keeps every refused line with its problems; it answers no warnings (the spec's contract has none).
  const invalid: InvalidLine[] = [...check.invalid];
  if (check.outcome === 'invalidLines') {
    return { event: 'LINES_INVALID', detail: { key: 'detailInvalidLines', params: { count: invalid.length } }, lines, invalid };
  }
  return { event: 'PROCESSED', detail: { key: 'detailProcessing' }, lines, invalid };
}

export interface NewUpload {
  readonly filename: string;
  readonly kind: FileKind;
  readonly bytes: Uint8Array;
  readonly company: DemoCompany;
  readonly uploadedBy: DemoUser;
  readonly firstStatus: number;
  readonly nowMs: number;
}

/** Stores the upload (status 1), starts its processing through the chart (status 2). */
export async function acceptUpload(upload: NewUpload): Promise<PayrollRecord> {
  const outcome = await examine(upload.bytes, upload.kind, upload.company, () => db.payouts.nextLineId++);
  const at = new Date(upload.nowMs).toISOString();
  const record: PayrollRecord = {
    id: db.payouts.nextPayrollId++,
    company_id: upload.company.pk,
    filename: upload.filename,
    status_id: upload.firstStatus,
    actual_approver_id: null,
    requires_approval: signsOff(upload.company.pk),
    approval_levels: null,
    level_since: null,
    escalation_hours: null,
    expiry_days: null,
    approval_blocked: false,
    overdue: false,
    detail: { key: 'detailUploaded' },
    uploaded_by: { first_name: upload.uploadedBy.first_name, last_name: upload.uploadedBy.last_name },
    uploaded_by_id: upload.uploadedBy.id,
    signed_by_ids: [],
    created_at: at,
    updated_at: at,
    s3_bucket: PAYROLL_BUCKET,
    origin: { kind: 'upload' },
    lines: outcome.lines,
    invalid: outcome.invalid,
    firstLineId: outcome.lines[0]?.id ?? 0,
    original: { bytes: upload.bytes, kind: upload.kind },
    pending: { event: outcome.event, detail: outcome.detail, dueAt: upload.nowMs + PROCESSING_MS },
    bankDueAt: null,
    bankAt: null,
  };
  db.payouts.payrolls.push(record);
  recordTransition(record, { event: 'UPLOAD', from: null, to: upload.firstStatus, approverLevel: null, by: upload.uploadedBy, at, reason: null });
  movePayroll(record, { type: 'PROCESS' }, upload.nowMs, null);
  record.detail = { key: 'detailProcessing' };
  return record;
}

/**
 * The levels the payroll needs, decided once from its company's policy as it is now and its
 * loaded totals per currency; a policy changed later does not move it.
 */
function decideLevels(record: PayrollRecord): void {
  const totals: Record<string, number> = {};
  for (const line of linesOf(record)) totals[line.currency_code] = round2((totals[line.currency_code] ?? 0) + line.amountValue);
  record.approval_levels = levelsForPayroll(record.company_id, totals);
  record.requires_approval = record.approval_levels.length > 0;
  // Decided with the levels, so a policy changed later does not move this payroll's deadlines either.
  const { escalation_hours, expiry_days } = policyOf(record.company_id);
  record.escalation_hours = escalation_hours;
  record.expiry_days = expiry_days;
}

function finishProcessing(record: PayrollRecord): void {
  const pending = record.pending;
  if (!pending) return;
  record.pending = null;
  if (pending.event === 'PROCESSED') decideLevels(record);
  const outcome = movePayroll(record, { type: pending.event }, pending.dueAt, null, pending.event === 'PROCESSED' ? null : pending.detail);
  if (!outcome.ok) return;
  if (record.status_id === 4) record.detail = { key: 'detailWaiting', params: { level: record.actual_approver_id ?? 1 } };
  else if (record.status_id === 5) scheduleBank(record, pending.dueAt);
  else record.detail = pending.detail;
}

/** An approved payroll goes to the bank, which answers BANK_MS later. */
export function scheduleBank(record: PayrollRecord, approvedAtMs: number): void {
  record.detail = { key: 'detailApproved' };
  record.bankDueAt = approvedAtMs + BANK_MS;
}

function answerFromBank(record: PayrollRecord): void {
  const dueAt = record.bankDueAt;
  if (dueAt === null) return;
  const rejects = BANK_REJECTION_MARKER.test(record.filename);
  applyBankAnswer(record, dueAt, rejects ? 'all' : 'none', null);
}

/** Which lines the bank refused: all of them (status 8), some, or none (both status 7). */
export type BankRejections = 'all' | 'some' | 'none';

/**
 * The bank's answer for an approved payroll, from the bank itself or recorded by hand (the
 * manual payout approval form): the lifecycle moves it to 7 or 8 and its lines follow.
 */
export function applyBankAnswer(record: PayrollRecord, atMs: number, rejections: BankRejections, by: DemoUser | null) {
  record.bankDueAt = null;
  const reasonIndex = record.id % BANK_REJECTIONS.length;
  const rejected = rejections === 'all';
  const reason = rejected ? ({ key: 'detailBankRejected', params: { reasonIndex } } as const) : null;
  const outcome = movePayroll(record, { type: rejected ? 'BANK_REJECTED' : 'BANK_PAID' }, atMs, by, reason);
  if (!outcome.ok) return outcome;
  record.bankAt = new Date(atMs).toISOString();
  const created = Date.parse(record.created_at);
  linesOf(record).forEach((line, index) => {
    // 'some': every fifth line is refused, so a partial answer is visible in the detail.
    const refused = rejections === 'all' || (rejections === 'some' && index % 5 === 0);
    line.bankRejection = refused ? reasonIndex : null;
    line.bankLateMs = Math.max(0, atMs - created - line.createdOffsetMs);
  });
  record.detail = rejections === 'all' ? { key: 'detailBankRejected', params: { reasonIndex } } : { key: 'detailPaid' };
  return outcome;
}

/** Applies whatever processing, bank answer, deadline or change of who can sign is due by `nowMs`. */
export function settlePayouts(nowMs: number): void {
  for (const record of [...db.payouts.payrolls]) {
    if (record.pending && nowMs >= record.pending.dueAt) finishProcessing(record);
    if (record.bankDueAt !== null && nowMs >= record.bankDueAt) answerFromBank(record);
    settleWait(record, nowMs);
  }
}
