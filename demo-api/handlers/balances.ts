import { http, HttpResponse } from 'msw';
import { companyName, bankName, decimal, entryJson, findEntry, groupByCompany, summaries, versionOf } from '../balances/present.ts';
import { storedZip } from '../balances/fileBytes.ts';
import { companiesOf, selectEntries } from '../balances/select.ts';
import { addEntry, deleteEntry, editEntry } from '../balances/write.ts';
import { readBody, type BodyFields } from '../http/body.ts';
import { fileResponse, toCsv } from '../http/files.ts';
import type { DemoLanguage } from '../http/language.ts';
import { say, sayFor, type MessageKey } from '../http/messages/index.ts';
import { paginate } from '../http/paging.ts';
import { param } from '../http/query.ts';
import { notFound } from '../http/refusal.ts';
import { fileLink, pathId, routeWrappers } from '../http/route.ts';
import { abandonedWhileReceiving, fileNames } from '../http/slowUpload.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import { BANKS, type BalanceRecord } from '../store/seed/balances.ts';
import { shownAmount } from '../../machines/balances/balanceRules.ts';

/**
 * Company balances (spec 02 section 7, company_balance_list): the list of entries or of totals,
 * its export, add, edit, delete, attachment previews and downloads, and the merchants' banks.
 */

const { signedIn, byLink } = routeWrappers();

const BASE = '/v1/company_balance_list';
/** Reports above this many rows are e-mailed (spec 02 section 9). */
const EMAIL_ROWS_ABOVE = 10_000;

const isTrue = (url: URL, name: string, fallback: boolean) => {
  const value = param(url, name);
  return value === null ? fallback : value.toLowerCase() === 'true';
};

const visibleEntry = (user: DemoUser, id: number | null): BalanceRecord | undefined => {
  const record = findEntry(id);
  return record && user.company_ids.includes(record.company) ? record : undefined;
};

const fileUrl = (request: Request, user: DemoUser, record: BalanceRecord, name: string, download: boolean) =>
  fileLink(request, user, `${BASE}/${record.id}/files/${encodeURIComponent(name)}${download ? '?download=1' : ''}`);

function summaryRows(request: Request, url: URL, user: DemoUser) {
  return summaries(companiesOf(request, url, user), param(url, 'currency'));
}

function exportRows(request: Request, url: URL, user: DemoUser, language: DemoLanguage, kind: string): string[][] {
  const column = (key: MessageKey) => say(language, key);
  if (kind === 'summaries') {
    return [
      [column('colMerchant'), column('colCurrency'), column('colAvailable'), column('colVersion')],
      ...summaryRows(request, url, user).map((row) => [companyName(row.company), row.currency, decimal(row.total), String(versionOf(row.company))]),
    ];
  }
  return [
    [column('colMerchant'), column('colDate'), column('colType'), column('colBank'), column('colDocument'), column('colBill'), column('colAmount'), column('colCurrency')],
    ...selectEntries(request, url, user).map((entry) => [
      companyName(entry.company),
      entry.deposit_date,
      say(language, `type_${entry.balance_type}`),
      bankName(entry.bank_id),
      entry.document_id,
      entry.account_id,
      decimal(shownAmount(entry.balance_type, entry.amount)),
      entry.currency,
    ]),
  ];
}

function fileNamesOf(body: BodyFields): string[] {
  const raw = body.file_names ?? body.file_name;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list.filter((name): name is string => typeof name === 'string').map((name) => name.trim()).filter((name) => name !== '');
}

