import type { DemoLanguage } from '../http/language.ts';
import { say, storedText, type MessageKey, type StoredText } from '../http/messages/index.ts';
import { demoNow } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { PayrollLine, PayrollRecord } from '../store/seed/payouts.ts';
import { actingFor } from './delegations.ts';
import { ensureSeededLines } from './generate.ts';
import { BANK_REJECTIONS, bankingOfCountry, companySettings } from './reference.ts';
import { needsSecondFactor } from './releaseRules.ts';
import { companyOf, linesOf, round2, totalsOf, transactionsOf, transferStatus } from './totals.ts';

/** The API's shapes of payrolls, transactions and report rows (spec 01 section 3). */

const STATUS_NAMES: Record<number, string> = {
  0: 'failed',
  1: 'uploaded',
  2: 'processing',
  3: 'error',
  4: 'under_approval',
  5: 'approved',
  6: 'rejected',
  7: 'approved_by_bank',
  8: 'rejected_by_bank',
  9: 'uploaded_by_API',
};

export function invalidLinesOf(record: PayrollRecord) {
  ensureSeededLines(record, bankingOfCountry(companyOf(record).country_id));
  return record.invalid ?? [];
}

/** Whether the file's processing is over (before that, what it found is not told). */
export const isProcessed = (record: PayrollRecord): boolean => record.status_id !== 1 && record.status_id !== 2;

const money = (value: number): string => value.toFixed(2);
const iso = (ms: number): string => new Date(ms).toISOString();
/** The instants between which a payroll's transactions were created (without making its lines). */
export function linesWindow(record: PayrollRecord): [number, number] {
  const created = Date.parse(record.created_at);
  const count = record.lines?.length ?? (record.origin.kind === 'seed' ? record.origin.lineCount : 0);
  return [created, created + 5_000 + count * 10];
}

export const lineCreatedMs = (record: PayrollRecord, line: PayrollLine): number => Date.parse(record.created_at) + line.createdOffsetMs;

export function detailText(record: PayrollRecord, language: DemoLanguage): string {
  // A seeded payroll's lines (and its detail's counts) are made on first use: make them now.
  linesOf(record);
  return storedDetail(language, record.detail);
}

/** A payroll's detail or a ledger entry's reason, in the language asked for. */
export function storedDetail(language: DemoLanguage, detail: StoredText): string {
  if ('key' in detail && detail.key === 'detailBankRejected') {
    const reason = BANK_REJECTIONS[Number(detail.params?.reasonIndex ?? 0)] ?? BANK_REJECTIONS[0];
    return say(language, 'detailBankRejected', { reason: reason[language] });
  }
  return storedText(language, detail);
}

/** A payroll as `user` asks for it: `acting_for` is theirs (the levels they may sign in its company for someone else). */
export function payrollJson(record: PayrollRecord, language: DemoLanguage, user: DemoUser) {
  const company = companyOf(record);
  const statuses = transactionsOf(record).map((line) => transferStatus(record, line));
  return {
    id: record.id,
    filename: record.filename,
    status_id: record.status_id,
    status_name: STATUS_NAMES[record.status_id] ?? 'unknown',
    detail: detailText(record, language),
    company_id: company.pk,
    company_name: company.name,
    country_id: company.country_id,
    uploadedby_name: `${record.uploaded_by.first_name} ${record.uploaded_by.last_name}`.trim(),
    created_at: record.created_at,
    updated_at: record.updated_at,
    actual_approver_id: record.actual_approver_id,
    uploaded_by_id: record.uploaded_by_id,
    signed_by_ids: [...record.signed_by_ids],
    approval_levels: record.approval_levels === null ? null : [...record.approval_levels],
    level_since: record.level_since,
    escalation_hours: record.escalation_hours,
    expiry_days: record.expiry_days,
    approval_blocked: record.approval_blocked,
    overdue: record.overdue,
    acting_for: actingFor(user, record.company_id, demoNow().getTime()),
    s3_bucket: record.s3_bucket,
    totals: totalsOf(record),
    // Approving it asks for a code from the authenticator (issue 26), by the company's release rule now.
    second_factor_release: needsSecondFactor(record),
    has_bank_error: statuses.includes(4),
    has_bank_success: statuses.includes(5),
    has_commission: companySettings(company.pk).hasCommission,
    has_error: isProcessed(record) && invalidLinesOf(record).length > 0,
    has_response_bank: record.status_id === 7 || record.status_id === 8,
    has_valid: isProcessed(record) && linesOf(record).length > 0,
  };
}

