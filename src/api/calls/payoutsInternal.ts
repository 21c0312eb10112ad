import { formBody, type WriteOptions } from '../client';
import * as api from '../contract/payoutsInternal';
import { callTo } from './endpointCall';

/**
 * The internal payout forms. The spec shows their fields but not their calls ("button
 * behaviour: not shown"); these endpoints are this team's assumption, served by the demo API
 * and recorded in docs/decisions.md, to be confirmed with the provider.
 */

export type BankFormat =
  | 'pe_bcp'
  | 'pe_bbva'
  | 'pe_interbank'
  | 'pe_scotiabank'
  | 'pe_banbif'
  | 'pe_pichincha'
  | 'cl_transfer_30'
  | 'cl_supplier_payment';

/** POST /v1/payroll/regenerate_bank_file: a new bank file for an approved payroll. */
export const regenerateBankFile = (payrollId: number, bankFormat: BankFormat, write: WriteOptions = {}) =>
  callTo(api.regenerateBankFile, {
    ...write,
    body: formBody({ uploaded_file_id: String(payrollId), bank_format: bankFormat }),
  });

/** POST /v1/payroll/manual_approval: records the bank's answer for an approved payroll by hand. */
export const recordBankAnswer = (payrollId: number, rejectedEntirely: boolean, hasRejections: boolean, write: WriteOptions = {}) =>
  callTo(api.manualApproval, {
    ...write,
    body: formBody({
      uploaded_file_id: String(payrollId),
      rejected_entirely: String(rejectedEntirely),
      has_rejections: String(hasRejections),
    }),
  });

/** GET /v1/pdf_refunds/: the refunds voucher (PDF) of a payroll. */
export const refundsVoucher = (payrollId: number) =>
  callTo(api.refundsVoucher, { query: { uploaded_file_id: payrollId } });
