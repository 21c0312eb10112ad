import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BalanceExportSchema, BalanceSummaryPageSchema, DownloadFileSchema, PreviewFilesSchema, SettlementPageSchema } from '@app/api/schemas/balances';

/** The balances contract against good and malformed answers (what the demo answers is checked in tests/unit/demo-api). */

const paginate = { totalItems: 2, itemsPerPage: 10, num_pages: 1, page: 1 };
const entry = {
  id: 7,
  company: 1,
  company__name: 'Comercial Andes SpA',
  deposit_date: '2026-11-02',
  bank__name: 'Banco de Chile',
  bank_id: 12,
  document_id: 'DOC-1',
  account_id: '7',
  amount: '-1500.50',
  currency: 'CLP',
  balance_type: 'outbound_settlement',
  extra_data: { user: { username: 'admin' }, comments: 'x', files: [{ original_name: 'a.pdf', name: '7-a.pdf', size: 10 }] },
};

describe('SettlementPageSchema', () => {
  it('flattens merchant groups into rows carrying the group balance version, amounts as numbers', () => {
    const page = v.parse(SettlementPageSchema, {
      items: [{ company: 1, company__name: 'Comercial Andes SpA', balance_version: 4, balances: [entry, { ...entry, id: 8, amount: 20 }] }],
      paginate,
    });
    expect(page.items.map((row) => [row.id, row.amount, row.balance_version])).toEqual([
      [7, -1500.5, 4],
      [8, 20, 4],
    ]);
    expect(page.items[0]!.to).toBeNull();
  });

  it('refuses an unknown type, a malformed date, an amount that is not a number and a missing paginate', () => {
    const wrap = (line: unknown) => ({ items: [{ company: 1, company__name: 'A', balances: [line] }], paginate });
    expect(v.safeParse(SettlementPageSchema, wrap({ ...entry, balance_type: 'gift' })).success).toBe(false);
    expect(v.safeParse(SettlementPageSchema, wrap({ ...entry, deposit_date: '02/11/2026' })).success).toBe(false);
    expect(v.safeParse(SettlementPageSchema, wrap({ ...entry, amount: 'many' })).success).toBe(false);
    expect(v.safeParse(SettlementPageSchema, { items: [] }).success).toBe(false);
  });
});

describe('the other answers', () => {
  it('summaries flatten to one row per merchant and currency', () => {
    const page = v.parse(BalanceSummaryPageSchema, {
      items: [{ company: 3, company__name: 'Lima', balance_version: 9, balances: [{ currency: 'PEN', total_available: '10.00' }, { currency: 'USD', total_available: '-2.5' }] }],
      paginate,
    });
    expect(page.items).toEqual([
      { company: 3, company__name: 'Lima', currency: 'PEN', total_available: 10, balance_version: 9 },
      { company: 3, company__name: 'Lima', currency: 'USD', total_available: -2.5, balance_version: 9 },
    ]);
  });

  it('export: a url opens, a null url is unavailable, anything else is e-mailed', () => {
    expect(v.parse(BalanceExportSchema, { url: '/api/v1/x.csv' })).toEqual({ kind: 'url', url: '/api/v1/x.csv' });
    expect(v.parse(BalanceExportSchema, { url: null })).toEqual({ kind: 'unavailable' });
    expect(v.parse(BalanceExportSchema, { detail: 'Generating report.' })).toEqual({ kind: 'emailed' });
  });

  it('previews and downloads need links the browser can open', () => {
    expect(v.safeParse(PreviewFilesSchema, { preview_links: [{ name: 'a', preview_url: 'javascript:alert(1)', mime_type: 'image/png' }] }).success).toBe(false);
    expect(v.parse(DownloadFileSchema, { download_url: null })).toEqual({ download_url: null });
  });
});