export const balancesHandlers = [
  http.get(
    `*${BASE}/get_available`,
    signedIn(({ request, url, user }) => {
      if (isTrue(url, 'balance_detail', true)) {
        const { pageItems, paginate: page } = paginate(request, url, selectEntries(request, url, user));
        return HttpResponse.json({ items: groupByCompany(pageItems, entryJson), paginate: page });
      }
      const { pageItems, paginate: page } = paginate(request, url, summaryRows(request, url, user));
      const line = (row: (typeof pageItems)[number]) => ({ currency: row.currency, total_available: decimal(row.total), balance_version: versionOf(row.company) });
      return HttpResponse.json({ items: groupByCompany(pageItems, line), paginate: page });
    }),
  ),

  http.get(
    `*${BASE}/merchants`,
    signedIn(({ user }) =>
      HttpResponse.json(
        user.company_ids.map((id) => {
          const company = db.access.companies.find((candidate) => candidate.pk === id)!;
          const country = db.access.countries.find((candidate) => candidate.id === company.country_id);
          return {
            company: id,
            company__name: company.name,
            country_id: company.country_id,
            currencies_available: country?.currencies_available ?? [],
            bank_id: db.balances.companyBanks.get(id) ?? null,
            banks: BANKS.filter((bank) => bank.country_id === company.country_id).map((bank) => ({ id: bank.id, name: bank.name })),
          };
        }),
      ),
    ),
  ),

  http.get(
    `*${BASE}/exports/:file`,
    byLink(({ request, params, user }) => {
      const name = /^(balances_\d+)\.csv$/.exec(String(params.file))?.[1];
      const saved = name === undefined ? undefined : db.balances.exports.get(name);
      // An export is its maker's: another user is told it does not exist.
      if (name === undefined || saved === undefined || saved.userId !== user.id) return notFound(request);
      return fileResponse({ bytes: toCsv(saved.rows), contentType: 'text/csv; charset=utf-8', filename: `${name}.csv` });
    }),
  ),

  http.get(
    `*${BASE}/`,
    signedIn(({ request, url, user, language }) => {
      const kind = param(url, 'download_balance');
      if (kind !== 'summaries' && kind !== 'balance_detail') {
        return HttpResponse.json({ download_balance: [sayFor(request, 'notAChoice', { value: kind ?? '' })] }, { status: 400 });
      }
      const rows = exportRows(request, url, user, language, kind);
      if (rows.length - 1 > EMAIL_ROWS_ABOVE) return HttpResponse.json({ detail: sayFor(request, 'exportEmailed') }, { status: 200 });
      const name = `balances_${String(db.balances.nextExport++).padStart(5, '0')}`;
      db.balances.exports.set(name, { rows, userId: user.id });
      return HttpResponse.json({ url: fileLink(request, user, `${BASE}/exports/${name}.csv`) }, { status: 201 });
    }),
  ),

  http.post(
    `*${BASE}/`,
    signedIn(async ({ request, user }) => {
      const body = await readBody(request);
      if (body instanceof Response) return body;
      // A client that gave up while a slow- attachment was on its way leaves nothing behind.
      if (await abandonedWhileReceiving(request, fileNames(body.files))) return new HttpResponse(null, { status: 499 });
      const record = await addEntry(request, user, body);
      return HttpResponse.json({ detail: sayFor(request, 'added'), id: record.id }, { status: 201 });
    }),
  ),

  http.put(
    `*${BASE}/`,
    signedIn(async ({ request, user }) => {
      const body = await readBody(request);
      if (body instanceof Response) return body;
      // A client that gave up while a slow- attachment was on its way leaves nothing behind.
      if (await abandonedWhileReceiving(request, fileNames(body.files))) return new HttpResponse(null, { status: 499 });
      await editEntry(request, user, body);
      return HttpResponse.json({ detail: sayFor(request, 'updated') });
    }),
  ),

  http.delete(
    `*${BASE}/`,
    signedIn(async ({ request, user }) => {
      const body = await readBody(request);
      if (body instanceof Response) return body;
      deleteEntry(request, user, body);
      return HttpResponse.json({ detail: sayFor(request, 'deleted') });
    }),
  ),

  http.get(
    `*${BASE}/:id/preview-files`,
    signedIn(({ request, user, params }) => {
      const record = visibleEntry(user, pathId(params.id));
      if (!record) return notFound(request);
      return HttpResponse.json({
        preview_links: record.files.map((file) => ({ name: file.name, preview_url: fileUrl(request, user, record, file.name, false), mime_type: file.mime_type })),
      });
    }),
  ),

  http.post(
    `*${BASE}/:id/download-file`,
    signedIn(async ({ request, user, params }) => {
      const record = visibleEntry(user, pathId(params.id));
      if (!record) return notFound(request);
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const names = fileNamesOf(body);
      const unknown = names.find((name) => !record.files.some((file) => file.name === name));
      if (names.length === 0) return HttpResponse.json({ file_names: [sayFor(request, 'fieldRequired')] }, { status: 400 });
      if (unknown !== undefined) return HttpResponse.json({ file_names: [sayFor(request, 'unknownFile', { name: unknown })] }, { status: 400 });
      if (names.length === 1) return HttpResponse.json({ download_url: fileUrl(request, user, record, names[0]!, true) });
      const query = new URLSearchParams({ names: names.join(',') });
      return HttpResponse.json({ download_url: fileLink(request, user, `${BASE}/${record.id}/archive/?${query}`) });
    }),
  ),

  http.get(
    `*${BASE}/:id/files/:name`,
    byLink(({ request, url, params, user }) => {
      const record = visibleEntry(user, pathId(params.id));
      const file = record?.files.find((candidate) => candidate.name === params.name);
      if (!file) return notFound(request);
      if (url.searchParams.get('download') === '1') return fileResponse({ bytes: file.bytes, contentType: file.mime_type, filename: file.original_name });
      return new Response(file.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: { 'Content-Type': file.mime_type, 'Content-Disposition': 'inline' } });
    }),
  ),

  http.get(
    `*${BASE}/:id/archive`,
    byLink(({ request, url, params, user }) => {
      const record = visibleEntry(user, pathId(params.id));
      const names = (url.searchParams.get('names') ?? '').split(',');
      const files = names.map((name) => record?.files.find((file) => file.name === name));
      if (!record || files.some((file) => file === undefined)) return notFound(request);
      const bytes = storedZip(files.map((file) => ({ name: file!.original_name, bytes: file!.bytes })));
      return fileResponse({ bytes, contentType: 'application/zip', filename: `balance_${record.id}_files.zip` });
    }),
  ),
];
