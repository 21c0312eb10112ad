import * as v from 'valibot';
import { BALANCE_TYPES } from '../../../machines/balances/balanceRules';
import { PaginateSchema } from './paginated';

export { PaymentsExportSchema as BalanceExportSchema } from './payments';

/** A decimal as Django sends it (text with 2 places) or a plain number; always a finite number here. */
const Decimal = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.number(), v.finite());
const Text = v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((value) => value ?? ''));
const Link = v.pipe(v.string(), v.regex(/^(\/(?!\/)|https?:\/\/)/i));
// A picklist rather than a custom check, so that docs/api/openapi.yaml lists the types.
const TypeSchema = v.picklist(BALANCE_TYPES);

const BalanceFileSchema = v.object({
  original_name: v.string(),
  /** The storage key: what download-file and files_to_change name. */
  name: v.string(),
  size: v.number(),
});

/** One side of a balance top up. */
const BalanceSideSchema = v.object({
  balance_id: v.number(),
  merchant: v.number(),
  merchant__name: v.string(),
  amount: Decimal,
  currency: v.string(),
  bank: v.number(),
  bank__name: Text,
  account: Text,
  document_id: Text,
});

/** A settlements row (spec 02 section 3, balance entry). */
const BalanceEntrySchema = v.object({
  id: v.number(),
  company: v.number(),
  company__name: v.string(),
  deposit_date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  bank__name: Text,
  bank_id: v.number(),
  document_id: Text,
  account_id: Text,
  amount: Decimal,
  currency: v.string(),
  balance_type: TypeSchema,
  balance_version: v.optional(v.nullable(v.number()), null),
  extra_data: v.optional(
    v.object({
      user: v.optional(v.nullable(v.object({ username: v.string() })), null),
      comments: Text,
      files: v.optional(v.array(BalanceFileSchema), []),
    }),
    { user: null, comments: '', files: [] },
  ),
  from: v.optional(v.nullable(BalanceSideSchema), null),
  to: v.optional(v.nullable(BalanceSideSchema), null),
});
export type BalanceEntry = v.InferOutput<typeof BalanceEntrySchema>;

/** A total per merchant and currency (the balance screen). */
const BalanceSummarySchema = v.object({
  currency: v.string(),
  total_available: Decimal,
  balance_version: v.optional(v.nullable(v.number()), null),
});

const group = <T extends v.GenericSchema>(line: T) =>
  v.object({ company: v.number(), company__name: v.string(), balance_version: v.optional(v.nullable(v.number()), null), balances: v.array(line) });

/**
 * GET /v1/company_balance_list/get_available: items grouped by merchant, flattened here into one
 * row per balance line carrying the merchant and its balance version (spec 02 section 3).
 */
export const SettlementPageSchema = v.pipe(
  v.object({ items: v.array(group(BalanceEntrySchema)), paginate: PaginateSchema }),
  v.transform(({ items, paginate }) => ({
    items: items.flatMap((item) => item.balances.map((line) => ({ ...line, balance_version: line.balance_version ?? item.balance_version }))),
    paginate,
  })),
);

export interface BalanceSummaryRow {
  readonly company: number;
  readonly company__name: string;
  readonly currency: string;
  readonly total_available: number;
  readonly balance_version: number | null;
}

export const BalanceSummaryPageSchema = v.pipe(
  v.object({ items: v.array(group(BalanceSummarySchema)), paginate: PaginateSchema }),
  v.transform(({ items, paginate }) => ({
    items: items.flatMap((item) =>
      item.balances.map(
        (line): BalanceSummaryRow => ({
          company: item.company,
          company__name: item.company__name,
          currency: line.currency,
          total_available: line.total_available,
          balance_version: line.balance_version ?? item.balance_version,
        }),
      ),
    ),
    paginate,
  })),
);

/** A merchant's balance settings: its country's currencies, its bank (null: management disabled), the banks to choose. */
const BalanceMerchantSchema = v.object({
  company: v.number(),
  company__name: v.string(),
  country_id: v.number(),
  currencies_available: v.array(v.string()),
  bank_id: v.nullable(v.number()),
  banks: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type BalanceMerchant = v.InferOutput<typeof BalanceMerchantSchema>;
export const BalanceMerchantsSchema = v.array(BalanceMerchantSchema);

/** Add, edit and delete answer a sentence. */
export const BalanceWriteAnswerSchema = v.object({ detail: v.pipe(v.string(), v.trim(), v.minLength(1)) });

/** GET /v1/company_balance_list/{id}/preview-files/ */
export const PreviewFilesSchema = v.object({
  preview_links: v.array(v.object({ name: v.string(), preview_url: Link, mime_type: v.string() })),
});

/** POST /v1/company_balance_list/{id}/download-file/: a null url is 'Service temporarily unavailable'. */
export const DownloadFileSchema = v.object({ download_url: v.nullable(Link) });
