import * as v from 'valibot';
import { decodeJson, readShopper } from '../../../machines/payments/shopper';
import { PaginateSchema } from './paginated';

export { PAY_IN_CHANNELS } from '../../../machines/payments/payInChannels';
export { readShopper } from '../../../machines/payments/shopper';

/**
 * The payments area's answers (spec 02 sections 3, 4 and 7; spec 01 section 7 for
 * /v1/services/status). Types are strict where the screens compute with a value (ids,
 * amounts, statuses); the provider's loosely typed parts (shopper_information, notification
 * request and response bodies) are read defensively, so one odd row never breaks a page.
 * Where the spec is silent, the shapes are this team's assumption (docs/decisions.md,
 * "Payments contract and demo API").
 */

/** Payment statuses (spec 02 section 4); names live in the locales. */
export const PAYMENT_STATUSES = [1, 2, 3, 4, 5, 6] as const;
/** Statuses whose notification may be sent again. */
const RENOTIFIABLE_STATUSES: readonly number[] = [2, 3];
export const canRenotify = (status: number): boolean => RENOTIFIABLE_STATUSES.includes(status);

/** The converter's currencies, in the spec's order (spec 02 section 9). */
export const PAYMENT_CURRENCIES = ['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN'] as const;

/** Rows an export asks for at most (`limit`). */
export const PAYMENTS_EXPORT_LIMIT = 20000;

/** Amounts may arrive as numbers or decimal strings (Django's DecimalField); both become numbers. */
const Amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.decimal())]),
  v.transform((value) => Number(value)),
);
const MaybeAmount = v.optional(v.nullable(Amount), null);
const Text = v.optional(v.nullable(v.string()), null);
/** Codes the provider sends as text or number (authorization numbers, rejection codes). */
const Code = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), null),
  v.transform((value) => (value === null || value === '' ? null : String(value))),
);
/** An id that may arrive as a number or a numeric string. */
const Id = v.pipe(
  v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform((value) => Number(value)),
);

/**
 * A file the page opens: a path on the API's host or an http(s) address, never a
 * `javascript:`, `data:` or scheme-less `//host` link.
 */
const FileLink = v.pipe(v.string(), v.regex(/^(\/(?!\/)|https?:\/\/)/i));

/** valibot's object() also takes a list; a list where an object belongs is refused. */
const NotAList = v.custom<unknown>((value) => !Array.isArray(value), 'an object, not a list');

/** operation_commission (spec 02 section 3): every value may be absent ('Pending'). Ratios are fractions (0.029 = 2.90 %). */
const OperationCommissionSchema = v.pipe(
  NotAList,
  v.object({
    fee: MaybeAmount,
    fee_usd: MaybeAmount,
    tax: MaybeAmount,
    tax_usd: MaybeAmount,
    net_amount: MaybeAmount,
    net_amount_usd: MaybeAmount,
    merchant_fee: MaybeAmount,
    operation_tax: MaybeAmount,
    markup: MaybeAmount,
    settlement_date: Text,
  }),
);
export type OperationCommission = v.InferOutput<typeof OperationCommissionSchema>;

const ExtraDataSchema = v.pipe(
  NotAList,
  v.object({
    card_number: Code,
    auth_number: Code,
    card_brand: Text,
    rejection_message: Text,
    rejection_code: Code,
  }),
);

const TbkTransactionSchema = v.pipe(
  NotAList,
  v.object({
    vads_card_number: Code,
    vads_auth_number: Code,
    vads_card_brand: Text,
  }),
);

interface CardData {
  readonly number: string | null;
  readonly authorization: string | null;
  readonly brand: string | null;
  /** Which record it came from: the extra data, or the alternative card transaction record. */
  readonly source: 'extra_data' | 'tbk_transaction';
}

const OperationEntries = {
  operation_id: Id,
  /** The merchant's reference. */
  merchant_trans_id: Text,
  /** Pay-in channel id, 1 to 26 (PAY_IN_CHANNELS). */
  channel: Id,
  currency: v.string(),
  amount: Amount,
  last_status: v.pipe(v.number(), v.integer()),
  fec_creacion: v.string(),
  updated_at: Text,
  shopper_information: v.optional(v.unknown()),
  merchant: v.optional(v.nullable(v.object({ id: v.optional(v.nullable(Id), null), bussines_name: Text })), null),
  extra_data: v.optional(v.nullable(ExtraDataSchema), null),
  tbk_transaction: v.optional(v.nullable(TbkTransactionSchema), null),
  operation_commission: v.optional(v.nullable(OperationCommissionSchema), null),
};

type RawOperation = v.InferOutput<v.ObjectSchema<typeof OperationEntries, undefined>>;

/** Card data from the extra data when it has a number, otherwise from tbk_transaction. */
function cardOf(extra: RawOperation['extra_data'], tbk: RawOperation['tbk_transaction']): CardData | null {
  if (extra && (extra.card_number || extra.auth_number || extra.card_brand)) {
    return { number: extra.card_number, authorization: extra.auth_number, brand: extra.card_brand, source: 'extra_data' };
  }
  if (tbk && (tbk.vads_card_number || tbk.vads_auth_number || tbk.vads_card_brand)) {
    return { number: tbk.vads_card_number, authorization: tbk.vads_auth_number, brand: tbk.vads_card_brand, source: 'tbk_transaction' };
  }
  return null;
}

