import { http, HttpResponse } from 'msw';
import { readBody, textField } from '../http/body.ts';
import { fileResponse } from '../http/files.ts';
import { say } from '../http/messages/index.ts';
import { paginate } from '../http/paging.ts';
import { param } from '../http/query.ts';
import { detailError, fieldError, notFound } from '../http/refusal.ts';
import { fileLink, pathId, routeWrappers } from '../http/route.ts';
import { exportFile, voucherPdf } from '../payments/files.ts';
import { logEntry, logOf, operationJson, transactionJson, voucherJson } from '../payments/present.ts';
import { rateMatrix } from '../payments/reference.ts';
import { exportLimit, findOperation, selectOperations, selectVouchers } from '../payments/select.ts';
import { db, demoNow } from '../store/index.ts';

/**
 * Payments area: the operations list with its export, an operation's detail and notifications
 * log, renotify, the payment vouchers report with its proofs, and the currency rates of
 * /v1/services/status.
 */

const { signedIn, byLink } = routeWrappers();

/** Reports above this many rows are e-mailed (spec 02 section 9). */
const EMAIL_ROWS_ABOVE = 10_000;
/** A second notification within this time is refused with 403. */
const RENOTIFY_WAIT_MS = 5 * 60_000;
/** What a failing merchant endpoint answers to a renotification. */
const FAILING_ENDPOINT_CODE = 503;

/** Who is told each voucher's company. */
const COMPANY_COLUMN_ROLES = ['ADMIN', 'ALPSADMIN', 'MANAGER'];

const isExport = (url: URL) => ['true', '1', 'yes'].includes((param(url, 'export') ?? '').toLowerCase());

export const paymentsHandlers = [
  http.get(
    '*/v1/payments/operation/',
    signedIn(({ request, url, user, language }) => {
      const records = selectOperations(request, url, user);
      if (!isExport(url)) {
        const { pageItems, paginate: page } = paginate(request, url, records);
        return HttpResponse.json({ items: { data: pageItems.map(operationJson) }, paginate: page });
      }
      const rows = records.slice(0, exportLimit(request, url));
      if (rows.length > EMAIL_ROWS_ABOVE) {
        return HttpResponse.json({ send_via_email: true, total_rows: rows.length, detail: say(language, 'exportEmailed') }, { status: 202 });
      }
      const name = `payments_${String(db.payments.nextExport++).padStart(5, '0')}`;
      db.payments.exports.set(name, { operationIds: rows.map((record) => record.operation_id), language, userId: user.id });
      return HttpResponse.json({ url: fileLink(request, user, `/v1/payments/exports/${name}.csv`), total_rows: rows.length }, { status: 201 });
    }),
  ),

  http.get(
    '*/v1/payments/exports/:file',
    byLink(({ request, params, user }) => {
      const name = /^(payments_\d+)\.csv$/.exec(String(params.file))?.[1];
      const saved = name === undefined ? undefined : db.payments.exports.get(name);
      // An export is its maker's: another user (even of the same companies) is told it does not exist.
      if (name === undefined || saved === undefined || saved.userId !== user.id) return notFound(request);
      const records = saved.operationIds.map((id) => db.payments.byId.get(id)).filter((record) => record !== undefined);
      return fileResponse(exportFile(records, saved.language, name));
    }),
  ),

  http.get(
    '*/v1/payments/operation/:id/',
    signedIn(({ request, user, params }) => HttpResponse.json(transactionJson(findOperation(request, user, pathId(params.id))))),
  ),

  http.post(
    '*/v1/payments/renotify_operation/',
    signedIn(async ({ request, user, language }) => {
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const idText = textField(body, 'operation_id');
      if (idText === '') fieldError(request, 'operation_id', 'fieldRequired');
      if (!/^\d+$/.test(idText)) fieldError(request, 'operation_id', 'validInteger');
      const env = textField(body, 'env');
      if (env !== '' && env !== 'prod' && env !== 'test') fieldError(request, 'env', 'notAChoice', { value: env });
      const record = findOperation(request, user, Number(idText));
      const id = record.operation_id;
      if (record.last_status !== 2 && record.last_status !== 3) return detailError(request, 400, 'renotifyStatus', { id });
      const log = logOf(record);
      const nowMs = demoNow().getTime();
      const last = log[0];
      if (last && nowMs - Date.parse(last.fec_add) < RENOTIFY_WAIT_MS) {
        return detailError(request, 403, 'renotifyTooSoon', { id, minutes: RENOTIFY_WAIT_MS / 60_000 });
      }
      const code = record.notifyFails ? FAILING_ENDPOINT_CODE : 200;
      const signature = `${id.toString(16)}${log.length.toString(16)}`.padEnd(32, '0');
      log.unshift(logEntry(record, id * 1000 + log.length, nowMs, code, 3, signature));
      if (code !== 200) return detailError(request, 502, 'renotifyFailed', { id, code });
      record.last_status = 3;
      record.updated_at = new Date(nowMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
      return HttpResponse.json({ detail: say(language, 'renotified', { id }) });
    }),
  ),

  http.get(
    '*/v1/vouchers/',
    signedIn(({ request, url, user }) => {
      const { pageItems, paginate: page } = paginate(request, url, selectVouchers(request, url, user));
      // Spec 02 section 6: only these see the company column, so only they are sent it.
      const seesCompany = COMPANY_COLUMN_ROLES.some((role) => user.profile_names.includes(role));
      const companyName = (id: number) => (seesCompany ? (db.access.companies.find((company) => company.pk === id)?.name ?? '') : null);
      // Each proof as a signed link: the report opens it in a new tab, which carries no token.
      const withProof = (record: (typeof pageItems)[number]) => {
        const json = voucherJson(record, companyName(record.company_id));
        if (record.voucher_id === null) return json;
        return { ...json, voucher: { ...json.voucher, url: fileLink(request, user, `/v1/pdf_refunds/voucher/${record.voucher_id}`) } };
      };
      return HttpResponse.json({ items: pageItems.map(withProof), paginate: page });
    }),
  ),

  http.get(
    '*/v1/pdf_refunds/voucher/:id',
    byLink(async ({ request, params, language, user }) => {
      const id = pathId(params.id);
      const record = db.payments.vouchers.find((voucher) => voucher.voucher_id !== null && voucher.voucher_id === id && user.company_ids.includes(voucher.company_id));
      if (!record) return notFound(request);
      const company = db.access.companies.find((candidate) => candidate.pk === record.company_id)?.name ?? '';
      return fileResponse(await voucherPdf(record, company, language));
    }),
  ),

  http.get(
    '*/v1/services/status',
    signedIn(() => HttpResponse.json({ currency_rates: { last_update: db.payments.ratesUpdatedAt, rates: rateMatrix() } })),
  ),
];
