import * as v from 'valibot';
import { ManualApprovalAnswerSchema, RefundsVoucherAnswerSchema, RegenerateBankFileAnswerSchema } from '../schemas/payoutsInternal';
import { assumption, endpoint, spec, wire } from './endpoint';

/** The spec shows the internal forms' fields, not their calls. */
const INTERNAL = assumption('internal-payout-forms');

export const regenerateBankFile = endpoint({
  method: 'POST',
  path: '/v1/payroll/regenerate_bank_file',
  summary: 'A new bank file for an approved payroll',
  source: INTERNAL,
  body: {
    type: 'form',
    schema: v.object({
      uploaded_file_id: wire.int,
      bank_format: v.picklist(['pe_bcp', 'pe_bbva', 'pe_interbank', 'pe_scotiabank', 'pe_banbif', 'pe_pichincha', 'cl_transfer_30', 'cl_supplier_payment']),
    }),
  },
  answer: RegenerateBankFileAnswerSchema,
});

export const manualApproval = endpoint({
  method: 'POST',
  path: '/v1/payroll/manual_approval',
  summary: "Record the bank's answer for an approved payroll by hand",
  source: INTERNAL,
  body: { type: 'form', schema: v.object({ uploaded_file_id: wire.int, rejected_entirely: wire.bool, has_rejections: wire.bool }) },
  answer: ManualApprovalAnswerSchema,
});

export const refundsVoucher = endpoint({
  method: 'GET',
  path: '/v1/pdf_refunds/',
  summary: "A payroll's refunds voucher (the call is in spec 01 section 7; its query and answer are not)",
  source: spec('01', 7),
  query: v.object({ uploaded_file_id: wire.int }),
  answer: RefundsVoucherAnswerSchema,
  answerSource: INTERNAL,
  fields: { uploaded_file_id: INTERNAL },
});