/** The one shape the app reads: shopper parsed, card data from either source, rejection apart. */
function toOperation({ shopper_information, merchant, extra_data, tbk_transaction, operation_commission, ...rest }: RawOperation) {
  return {
    ...rest,
    merchant_id: merchant?.id ?? null,
    merchant_name: merchant?.bussines_name ?? null,
    shopper: readShopper(shopper_information),
    card: cardOf(extra_data, tbk_transaction),
    rejection:
      extra_data && (extra_data.rejection_message || extra_data.rejection_code)
        ? { message: extra_data.rejection_message, code: extra_data.rejection_code }
        : null,
    commission: operation_commission,
  };
}

/** A row of GET /v1/payments/operation/: everything the table and its details popup show. */
export const PaymentOperationSchema = v.pipe(v.object(OperationEntries), v.transform(toOperation));
export type PaymentOperation = v.InferOutput<typeof PaymentOperationSchema>;

/** The list answer: `items.data` and `paginate` (spec 02 section 7). */
export const PaymentOperationPageSchema = v.object({
  items: v.object({ data: v.array(PaymentOperationSchema) }),
  paginate: PaginateSchema,
});

/**
 * One notification sent to the merchant: when, the request and the response (JSON, or JSON
 * encoded as a string), and the response's HTTP status code.
 */
const NotificationLogEntrySchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(Id), null),
    fec_add: v.string(),
    request: v.optional(v.unknown(), null),
    response: v.optional(v.unknown(), null),
  }),
  v.transform(({ id, fec_add, request, response }) => {
    const decodedResponse = decodeJson(response ?? null);
    const code =
      typeof decodedResponse === 'object' && decodedResponse !== null && 'http_status_code' in decodedResponse
        ? Number((decodedResponse as { http_status_code: unknown }).http_status_code)
        : NaN;
    return {
      id,
      fec_add,
      http_status_code: Number.isInteger(code) ? code : null,
      request: decodeJson(request ?? null),
      response: decodedResponse,
    };
  }),
);

/** GET /v1/payments/operation/{operation_id}/: the row plus its notifications log (newest first). */
export const PaymentTransactionSchema = v.pipe(
  v.object({ ...OperationEntries, log_transactions: v.optional(v.array(NotificationLogEntrySchema), []) }),
  v.transform(({ log_transactions, ...rest }) => ({ ...toOperation(rest), log_transactions })),
);
export type PaymentTransaction = v.InferOutput<typeof PaymentTransactionSchema>;

/**
 * The export's body (the list call with export and limit). Read with the status by
 * `exportPayments`: on a 201 a `url` is the report to open and a null `url` 'Service
 * temporarily unavailable'; an object without `url`, or any other success, is e-mailed.
 */
export const PaymentsExportSchema = v.pipe(
  NotAList,
  v.looseObject({ url: v.optional(v.nullable(FileLink)) }),
  v.transform(({ url }) =>
    url === undefined ? ({ kind: 'emailed' } as const) : url === null ? ({ kind: 'unavailable' } as const) : ({ kind: 'url', url } as const),
  ),
);
export type PaymentsExport = v.InferOutput<typeof PaymentsExportSchema>;

/**
 * POST /v1/payments/renotify_operation/ on 200: its detail is shown as a success. A 200
 * without a detail still means the notification went out, so it is not a failure: the app
 * shows a text of its own (detail null).
 */
export const RenotifyAnswerSchema = v.pipe(
  NotAList,
  v.looseObject({ detail: v.optional(v.nullable(v.string()), null) }),
  v.transform(({ detail }) => ({ detail: detail?.trim() ? detail.trim() : null })),
);

/** A row of the payment vouchers report (spec 02 section 3). */
const VoucherRowSchema = v.pipe(
  v.object({
    id: Id,
    rut: Text,
    nombre: Text,
    banco: Text,
    monto: MaybeAmount,
    monto_abono: MaybeAmount,
    estado_pago: Text,
    estado_abono: Text,
    fecha_de_pago: Text,
    fecha_abono: Text,
    forma_de_pago: Text,
    forma_abono: Text,
    voucher: v.optional(
      v.nullable(v.object({ id: v.optional(v.nullable(Id), null), has_voucher: v.boolean(), url: v.optional(v.nullable(Text), null) })),
      null,
    ),
    transaction: v.optional(v.nullable(v.object({ currency_code: Text })), null),
    payroll: v.optional(v.nullable(v.object({ company_name: Text })), null),
    company: v.optional(v.nullable(v.object({ name: Text })), null),
  }),
  v.transform(({ voucher, transaction, payroll, company, ...rest }) => ({
    ...rest,
    /** The voucher to download, when there is one (its id goes into the proof address). */
    voucher_id: voucher?.has_voucher ? (voucher.id ?? rest.id) : null,
    /** A link the API signed for this session (this team's assumption); else the proof's plain address. */
    voucher_url: voucher?.has_voucher ? (voucher.url ?? null) : null,
    currency_code: transaction?.currency_code ?? null,
    company_name: company?.name ?? payroll?.company_name ?? null,
  })),
);
export type VoucherRow = v.InferOutput<typeof VoucherRowSchema>;

export const VoucherPageSchema = v.object({ items: v.array(VoucherRowSchema), paginate: PaginateSchema });

const Rate = v.pipe(Amount, v.check((rate) => Number.isFinite(rate) && rate > 0, 'a rate is a positive number'));

/**
 * GET /v1/services/status: `currency_rates` is a map by currency to its rates (how many of
 * each other currency one unit buys) plus `last_update`.
 */
export const ServicesStatusSchema = v.pipe(
  v.object({
    currency_rates: v.object({
      last_update: v.string(),
      rates: v.record(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), v.record(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), Rate)),
    }),
  }),
  v.transform(({ currency_rates }) => ({ lastUpdate: currency_rates.last_update, rates: currency_rates.rates })),
);
export type CurrencyRates = v.InferOutput<typeof ServicesStatusSchema>;
