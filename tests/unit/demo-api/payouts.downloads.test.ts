import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { downloadPayrollFile, downloadReport, getPayroll, listPayoutTransactions, listReport, PAYROLL_FILES } from '@app/api/calls/payouts';
import { ReportPageSchema, UploadStatusSchema, type Download } from '@app/api/schemas/payouts';
import { EMAIL_ROWS_ABOVE } from '@demo-api/payouts/downloads';
import { PROCESSING_MS } from '@demo-api/payouts/processing';
import { REPORT_EMAIL_ABOVE, reportTooLarge } from '@demo-api/payouts/report';
import { templateHeader } from '@demo-api/payouts/template';
import { db } from '@demo-api/store';
import { MASS_LINES, type PayrollRecord } from '@demo-api/store/seed/payouts';
import { signedLink, unsigned } from '../../support/signedLink';
import { advanceClock, conforms, csvPart, getJson, NOW, ORIGIN, resetAt, signInAs, tokenFor, upload } from './payoutsSupport';

/** Payroll files (links and rows), the invalid-lines file, and the transactions report. */

type Rows = Extract<Download, { header: string[] }>;
const rowsOf = (download: Download): Rows => {
  if (!('header' in download)) throw new Error(`expected rows, got ${JSON.stringify(download)}`);
  return download;
};
const csvRows = (text: string) => Papa.parse<string[]>(text.trim(), { delimiter: ';' }).data;

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? ''))));
  return rows;
}

const DAY = 24 * 60 * 60 * 1000;
const reportDay = (offsetDays: number) => new Date(NOW.getTime() + offsetDays * DAY).toISOString().slice(0, 10).replace(/-/g, '/');

const seeded = (match: (record: PayrollRecord) => boolean) => db.payouts.payrolls.find((record) => record.company_id === 1 && match(record))!;

beforeEach(() => resetAt());

