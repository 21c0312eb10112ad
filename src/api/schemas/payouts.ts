import * as v from 'valibot';
import { paginated } from './paginated';

/** Amounts may arrive as numbers or numeric strings; both are kept as numbers. */
const Amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.decimal())]),
  v.transform((value) => Number(value)),
);
const Text = v.optional(v.nullable(v.string()), null);
const Flag = v.optional(v.boolean(), false);

const CountAmount = v.object({ count: v.number(), amount: Amount });

/** Payroll (spec 01 section 3). `totals` is keyed by currency code. */
export const PayrollSchema = v.object({
  id: v.number(),
  filename: v.string(),
  status_id: v.number(),
  status_name: v.string(),
  detail: Text,
  company_id: v.optional(v.number()),
  company_name: v.string(),
  country_id: v.optional(v.number()),
  uploadedby_name: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  actual_approver_id: v.optional(v.nullable(v.number()), null),
  /** This team's additions (docs/decisions.md, "Four-eyes"): who uploaded it and who signed a level, so the UI can say why a user may not sign. */
  uploaded_by_id: v.optional(v.nullable(v.number()), null),
  signed_by_ids: v.optional(v.array(v.number()), []),
  /** Ours too (docs/decisions.md, "Approval policies by amount"): the approver types its policy decided when processing ended; null before. */
  approval_levels: v.optional(v.nullable(v.array(v.number())), null),
  /**
   * Ours too (docs/decisions.md, "No payroll waits forever"): when the current level began
   * waiting, the policy's times decided with the levels, and what the server found: nobody can
   * sign the level (blocked), it waited past its escalation time (overdue).
   */
  level_since: Text,
  escalation_hours: v.optional(v.nullable(v.number()), null),
  expiry_days: v.optional(v.nullable(v.number()), null),
  approval_blocked: Flag,
  overdue: Flag,
  /** The levels the signed-in user may sign now for someone else (a delegation), for this payroll's company. */
  acting_for: v.optional(v.array(v.object({ level: v.number(), user_id: v.number(), name: v.string() })), []),
  /** Ours too (issue 26, releasing money): approving it now needs a fresh code from the approver's authenticator app. */
  second_factor_release: Flag,
  s3_bucket: Text,
  totals: v.record(v.string(), v.object({ loaded: CountAmount, paid: CountAmount })),
  has_bank_error: Flag,
  has_bank_success: Flag,
  has_commission: Flag,
  has_error: Flag,
  has_response_bank: Flag,
  has_valid: Flag,
});
export type Payroll = v.InferOutput<typeof PayrollSchema>;

export const PayrollPageSchema = paginated(PayrollSchema);

/** Upload response and its status poll: data_origin and the lines with errors. */
const UploadErrorSchema = v.pipe(
  v.record(v.string(), v.union([v.string(), v.number(), v.null()])),
  v.check((line) => 'no_line' in line, 'an upload error names its line'),
);

export const UploadStatusSchema = v.object({
  data_origin: v.object({ id: v.number(), status: v.number(), detail: Text }),
  errors: v.optional(v.array(UploadErrorSchema), []),
  /** This team's addition (docs/decisions.md): the count of lines with errors when `errors` is cut short. */
  errors_total: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

const BankResponse = v.object({
  estado_abono: Text,
  motivo: Text,
  fecha_abono: Text,
});

/**
 * Transaction (spec 01 section 3). The API names some fields two ways; the schema accepts
 * both and hands the app one name each.
 */
export const PayoutTransactionSchema = v.pipe(
  v.object({
    id: v.number(),
    payroll: v.optional(v.number()),
    payroll_id: v.optional(v.number()),
    transaction_id: Text,
    order_id: Text,
    credit_note: Text,
    account_id: Text,
    account_type: Text,
    bank_name: Text,
    vat_id: Text,
    vat_id_type: Text,
    name: Text,
    amount: Amount,
    currency_code: v.string(),
    subject: Text,
    bank_detail: Text,
    channel: Text,
    user_email: Text,
    email: Text,
    phone: Text,
    phone_number: Text,
    company: Text,
    company_name: Text,
    transfer_status: v.number(),
    transfer_status_description: Text,
    transfer_status_detail: v.optional(v.unknown()),
    refund_reason: v.optional(v.unknown()),
    fee: v.optional(v.nullable(Amount), null),
    tax: v.optional(v.nullable(Amount), null),
    created_at: v.string(),
    updated_at: Text,
    uploaded_by: v.optional(v.nullable(v.object({ first_name: v.string(), last_name: v.string() })), null),
    responsefrombank: v.optional(v.nullable(BankResponse), null),
  }),
  v.transform(({ payroll, payroll_id, user_email, email, phone, phone_number, company, company_name, transfer_status_detail, refund_reason, ...rest }) => ({
    ...rest,
    payroll_id: payroll_id ?? payroll ?? null,
    email: email ?? user_email ?? null,
    phone: phone ?? phone_number ?? null,
    company_name: company_name ?? company ?? null,
    /** Text, possibly holding a map of messages (spec): kept raw for the view to render. */
    transfer_status_detail: transfer_status_detail ?? refund_reason ?? null,
  })),
);
export type PayoutTransaction = v.InferOutput<typeof PayoutTransactionSchema>;

export const PayoutTransactionPageSchema = paginated(PayoutTransactionSchema);

/** Report row: the transactions report (summary_sales_report) columns. */
const ReportRowSchema = v.object({
  id: v.number(),
  company_name: Text,
  payroll_id: v.nullable(v.number()),
  transaction_id: Text,
  transfer_status: v.number(),
  transfer_status_description: Text,
  vat_id: Text,
  credit_note: Text,
  account_id: Text,
  account_type: Text,
  name: Text,
  amount: Amount,
  currency_code: v.string(),
  bank_name: Text,
  created_at: v.string(),
  responsefrombank: v.optional(v.nullable(BankResponse), null),
});
export type ReportRow = v.InferOutput<typeof ReportRowSchema>;
export const ReportPageSchema = paginated(ReportRowSchema);

/** A download: emailed, a link, or rows for the browser to turn into a file. */
export const DownloadSchema = v.union([
  v.object({ send_via_email: v.literal(true) }),
  v.object({ url: v.pipe(v.string(), v.minLength(1)) }),
  v.object({
    total_rows: v.optional(v.number()),
    header: v.array(v.string()),
    data: v.array(v.array(v.union([v.string(), v.number(), v.null()]))),
  }),
]);
export type Download = v.InferOutput<typeof DownloadSchema>;

/** Payroll action answer (approved, reject, delete). */
export const PayrollActionAnswerSchema = v.object({
  text: v.optional(v.string()),
  info: v.optional(v.string()),
  send_via_email: v.optional(v.boolean()),
});
