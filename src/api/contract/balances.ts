import * as v from 'valibot';
import { BALANCE_TYPES } from '@machines/balances/balanceRules';
import {
  BalanceExportSchema,
  BalanceMerchantsSchema,
  BalanceSummaryPageSchema,
  BalanceWriteAnswerSchema,
  DownloadFileSchema,
  PreviewFilesSchema,
  SettlementPageSchema,
} from '../schemas/balances';
import { assumption, endpoint, spec, wire } from './endpoint';

const BASE = '/v1/company_balance_list';
/** The entry's type travels as `balance_type`, which the spec does not name. */
const BALANCES = assumption('balances');
const fields = { balance_type: BALANCES };

/** The filters of both balance screens (spec 02 section 7). */
const filters = {
  currency: v.optional(wire.text),
  company_id__in: v.optional(wire.ids),
  document_id: v.optional(wire.text),
  account_id: v.optional(wire.text),
  amount: v.optional(wire.text),
  deposit_date__gte: v.optional(wire.date),
  deposit_date__lte: v.optional(wire.date),
};

/** Settlements (balance_detail true) and the balance screen (false) are one call. */
export const available = endpoint({
  method: 'GET',
  path: `${BASE}/get_available`,
  summary: 'The settlements list (balance_detail=true) or the balance per merchant and currency (false)',
  source: spec('02', 7),
  query: v.object({ itemsPerPage: wire.int, page: wire.int, balance_detail: wire.bool, show_summary: v.literal('true'), ...filters }),
  answer: v.union([SettlementPageSchema, BalanceSummaryPageSchema]),
  fields,
});

export const balanceExport = endpoint({
  method: 'GET',
  path: `${BASE}/`,
  summary: 'The balance or settlements export (201 with a url opens it; null url: unavailable; other success: e-mailed)',
  source: spec('02', 7),
  query: v.object({ ...filters, download_balance: v.picklist(['summaries', 'balance_detail']) }),
  answer: BalanceExportSchema,
  success: [200, 201, 202],
});

export const balanceMerchants = endpoint({
  method: 'GET',
  path: `${BASE}/merchants/`,
  summary: "The merchants' balance settings (bank, currencies)",
  source: BALANCES,
  answer: BalanceMerchantsSchema,
});

const entry = {
  company: wire.int,
  currency: wire.text,
  document_id: wire.text,
  account_id: wire.text,
  bank: wire.text,
  comments: v.optional(wire.text),
  deposit_date: v.optional(wire.date),
  amount: v.optional(wire.signedAmount),
  company_to: v.optional(wire.int),
  currency_to: v.optional(wire.text),
  amount_to: v.optional(wire.signedAmount),
  document_id_to: v.optional(wire.text),
  account_id_to: v.optional(wire.text),
  bank_to: v.optional(wire.text),
  files: v.optional(wire.files),
};

export const addBalance = endpoint({
  method: 'POST',
  path: `${BASE}/`,
  summary: 'Add a balance entry (multipart, with its attachments)',
  source: spec('02', 7),
  body: { type: 'multipart', schema: v.object({ ...entry, balance_type: v.picklist(BALANCE_TYPES) }) },
  answer: BalanceWriteAnswerSchema,
  success: [200, 201],
  fields,
});

export const editBalance = endpoint({
  method: 'PUT',
  path: `${BASE}/`,
  summary: 'Edit a balance entry: identifying fields, changed values, new files, files_to_change',
  source: spec('02', 7),
  body: { type: 'multipart', schema: v.object({ ...entry, id: wire.int, id_to: v.optional(wire.int), files_to_change: v.optional(wire.text) }) },
  answer: BalanceWriteAnswerSchema,
});

export const deleteBalance = endpoint({
  method: 'DELETE',
  path: `${BASE}/`,
  summary: 'Delete a balance entry (and its pair, for a top up)',
  source: spec('02', 7),
  body: { type: 'json', schema: v.object({ company: v.number(), id: v.number(), id_to: v.optional(v.number()) }) },
  answer: BalanceWriteAnswerSchema,
});

export const previewFiles = endpoint({
  method: 'GET',
  path: `${BASE}/{id}/preview-files/`,
  summary: "An entry's attachments, with preview links",
  source: spec('02', 7),
  answer: PreviewFilesSchema,
});

export const downloadFiles = endpoint({
  method: 'POST',
  path: `${BASE}/{id}/download-file/`,
  summary: 'One attachment, or an archive of several',
  source: spec('02', 7),
  body: { type: 'json', schema: v.object({ file_names: v.array(wire.text) }) },
  answer: DownloadFileSchema,
});
