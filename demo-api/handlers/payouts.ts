import { http, HttpResponse } from 'msw';
import { TEMPLATE_COLUMNS } from '../../rules/payrollFile/template.ts';
import { readBody, textField } from '../http/body.ts';
import { fileResponse } from '../http/files.ts';
import type { DemoLanguage } from '../http/language.ts';
import { say } from '../http/messages/index.ts';
import { paginate } from '../http/paging.ts';
import { intParam, param } from '../http/query.ts';
import { detailError, fieldError, notFound, refuse } from '../http/refusal.ts';
import { fileLink, pathId, routeWrappers } from '../http/route.ts';
import { EMAIL_ROWS_ABOVE, PAYROLL_FILE_TYPES, payrollRows, type PayrollFileType } from '../payouts/downloads.ts';
import { errorFile, originalFile, problemText, templateFile } from '../payouts/files.ts';
import { applyPayrollAction, isPayrollAction } from '../payouts/actions.ts';
import { refuseUnenrolledApprover } from '../payouts/releaseRules.ts';
import { actorOf, uploadStatus } from '../payouts/lifecycle.ts';
import { fileKindOf } from '../payouts/parse.ts';
import { detailText, invalidLinesOf, payrollJson, reportRowJson, transactionJson } from '../payouts/present.ts';
import { acceptUpload, settlePayouts } from '../payouts/processing.ts';
import { BANKING, type CountryCode } from '../payouts/reference.ts';
import { cutShort, reportDownload, reportTooLarge } from '../payouts/report.ts';
import { findVisible, selectPayrolls, selectReport, selectTransactions } from '../payouts/select.ts';
import { db, demoNow } from '../store/index.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';
import { abandonedWhileReceiving, slowAnswer } from '../http/slowUpload.ts';

/** Payouts area: payrolls, their lifecycle, transactions, uploads, downloads, the report, templates. */

/** Every answer first settles what the demo clock says is due. */
export const { signedIn, byLink } = routeWrappers(() => settlePayouts(demoNow().getTime()));
export { pathId };

/**
 * The invalid lines a status answer carries: the first ones only, however many the file has
 * (a 100,000-line bad file must not make a 40 MB answer); `errors_total` says how many there are
 * and the whole list is in the invalid-lines file.
 */
export const MAX_STATUS_ERRORS = 100;

function uploadErrors(record: PayrollRecord, language: DemoLanguage) {
  if (record.status_id !== 3) return [];
  return invalidLinesOf(record).slice(0, MAX_STATUS_ERRORS).map((line) => {
    const entry: Record<string, string | number> = { no_line: line.no_line };
    for (const column of TEMPLATE_COLUMNS) {
      const problem = line.problems[column.field];
      if (problem) entry[`error_${column.field}`] = problemText(language, problem);
    }
    return entry;
  });
}

function uploadStatusJson(record: PayrollRecord, language: DemoLanguage) {
  const errors = uploadErrors(record, language);
  const total = errors.length < MAX_STATUS_ERRORS ? errors.length : invalidLinesOf(record).length;
  return {
    data_origin: { id: record.id, status: record.status_id, detail: detailText(record, language) },
    errors,
    // Only when the list was cut short: the spec's answer stays as it is otherwise.
    ...(total > errors.length ? { errors_total: total } : {}),
  };
}

/** A file part of a multipart body, duck-typed (under jsdom the File class is another realm's). */
const asFile = (value: unknown): File | null =>
  typeof value === 'object' && value !== null && 'name' in value && 'arrayBuffer' in value ? (value as File) : null;

const MAX_UPLOAD_MB = 5;