const transferDescription = (status: number, language: DemoLanguage): string =>
  say(language, `transfer${status}` as MessageKey);

export function bankResponse(record: PayrollRecord, line: PayrollLine) {
  const status = transferStatus(record, line);
  if (status !== 4 && status !== 5) return null;
  const rejection = line.bankRejection === null ? null : BANK_REJECTIONS[line.bankRejection];
  return {
    estado_abono: status === 5 ? 'ABONADO' : 'RECHAZADO',
    motivo: rejection ? rejection.es : 'Abono exitoso',
    fecha_abono: iso(lineCreatedMs(record, line) + line.bankLateMs),
  };
}

/** Rejection texts: some arrive as a map of messages in a string, as the provider sends them. */
function statusDetail(record: PayrollRecord, line: PayrollLine, status: number, language: DemoLanguage): string | null {
  if (status === 3) return 'text' in record.detail ? record.detail.text : detailText(record, language);
  if (status === 5) return say(language, 'paid');
  if (status !== 4 || line.bankRejection === null) return null;
  const rejection = BANK_REJECTIONS[line.bankRejection] ?? BANK_REJECTIONS[0];
  return line.id % 3 === 0 ? JSON.stringify({ es: rejection.es, en: rejection.en }) : rejection[language];
}

function commission(record: PayrollRecord, line: PayrollLine) {
  if (!companySettings(record.company_id).hasCommission) return { fee: null, tax: null };
  const fee = Math.max(round2(line.amountValue * 0.005), 1);
  return { fee: money(fee), tax: money(round2(fee * 0.18)) };
}

export const transactionCode = (line: PayrollLine): string => `T${String(line.id).padStart(9, '0')}`;

export function transactionJson(record: PayrollRecord, line: PayrollLine, language: DemoLanguage) {
  const status = transferStatus(record, line);
  const response = bankResponse(record, line);
  return {
    id: line.id,
    payroll_id: record.id,
    transaction_id: transactionCode(line),
    order_id: line.order_id || null,
    credit_note: line.credit_note || null,
    account_id: line.account_id,
    account_type: line.account_type,
    bank_name: line.bank_name,
    vat_id: line.vat_id,
    vat_id_type: line.vat_id_type,
    name: line.name,
    amount: money(line.amountValue),
    currency_code: line.currency_code,
    subject: line.subject || null,
    bank_detail: response ? response.motivo : null,
    channel: line.channel,
    email: line.email || null,
    phone: line.phone,
    company_name: companyOf(record).name,
    transfer_status: status,
    transfer_status_description: transferDescription(status, language),
    transfer_status_detail: statusDetail(record, line, status, language),
    ...commission(record, line),
    created_at: iso(lineCreatedMs(record, line)),
    updated_at: record.updated_at,
    uploaded_by: { ...record.uploaded_by },
    responsefrombank: response,
  };
}

export function reportRowJson(record: PayrollRecord, line: PayrollLine, language: DemoLanguage) {
  const status = transferStatus(record, line);
  return {
    id: line.id,
    company_name: companyOf(record).name,
    payroll_id: record.id,
    transaction_id: transactionCode(line),
    transfer_status: status,
    transfer_status_description: transferDescription(status, language),
    vat_id: line.vat_id,
    credit_note: line.credit_note || null,
    account_id: line.account_id,
    account_type: line.account_type,
    name: line.name,
    amount: money(line.amountValue),
    currency_code: line.currency_code,
    bank_name: line.bank_name,
    created_at: iso(lineCreatedMs(record, line)),
    responsefrombank: bankResponse(record, line),
  };
}
