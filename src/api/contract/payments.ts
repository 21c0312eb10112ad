import * as v from 'valibot';
import { PaymentOperationPageSchema, PaymentsExportSchema, PaymentTransactionSchema, RenotifyAnswerSchema, ServicesStatusSchema, VoucherPageSchema } from '../schemas/payments';
import { assumption, endpoint, spec, wire } from './endpoint';

/** The payments list's filters (spec 02 section 7), shared by the list and its export. */
const paymentFilters = {
  operation_id: v.optional(wire.ids),
  channel: v.optional(v.pipe(v.string(), v.regex(/^\d+(-\d+)*$/))),
  last_status: v.optional(wire.ids),
  currency: v.optional(wire.text),
  reference: v.optional(wire.text),
  shopper_first_name: v.optional(wire.text),
  shopper_last_name: v.optional(wire.text),
  'vat-id': v.optional(wire.text),
  amount: v.optional(wire.amount),
  'start-date': v.optional(wire.date),
  'end-date': v.optional(wire.date),
  company_id__in: v.optional(wire.ids),
};

/**
 * The list and the export are one call (`export` and `limit` make it the export): one
 * operation whose answer is either shape.
 */
export const paymentOperations = endpoint({
  method: 'GET',
  path: '/v1/payments/operation/',
  summary: 'The payments list, or with export=true its export (201 with a url opens it; other success: e-mailed)',
  source: spec('02', 7),
  query: v.object({
    page: v.optional(wire.int),
    itemsPerPage: v.optional(wire.int),
    ordering: v.optional(wire.text),
    export: v.optional(v.literal('true')),
    limit: v.optional(wire.int),
    ...paymentFilters,
  }),
  answer: v.union([PaymentOperationPageSchema, PaymentsExportSchema]),
  success: [200, 201, 202],
  fields: { ordering: assumption('payments-list-a-virtualised-table') },
});

export const paymentOperation = endpoint({
  method: 'GET',
  path: '/v1/payments/operation/{operation_id}/',
  summary: 'One payment with its notifications log',
  source: spec('02', 7),
  answer: PaymentTransactionSchema,
});

export const renotify = endpoint({
  method: 'POST',
  path: '/v1/payments/renotify_operation/',
  summary: "Send a payment's notification again",
  source: spec('02', 7),
  body: { type: 'form', schema: v.object({ operation_id: wire.int, env: v.optional(v.picklist(['prod', 'test'])) }) },
  answer: RenotifyAnswerSchema,
});

export const vouchers = endpoint({
  method: 'GET',
  path: '/v1/vouchers/',
  summary: 'The payment vouchers report (the spec gives its filters, not its method and path)',
  source: assumption('payment-vouchers-and-currency-converter'),
  query: v.object({
    itemsPerPage: wire.int,
    page: wire.int,
    rut__startswith: v.optional(wire.text),
    nombre__icontains: v.optional(wire.text),
    banco__icontains: v.optional(wire.text),
    monto_abono: v.optional(wire.amount),
    fecha_abono__gte: v.optional(wire.date),
    fecha_abono__lte: v.optional(wire.date),
  }),
  answer: VoucherPageSchema,
});

/** Opened in a new tab as a link (no token, no language): the app never reads the answer. */
export const voucherProof = endpoint({
  method: 'GET',
  path: '/v1/pdf_refunds/voucher/{voucher_id}',
  summary: "A payment voucher's proof (PDF), opened as a link on the API host when the row has no url of its own",
  source: assumption('payment-vouchers-and-currency-converter'),
  answer: v.pipe(v.string(), v.metadata({ contentMediaType: 'application/pdf' })),
  answerType: 'application/pdf',
});

export const servicesStatus = endpoint({
  method: 'GET',
  path: '/v1/services/status',
  summary: 'The currency rates and when they were last updated',
  source: spec('01', 7),
  answer: ServicesStatusSchema,
});