export const payoutsHandlers = [
  http.get(
    '*/v1/payrolls/',
    signedIn(({ request, url, user, language }) => {
      const { pageItems, paginate: page } = paginate(request, url, selectPayrolls(request, url, user));
      return HttpResponse.json({ items: pageItems.map((record) => payrollJson(record, language, user)), paginate: page });
    }),
  ),

  http.get(
    '*/v1/payrolls/:id/',
    signedIn(({ request, user, language, params }) => HttpResponse.json(payrollJson(findVisible(request, user, pathId(params.id)), language, user))),
  ),

  http.get(
    '*/v1/transactions/',
    signedIn(({ request, url, user, language }) => {
      const { pageItems, paginate: page } = paginate(request, url, selectTransactions(request, url, user));
      return HttpResponse.json({ items: pageItems.map(({ record, line }) => transactionJson(record, line, language)), paginate: page });
    }),
  ),

  http.get(
    '*/v1/get_upload_payroll',
    signedIn(({ request, url, user, language }) => {
      if (param(url, 'payroll_id') === null) fieldError(request, 'payroll_id', 'fieldRequired');
      return HttpResponse.json(uploadStatusJson(findVisible(request, user, intParam(request, url, 'payroll_id')), language));
    }),
  ),

  http.post(
    '*/v1/upload_payroll',
    signedIn(async ({ request, user, language }) => {
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const file = asFile(body.file);
      const companyText = textField(body, 'company_id');
      const missing: Record<string, string[]> = {};
      if (companyText === '') missing.company_id = [say(language, 'provideCompany')];
      if (!file) missing.file = [say(language, 'noFile')];
      if (!file || Object.keys(missing).length > 0) return refuse(400, missing);

      const kind = fileKindOf(file.name);
      if (kind === null) return fieldError(request, 'file', 'fileType');
      if (file.size > MAX_UPLOAD_MB * 1024 * 1024) return fieldError(request, 'file', 'fileTooLargeMb', { max: String(MAX_UPLOAD_MB) });
      const company = /^\d+$/.test(companyText) && user.company_ids.includes(Number(companyText))
        ? db.access.companies.find((candidate) => candidate.pk === Number(companyText))
        : undefined;
      if (!company) return fieldError(request, 'company_id', 'invalidPk', { pk: companyText });

      const firstStatus = uploadStatus(actorOf(user));
      if (firstStatus === null) return detailError(request, 403, 'notPermitted');
      // Nobody reads this answer: the client has gone. Nothing is stored.
      if (await abandonedWhileReceiving(request, [file.name])) return new HttpResponse(null, { status: 499 });
      const record = await acceptUpload({
        filename: file.name,
        kind,
        bytes: new Uint8Array(await file.arrayBuffer()),
        company,
        uploadedBy: user,
        firstStatus,
        nowMs: demoNow().getTime(),
      });
      return HttpResponse.json(uploadStatusJson(record, language));
    }),
  ),

  http.get(
    '*/v1/download_report_by_payroll',
    signedIn(async ({ request, url, user, language }) => {
      if (param(url, 'uploaded_file_id') === null) fieldError(request, 'uploaded_file_id', 'fieldRequired');
      const record = findVisible(request, user, intParam(request, url, 'uploaded_file_id'));
      const type = param(url, 'type') ?? '';
      if (type !== '' && !(PAYROLL_FILE_TYPES as readonly string[]).includes(type)) fieldError(request, 'type', 'notAChoice', { value: type });
      if (record.status_id === 2) detailError(request, 400, 'downloadNotReady');
      if (type === '') {
        const { filename } = await originalFile(record);
        const extension = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? 'csv';
        // A path, never the request's Host header: a forged Host must not end up in a link.
        return HttpResponse.json({ url: fileLink(request, user, `/v1/payroll_files/${record.id}/original.${extension}`) });
      }
      const rows = payrollRows(record, type as PayrollFileType, language, param(url, 'usd') === 'true');
      if (rows.data.length > EMAIL_ROWS_ABOVE) return HttpResponse.json({ send_via_email: true });
      return HttpResponse.json({ total_rows: rows.data.length, ...rows });
    }),
  ),

  http.post(
    '*/v1/payroll/:action',
    signedIn(async ({ request, user, language, params }) => {
      const name = String(params.action);
      if (!isPayrollAction(name)) return notFound(request);
      // Issue 26: an approver whose company requires a second factor approves nothing without one.
      if (name === 'approved') refuseUnenrolledApprover(request, user);
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const idText = textField(body, 'uploaded_file_id');
      if (idText === '') fieldError(request, 'uploaded_file_id', 'fieldRequired');
      const record = findVisible(request, user, pathId(idText));
      const answer = applyPayrollAction(record, name, user, textField(body, 'detail'), demoNow().getTime(), language, textField(body, 'release_grant'));
      if (answer.ok) return HttpResponse.json({ text: answer.text });
      const refusal = answer.secondFactorRequired ? { detail: answer.detail, second_factor_required: true } : { detail: answer.detail };
      return HttpResponse.json(refusal, { status: answer.status });
    }),
  ),

  http.get(
    '*/v1/summary_sales_report/',
    signedIn(({ request, url, user, language }) => {
      const { pageItems, paginate: page } = paginate(request, url, selectReport(request, url, user));
      return HttpResponse.json({ items: pageItems.map(({ record, line }) => reportRowJson(record, line, language)), paginate: page });
    }),
  ),

  http.get(
    '*/v1/download_sales_summary',
    signedIn(async ({ request, url, user, language }) => {
      const selected = selectReport(request, url, user);
      // The app counts first and says so itself; the server holds the limit all the same.
      const refused = reportTooLarge(selected.length, language);
      if (refused) return HttpResponse.json(refused, { status: 400 });
      // A test control's hold on this answer (POST /__demo/export-control), used up here.
      const control = db.payouts.exportControl;
      db.payouts.exportControl = null;
      if (control) await slowAnswer(request, control.delayMs);
      const answer = reportDownload(selected, language);
      return HttpResponse.json(answer.send_via_email ? answer : cutShort(answer, control?.cutShortTo ?? null));
    }),
  ),

  http.get(
    '*/v1/payroll_templates/company/:file',
    byLink(async ({ request, language, params, user }) => {
      const pk = /^(\d+)\.xlsx$/i.exec(String(params.file))?.[1];
      const company = db.access.companies.find((candidate) => String(candidate.pk) === pk && user.company_ids.includes(candidate.pk));
      if (!company) return notFound(request);
      const country = db.access.countries.find((candidate) => candidate.id === company.country_id);
      return fileResponse(await templateFile((country?.code ?? 'CL') as CountryCode, language, `company_${company.pk}`));
    }),
  ),

  http.get(
    '*/v1/payroll_templates/country/:file',
    byLink(async ({ request, language, params }) => {
      const code = /^([a-z]{2})\.xlsx$/i.exec(String(params.file))?.[1]?.toUpperCase();
      if (code === undefined || !Object.hasOwn(BANKING, code)) return notFound(request);
      return fileResponse(await templateFile(code as CountryCode, language, code));
    }),
  ),

  http.get(
    '*/v1/payroll_files/:id/:file',
    byLink(async ({ request, params, user }) => {
      const record = findVisible(request, user, pathId(params.id));
      const file = await originalFile(record);
      const extension = /\.([a-z]+)$/i.exec(file.filename)?.[1]?.toLowerCase();
      if (String(params.file).toLowerCase() !== `original.${extension}`) return notFound(request);
      return fileResponse(file);
    }),
  ),

  http.get(
    '*/pay/download/:id',
    byLink(async ({ request, url, language, params, user }) => {
      const record = findVisible(request, user, pathId(params.id));
      if (param(url, 'errorFile') === 'true') return fileResponse(errorFile(record, language));
      return fileResponse(await originalFile(record));
    }),
  ),
];
