import * as v from 'valibot';

/**
 * Answers of the internal payout forms. Their endpoints are this team's assumption (the spec
 * shows the forms, not the calls), so these schemas are too: they require what the demo API
 * answers and what the forms show (docs/decisions.md, "Internal payout forms"). An answer that
 * breaks them is an `invalid` failure: the form shows an error and its button sends again.
 */

const Text = v.pipe(v.string(), v.trim(), v.minLength(1));

/**
 * A file the page links to: a path on the API's host or an http(s) address, never a
 * `javascript:` or `data:` link that an anchor would run.
 */
const FileLink = v.pipe(v.string(), v.regex(/^(\/(?!\/)|https?:\/\/)/i));

/** POST /v1/payroll/regenerate_bank_file: the new bank file and a sentence about it. */
export const RegenerateBankFileAnswerSchema = v.object({ url: FileLink, text: Text });

/** POST /v1/payroll/manual_approval: what was recorded, as a sentence. */
export const ManualApprovalAnswerSchema = v.object({ text: Text });

/** GET /v1/pdf_refunds/: where the refunds voucher (PDF) is. */
export const RefundsVoucherAnswerSchema = v.object({ url: FileLink });