describe('GET /v1/download_report_by_payroll', () => {
  it('answers every file option of a paid payroll in the contract’s shapes', async () => {
    await signInAs('carga');
    const record = seeded((r) => r.status_id === 7 && r.origin.kind === 'seed' && r.origin.bankShare > 0 && r.origin.lineCount < 100);
    const payroll = await getPayroll(record.id);
    expect(payroll.has_bank_error && payroll.has_bank_success && payroll.has_response_bank && payroll.has_valid).toBe(true);
    const lines = (await listPayoutTransactions({ page: 1, itemsPerPage: 1000, payrollId: record.id })).items;
    const count = (status: number) => lines.filter((line) => line.transfer_status === status).length;

    const answers = Object.fromEntries(await Promise.all(PAYROLL_FILES.map(async (file) => [file, await downloadPayrollFile(record.id, file)] as const)));
    // A path signed for the session, never built from the request's Host header.
    expect(answers.original).toEqual({ url: signedLink(`/api/v1/payroll_files/${record.id}/original.${record.filename.split('.').pop()}`) });
    expect(rowsOf(answers.approvedBank!).data).toHaveLength(count(5));
    expect(rowsOf(answers.rejectedBank!).data).toHaveLength(count(4));
    expect(rowsOf(answers.rejectedBank!).header).toContain('Bank reason');
    expect(rowsOf(answers.responseBank!).data).toHaveLength(lines.length);
    expect(rowsOf(answers.validFile!)).toMatchObject({ total_rows: lines.length, header: templateHeader('en') });
    expect(rowsOf(answers.errorFile!)).toMatchObject({ total_rows: 0, data: [] });

    const summary = rowsOf(answers.summary!);
    expect(summary.header).toEqual(['Currency', 'Uploaded', 'Uploaded amount', 'Paid', 'Paid amount', 'Rejected by bank', 'Rejected amount']);
    for (const row of summary.data) {
      const totals = payroll.totals[String(row[0])]!;
      expect(row.slice(1, 5)).toEqual([totals.loaded.count, totals.loaded.amount, totals.paid.count, totals.paid.amount]);
    }
    const usd = rowsOf(answers.summaryUsd!);
    expect(usd.header.slice(7)).toEqual(['Uploaded amount (USD)', 'Paid amount (USD)', 'Rejected amount (USD)']);
    const clp = usd.data.find((row) => row[0] === 'CLP')!;
    expect(Number(clp[7])).toBeLessThan(Number(clp[2]));
  });

  it('serves the original file behind the url (a seeded one rebuilt from its lines)', async () => {
    const record = seeded((r) => r.status_id === 3 && r.origin.kind === 'seed' && r.origin.shape === 'badLines');
    await signInAs('carga');
    const answer = (await downloadPayrollFile(record.id, 'original')) as { url: string };
    const response = await fetch(`${ORIGIN}${answer.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename="${record.filename}"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const rows = record.filename.endsWith('.csv') ? csvRows(new TextDecoder().decode(bytes)) : await xlsxRows(bytes);
    expect(rows[0]).toEqual(templateHeader('es'));
    expect(rows).toHaveLength(1 + (record.origin.kind === 'seed' ? record.origin.lineCount : 0));
    // A link whose path was changed no longer holds; with the session the other name does not exist.
    expect((await fetch(`${ORIGIN}${answer.url.replace('original.', 'other.')}`)).status).toBe(401);
    const session = { Authorization: `Token ${await tokenFor('carga')}` };
    expect((await fetch(`${ORIGIN}${unsigned(answer.url).replace('original.', 'other.')}`, { headers: session })).status).toBe(404);
  });

  it('lists a bad file’s refused lines (rows and the /pay/download link) and its valid ones', async () => {
    const record = seeded((r) => r.status_id === 3 && r.origin.kind === 'seed' && r.origin.shape === 'badLines');
    await signInAs('carga');
    const status = conforms(UploadStatusSchema, (await getJson(`/get_upload_payroll?payroll_id=${record.id}`, await tokenFor('carga'))).body);
    const errors = rowsOf(await downloadPayrollFile(record.id, 'errorFile'));
    expect(errors.data.map((row) => row[0])).toEqual(status.errors.map((error) => error.no_line));
    expect(errors.header[0]).toBe('Line');
    expect(errors.data.length).toBeGreaterThanOrEqual(2);
    const valid = rowsOf(await downloadPayrollFile(record.id, 'validFile'));
    expect(valid.data.length + errors.data.length).toBe(record.origin.kind === 'seed' ? record.origin.lineCount : -1);

    const address = `${ORIGIN}/api/pay/download/${record.id}?errorFile=true&language=es`;
    // The spec's link serves the file to a session only: a bare link gets a 401.
    expect((await fetch(address)).status).toBe(401);
    const response = await fetch(address, { headers: { Authorization: `Token ${await tokenFor('carga')}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = csvRows(await response.text());
    expect(rows[0]![0]).toBe('Línea');
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(errors.data.map((row) => row[0]));
    expect(rows.slice(1).every((row) => row[row.length - 1]!.length > 0)).toBe(true);
  });

  it('e-mails a file of more than 1,000 rows (the 1250-line payroll’s bank answer)', async () => {
    const record = seeded((r) => r.origin.kind === 'seed' && r.origin.lineCount === MASS_LINES);
    expect(MASS_LINES).toBeGreaterThan(EMAIL_ROWS_ABOVE);
    await signInAs('carga');
    expect(await downloadPayrollFile(record.id, 'responseBank')).toEqual({ send_via_email: true });
    expect(rowsOf(await downloadPayrollFile(record.id, 'summary')).data.length).toBeGreaterThan(0);
  });

  it('serves an uploaded file byte for byte', async () => {
    const token = await tokenFor('carga');
    const text = 'rut,nombre\n1-9,Ana\n';
    const started = (await upload(token, { company_id: '1' }, csvPart('mi archivo ñ.csv', text))).body as { data_origin: { id: number } };
    // Processing: no file is ready yet.
    expect(await getJson(`/download_report_by_payroll?uploaded_file_id=${started.data_origin.id}&type=`, token)).toEqual({
      status: 400,
      body: { detail: 'The payroll is being processed; its files are not ready yet.' },
    });
    await advanceClock(PROCESSING_MS);
    const { body } = await getJson(`/download_report_by_payroll?uploaded_file_id=${started.data_origin.id}&type=`, token);
    const response = await fetch((body as { url: string }).url);
    expect(await response.text()).toBe(text);
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''mi%20archivo%20%C3%B1.csv");
  });

  it('refuses an unknown type, a missing id, and another company’s payroll', async () => {
    const token = await tokenFor('carga');
    const own = seeded((r) => r.status_id === 7);
    expect(await getJson(`/download_report_by_payroll?uploaded_file_id=${own.id}&type=pdf`, token)).toEqual({
      status: 400,
      body: { type: ['"pdf" is not a valid choice.'] },
    });
    expect((await getJson('/download_report_by_payroll?type=summary', token)).status).toBe(400);
    const foreign = db.payouts.payrolls.find((record) => record.company_id === 4)!;
    expect((await getJson(`/download_report_by_payroll?uploaded_file_id=${foreign.id}&type=summary`, token)).status).toBe(404);
  });
});

describe('transactions report', () => {
  it('lists rows of the contract with the app’s filters (dates as YYYY/MM/DD)', async () => {
    await signInAs('alpsadmin');
    const filters = { page: 1, itemsPerPage: 500, from: reportDay(-15), to: reportDay(0), statusIds: [4, 5], companyIds: [1, 3], countryId: 1 };
    const page = await listReport(filters);
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) {
      expect([4, 5]).toContain(row.transfer_status);
      expect(row.company_name).toBe('Comercial Andes SpA');
      expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(Date.parse(reportDay(-15).replace(/\//g, '-')));
      expect(row.responsefrombank?.estado_abono).toBe(row.transfer_status === 5 ? 'ABONADO' : 'RECHAZADO');
    }
    const token = await tokenFor('alpsadmin');
    const raw = await getJson(`/summary_sales_report/?itemsPerPage=5&page=1&exclude_fields=bank_reference&fecha_inicio=${reportDay(-3)}&fecha_fin=${reportDay(0)}`, token);
    expect(conforms(ReportPageSchema, raw.body).items).toHaveLength(5);
    expect(await getJson(`/summary_sales_report/?fecha_inicio=${reportDay(-3).replace(/\//g, '-')}`, token)).toEqual({
      status: 400,
      body: { fecha_inicio: ['Enter a valid date.'] },
    });
  });

  it('exports rows, "no data" with zero rows, and e-mails more than 10,000 rows', async () => {
    await signInAs('carga');
    const filters = { page: 1, itemsPerPage: 10, from: reportDay(-15), to: reportDay(0), statusIds: [1, 2, 5, 4] };
    const total = (await listReport(filters)).paginate.totalItems;
    const answer = await downloadReport(filters);
    if (answer.kind !== 'rows') throw new Error(`Expected rows, got ${answer.kind}`);
    expect(answer.rows.data).toHaveLength(total);
    expect(answer.rows.header[0]).toBe('Merchant');

    const none = { ...filters, from: '2020/01/01', to: '2020/01/02' };
    expect(await downloadReport(none)).toEqual({ kind: 'rows', rows: { header: answer.rows.header, data: [] }, total: 0 });
    const raw = await getJson(`/download_sales_summary?fecha_inicio=${none.from}&fecha_fin=${none.to}`, await tokenFor('carga'));
    expect(raw.body).toMatchObject({ total_rows: 0, data: [] });

    await signInAs('alpsadmin');
    const wide = { page: 1, itemsPerPage: 10, from: reportDay(-120), to: reportDay(0) };
    expect((await listReport(wide)).paginate.totalItems).toBeGreaterThan(REPORT_EMAIL_ABOVE);
    expect(await downloadReport(wide)).toEqual({ kind: 'emailed' });
  });

  it('POST /__demo/export-control cuts the next report download short under its total_rows, once (issue 28)', async () => {
    const control = (body: unknown) =>
      fetch(`${ORIGIN}/__demo/export-control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await signInAs('carga');
    const filters = { page: 1, itemsPerPage: 10, from: reportDay(-15), to: reportDay(0) };
    const whole = await downloadReport(filters);
    if (whole.kind !== 'rows') throw new Error(`Expected rows, got ${whole.kind}`);
    expect(whole.total).toBe(whole.rows.data.length);
    expect(whole.rows.data.length).toBeGreaterThan(3);

    expect((await control({ cutShortTo: 3 })).status).toBe(204);
    const short = await downloadReport(filters);
    expect(short).toEqual({ kind: 'rows', rows: { header: whole.rows.header, data: whole.rows.data.slice(0, 3) }, total: whole.rows.data.length });
    // Used up: the next one is whole again.
    expect(await downloadReport(filters)).toEqual(whole);

    // A delay the client can end by going away.
    expect((await control({ delayMs: 60_000 })).status).toBe(204);
    const gone = new AbortController();
    const slow = downloadReport(filters, gone.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone.abort();
    await expect(slow).rejects.toMatchObject({ kind: 'aborted' });
    expect(db.payouts.exportControl).toBeNull();

    for (const bad of [{ cutShortTo: -1 }, { cutShortTo: 1.5 }, { cutShortTo: 'x' }, { delayMs: -5 }, { delayMs: 60_001 }]) {
      expect((await control(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await control({ cutShortTo: 2 })).status).toBe(204);
    expect((await control({})).status).toBe(204);
    expect(db.payouts.exportControl).toBeNull();
  });

  it('refuses a report of more than 300,000 records (spec 01 section 9), in the asker\'s language', () => {
    expect(reportTooLarge(300_000, 'en')).toBeNull();
    expect(reportTooLarge(300_001, 'en')).toEqual({ detail: 'A report holds at most 300,000 records; narrow the filters.' });
    expect(reportTooLarge(412_000, 'es')).toEqual({ detail: 'Un reporte admite como máximo 300.000 registros; acote los filtros.' });
  });
});
