import { formBody, type WriteOptions } from '../client';
import * as api from '../contract/payments';
import { pathOf } from '../contract/endpoint';
import { callTo, callToWithStatus } from './endpointCall';
import { config } from '../../platform/config';
import {
  PAYMENTS_EXPORT_LIMIT,
  PaymentOperationPageSchema,
  PaymentsExportSchema,
  type PaymentsExport,
} from '../schemas/payments';

type Query = Record<string, string | number | boolean | undefined | null>;

const joined = (values: readonly (string | number)[] | undefined, separator: string) =>
  values && values.length > 0 ? values.join(separator) : undefined;
const trimmed = (text: string | undefined | null) => {
  const value = text?.trim();
  return value ? value : undefined;
};

/** The payments list's filters, as the form holds them once validated (spec 02 section 5). */
export interface PaymentFilters {
  /** YYYY-MM-DD, inclusive. */
  readonly from?: string | null;
  readonly to?: string | null;
  /** Pay-in channel ids (sent dash-joined). */
  readonly channelIds?: readonly number[];
  readonly statuses?: readonly number[];
  readonly currencies?: readonly string[];
  readonly reference?: string;
  readonly shopperFirstName?: string;
  readonly shopperLastName?: string;
  readonly shopperDocument?: string;
  /** Digits with one optional decimal point. */
  readonly amount?: string;
  readonly operationIds?: readonly number[];
  /** Merchant ids (mids), at most 7. */
  readonly merchantIds?: readonly number[];
}

export interface PaymentListQuery extends PaymentFilters {
  readonly page: number;
  readonly itemsPerPage: number;
  /** Optional server order (DRF `ordering`, `-` for descending); the list sorts on the client by default. */
  readonly ordering?: string;
}

/** Only non-empty filters are sent; text trimmed (spec 02 section 5). */
const filterQuery = (f: PaymentFilters): Query => ({
  operation_id: joined(f.operationIds, ','),
  channel: joined(f.channelIds, '-'),
  last_status: joined(f.statuses, ','),
  currency: joined(f.currencies, ','),
  reference: trimmed(f.reference),
  shopper_first_name: trimmed(f.shopperFirstName),
  shopper_last_name: trimmed(f.shopperLastName),
  'vat-id': trimmed(f.shopperDocument),
  amount: trimmed(f.amount),
  'start-date': f.from,
  'end-date': f.to,
  company_id__in: joined(f.merchantIds, ','),
});

/** GET /v1/payments/operation/; `signal` cancels it (a list that asked for something else). */
export const listPayments = (q: PaymentListQuery, signal?: AbortSignal) =>
  callTo(
    api.paymentOperations,
    { alsoAbortOn: signal, query: { page: q.page, itemsPerPage: q.itemsPerPage, ordering: trimmed(q.ordering), ...filterQuery(q) } },
    PaymentOperationPageSchema,
  );

/**
 * The export: the same call with `export` and `limit` 20000 (spec 02 sections 4 and 7). Only a
 * 201 carries a report to open: `{ kind: 'url', url }`, or `unavailable` for its null url
 * ('Service temporarily unavailable'); any other success is the e-mailed report, whatever
 * its body says. Leaving the page cancels it (the page's signal), and so does `signal` (the
 * export's Cancel).
 */
export const exportPayments = async (f: PaymentFilters, signal?: AbortSignal): Promise<PaymentsExport> => {
  const answer = await callToWithStatus(
    api.paymentOperations,
    { query: { ...filterQuery(f), export: 'true', limit: PAYMENTS_EXPORT_LIMIT }, alsoAbortOn: signal },
    PaymentsExportSchema,
  );
  return answer.status === 201 ? answer.data : { kind: 'emailed' };
};

/** GET /v1/payments/operation/{operation_id}/: the transaction with its notifications log. */
export const getPayment = (operationId: number, signal?: AbortSignal) =>
  callTo(api.paymentOperation, { params: { operation_id: operationId }, alsoAbortOn: signal });

/**
 * POST /v1/payments/renotify_operation/ with form operation_id (and env). Resolves with the
 * detail on 200; a 403 (shown as a warning) and any other refusal reject with an ApiError
 * whose `status` and `message` (the answer's detail) the chart reads. `write` carries the
 * Idempotency-Key of the user's intent (issue 29).
 */
export const renotifyPayment = (operationId: number, env?: 'prod' | 'test', write: WriteOptions = {}) =>
  callTo(api.renotify, {
    ...write,
    body: formBody({ operation_id: String(operationId), env }),
  });

/** The vouchers report's filters (spec 02 section 7). */
export interface VoucherFilters {
  readonly page: number;
  readonly itemsPerPage: number;
  /** Client tax id, starts with. */
  readonly rut?: string;
  /** Client name, contains. */
  readonly name?: string;
  /** Bank, contains. */
  readonly bank?: string;
  readonly amount?: string;
  /** YYYY-MM-DD, inclusive. */
  readonly from?: string | null;
  readonly to?: string | null;
}

/** GET /v1/vouchers/ (the path is this team's assumption: the spec does not show it). */
export const listVouchers = (f: VoucherFilters, signal?: AbortSignal) =>
  callTo(api.vouchers, {
    alsoAbortOn: signal,
    query: {
      itemsPerPage: f.itemsPerPage,
      page: f.page,
      rut__startswith: trimmed(f.rut),
      nombre__icontains: trimmed(f.name),
      banco__icontains: trimmed(f.bank),
      monto_abono: trimmed(f.amount),
      fecha_abono__gte: f.from,
      fecha_abono__lte: f.to,
    },
  });

/** The voucher download address on the API host, opened in a new tab (no token: a link). */
export const voucherProofUrl = (voucherId: number): string => `${config.apiBaseUrl}${pathOf(api.voucherProof, { voucher_id: voucherId })}`;

/** GET /v1/services/status: the currency rates and when they were last updated. */
export const getCurrencyRates = (signal?: AbortSignal) =>
  callTo(api.servicesStatus, { alsoAbortOn: signal });
