import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPayroll, listPayoutTransactions } from '@app/api/calls/payouts';
import { UploadStatusSchema } from '@app/api/schemas/payouts';
import { BANK_MS, PROCESSING_MS } from '@demo-api/payouts/processing';
import { BANKING, type CountryCode } from '@demo-api/payouts/reference';
import { EXAMPLE_LINES, templateHeader } from '@demo-api/payouts/template';
import { validateLine } from '@demo-api/payouts/validate';
import { db } from '@demo-api/store';
import { advanceClock, conforms, csvPart, getJson, ORIGIN, resetAt, signInAs, tokenFor, upload, type UploadPart } from './payoutsSupport';

/** POST /v1/upload_payroll reads the file for real; the outcome shows after the processing time. */

const HEADER_EN = 'Purchase order,Credit note,Destination account,Account type,Bank,Holder ID,Name,Amount,Currency,Email,Reason';
const GOOD_CL = [
  HEADER_EN,
  'OC-1,,12345678,Cuenta Corriente,Banco de Chile,11.111.111-1,Ana Pérez Soto,25000,CLP,ana@correo.example,Reembolso',
  'OC-2,NC-9,98765432,cuenta vista,bancoestado,22222222-2,Luis Díaz Mora,99.90,USD,,Honorarios',
].join('\n');

async function statusOf(token: string, id: number, language = 'en') {
  const { status, body } = await getJson(`/get_upload_payroll?payroll_id=${id}`, token, language);
  expect(status).toBe(200);
  return conforms(UploadStatusSchema, body);
}

/** Uploads, checks the immediate "processing" answer, then lets the processing time pass. */
async function uploadAndProcess(token: string, companyId: number, file: UploadPart, language = 'en') {
  const answer = await upload(token, { company_id: String(companyId) }, file, language);
  expect(answer.status).toBe(200);
  const started = conforms(UploadStatusSchema, answer.body);
  expect(started.data_origin.status).toBe(2);
  await advanceClock(PROCESSING_MS);
  return statusOf(token, started.data_origin.id, language);
}

async function fetchBytes(path: string, language = 'en', token?: string): Promise<{ bytes: Uint8Array; response: Response }> {
  const session: Record<string, string> = token ? { Authorization: `Token ${token}` } : {};
  const response = await fetch(`${ORIGIN}${path}`, { headers: { 'Accept-Language': language, ...session } });
  return { bytes: new Uint8Array(await response.arrayBuffer()), response };
}

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? ''))));
  return rows;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeEach(() => resetAt());

describe('a valid file', () => {
  it('is processing at once, then waits for approver 1 (company 1), its lines become transactions', async () => {
    const token = await tokenFor('carga');
    const answer = await upload(token, { company_id: '1' }, csvPart('nomina_diciembre.csv', GOOD_CL));
    const started = conforms(UploadStatusSchema, answer.body);
    expect(started).toEqual({ data_origin: { id: expect.any(Number), status: 2, detail: 'Processing the file' }, errors: [] });
    const id = started.data_origin.id;

    await advanceClock(PROCESSING_MS - 1);
    expect((await statusOf(token, id)).data_origin.status).toBe(2);
    await advanceClock(1);
    expect(await statusOf(token, id)).toEqual({ data_origin: { id, status: 4, detail: 'Waiting for approver 1' }, errors: [] });

    await signInAs('carga');
    const payroll = await getPayroll(id);
    expect(payroll).toMatchObject({ filename: 'nomina_diciembre.csv', actual_approver_id: 1, uploadedby_name: 'Camila Rojas', company_id: 1 });
    expect(payroll.totals).toEqual({ CLP: { loaded: { count: 1, amount: 25000 }, paid: { count: 0, amount: 0 } }, USD: { loaded: { count: 1, amount: 99.9 }, paid: { count: 0, amount: 0 } } });
    const lines = await listPayoutTransactions({ page: 1, itemsPerPage: 1000, payrollId: id });
    expect(lines.items.map((line) => [line.name, line.amount, line.bank_name, line.account_type, line.transfer_status])).toEqual([
      ['Ana Pérez Soto', 25000, 'Banco de Chile', 'Cuenta Corriente', 1],
      ['Luis Díaz Mora', 99.9, 'BancoEstado', 'Cuenta Vista', 1],
    ]);
    const entries = db.ledger.entries.filter((entry) => entry.payroll_id === id);
    expect(entries.map((entry) => [entry.event, entry.to_status, entry.actor.kind, entry.actor.username])).toEqual([
      ['UPLOAD', 1, 'user', 'carga'],
      ['PROCESS', 2, 'system', null],
      ['PROCESSED', 4, 'system', null],
    ]);
  });

  it('is approved at once for a company without approvers, then paid by the bank', async () => {
    const token = await tokenFor('cargalima');
    const csv = [HEADER_EN, 'OC-7,,19112345678012,Ahorros,BCP,45678912,Rosa Quispe Mamani,350.00,PEN,,Devolución'].join('\n');
    const done = await uploadAndProcess(token, 3, csvPart('pagos.csv', csv));
    expect(done.data_origin).toMatchObject({ status: 5, detail: 'Approved, sent to the bank' });
    await advanceClock(BANK_MS);
    expect((await statusOf(token, done.data_origin.id)).data_origin).toMatchObject({ status: 7, detail: 'Paid by the bank' });
  });

  it('reads a Spanish, semicolon-separated Windows-1252 CSV (as Excel saves it)', async () => {
    const token = await tokenFor('carga');
    const text = [
      'Orden de compra;Nota de crédito;Cuenta destino;Tipo de cuenta;Banco;ID titular;Nombre;Monto;Moneda;Email;Motivo',
      'OC-3;;55555555;CuentaRUT;BancoEstado;11.111.111-1;Ñuñoa Peñalolén;15000;CLP;;Devolución',
    ].join('\r\n');
    // Windows-1252: every character here is one byte (ñ = 0xF1, é = 0xE9, ó = 0xF3).
    const bytes = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    const done = await uploadAndProcess(token, 1, { name: 'nomina.CSV', type: 'text/csv', bytes });
    expect(done.data_origin.status).toBe(4);
    await signInAs('carga');
    const lines = await listPayoutTransactions({ page: 1, itemsPerPage: 10, payrollId: done.data_origin.id });
    expect(lines.items[0]!.name).toBe('Ñuñoa Peñalolén');
  });

  it('the company template, downloaded and uploaded unchanged, is a valid payroll of its three example lines', async () => {
    const login = await (await fetch(`${ORIGIN}/api/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'carga', password: 'demo1234' }) })).json() as { token: string; companies: Array<{ url_template_upload: string }> };
    const { bytes, response } = await fetchBytes(login.companies[0]!.url_template_upload);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="payroll_template_company_1\.xlsx"/);
    const rows = await xlsxRows(bytes);
    expect(rows[0]).toEqual(templateHeader('en'));
    expect(rows).toHaveLength(4);

    const done = await uploadAndProcess(login.token, 1, { name: 'plantilla.xlsx', type: XLSX_TYPE, bytes });
    expect(done).toEqual({ data_origin: { id: done.data_origin.id, status: 4, detail: 'Waiting for approver 1' }, errors: [] });
    await signInAs('carga');
    const lines = await listPayoutTransactions({ page: 1, itemsPerPage: 10, payrollId: done.data_origin.id });
    expect(lines.items.map((line) => line.vat_id)).toEqual(EXAMPLE_LINES.CL.map((line) => line.vat_id));
  });

  it('the Peruvian country template in Spanish uploads unchanged too', async () => {
    const token = await tokenFor('cargalima');
    // Templates too are files of the API: no session or signed link, no file.
    expect((await fetchBytes('/api/v1/payroll_templates/country/PE.xlsx', 'es')).response.status).toBe(401);
    const { bytes } = await fetchBytes('/api/v1/payroll_templates/country/PE.xlsx', 'es', token);
    expect((await xlsxRows(bytes))[0]).toEqual(templateHeader('es'));
    const done = await uploadAndProcess(token, 3, { name: 'plantilla_pe.xlsx', type: XLSX_TYPE, bytes }, 'es');
    expect(done.data_origin).toMatchObject({ status: 5, detail: 'Aprobada, enviada al banco' });
    expect((await fetchBytes('/api/v1/payroll_templates/country/AR.xlsx', 'en', token)).response.status).toBe(404);
    // Company 1's template is not cargalima's (company 3).
    expect((await fetchBytes('/api/v1/payroll_templates/company/1.xlsx', 'en', token)).response.status).toBe(404);
    expect((await fetchBytes('/api/v1/payroll_templates/company/99.xlsx', 'en', token)).response.status).toBe(404);
  });

  it.each(Object.keys(EXAMPLE_LINES) as CountryCode[])('the %s example lines pass the upload checks', (country) => {
    for (const line of EXAMPLE_LINES[country]) expect(validateLine(line, BANKING[country])).toHaveProperty('line');
  });
});

describe('a file that cannot be accepted', () => {
  it('with a header that does not match: status 3, "Invalid header", no line errors', async () => {
    const done = await uploadAndProcess(await tokenFor('carga'), 1, csvPart('viejo.csv', 'rut,nombre,monto\n11.111.111-1,Ana,1000'));
    expect(done.data_origin).toMatchObject({ status: 3, detail: 'Invalid header' });
    expect(done.errors).toEqual([]);
  });

  it('with bad lines: status 3 and every bad line with its number and field-named errors (localized)', async () => {
    const csv = [
      HEADER_EN,
      'OC-1,,12345678,Cuenta Corriente,Banco de Chile,11.111.111-1,Ana Pérez,25000,CLP,,',
      'OC-2,,12345678,Cuenta Corriente,Banco de Chile,11.111.111-2,Ana Pérez,abc,CLP,,',
      '',
      'OC-3,,12345678,Cuenta Corriente,Banco Inventado,11.111.111-1,Ana Pérez,1500.5,CLP,no-es-correo,',
      'OC-4,,12345678,Cuenta Corriente,Banco de Chile,11.111.111-1,Ana Pérez,25000,ARS,,',
    ].join('\n');
    const token = await tokenFor('carga');
    const done = await uploadAndProcess(token, 1, csvPart('con_errores.csv', csv));
    expect(done.data_origin).toMatchObject({ status: 3, detail: '3 invalid lines' });
    expect(done.errors).toEqual([
      { no_line: 3, error_vat_id: 'Invalid RUT', error_amount: 'Invalid amount' },
      { no_line: 5, error_bank_name: 'Unknown bank', error_amount: 'CLP amounts have no decimals', error_email: 'Invalid e-mail' },
      { no_line: 6, error_currency_code: 'Currency not allowed (use: CLP, USD)' },
    ]);
    const spanish = await statusOf(token, done.data_origin.id, 'es');
    expect(spanish.data_origin.detail).toBe('3 líneas inválidas');
    expect(spanish.errors[0]).toEqual({ no_line: 3, error_vat_id: 'RUT inválido', error_amount: 'Monto inválido' });
  });

  it('with a header only: status 3, no payment lines', async () => {
    const done = await uploadAndProcess(await tokenFor('carga'), 1, csvPart('vacio.csv', `${HEADER_EN}\n\n`));
    expect(done).toEqual({ data_origin: { id: done.data_origin.id, status: 3, detail: 'The file has no payment lines' }, errors: [] });
  });

  it('that cannot be read (legacy .xls, damaged .xlsx): status 0, upload failed', async () => {
    const token = await tokenFor('carga');
    const xls = await uploadAndProcess(token, 1, { name: 'antiguo.xls', type: 'application/vnd.ms-excel', bytes: Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2]) });
    expect(xls.data_origin).toMatchObject({ status: 0, detail: 'Upload failed: the file could not be read' });
    const damaged = await uploadAndProcess(token, 1, { name: 'roto.xlsx', type: XLSX_TYPE, bytes: new TextEncoder().encode('not a zip') });
    expect(damaged.data_origin.status).toBe(0);
  });

  it('of another type, without a company, or without a file: 400 at once', async () => {
    const token = await tokenFor('carga');
    expect(await upload(token, { company_id: '1' }, csvPart('nomina.pdf', '%PDF'))).toEqual({
      status: 400,
      body: { file: ['File of invalid type. Only .csv, .xls or .xlsx files are accepted.'] },
    });
    expect(await upload(token, {}, csvPart('nomina.csv', GOOD_CL))).toEqual({ status: 400, body: { company_id: ['Please, provide a company'] } });
    expect(await upload(token, {}, csvPart('nomina.csv', GOOD_CL), 'es')).toEqual({
      status: 400,
      body: { company_id: ['Por favor, indique una empresa'] },
    });
    expect(await upload(token, { company_id: '1' })).toEqual({ status: 400, body: { file: ['No file was submitted.'] } });
    const huge = { name: 'grande.csv', type: 'text/csv', bytes: new Uint8Array(5 * 1024 * 1024 + 1) };
    expect(await upload(token, { company_id: '1' }, huge)).toEqual({ status: 400, body: { file: ['File is too large (maximum 5 MB).'] } });
    expect(await upload(token, { company_id: '3' }, csvPart('nomina.csv', GOOD_CL))).toEqual({
      status: 400,
      body: { company_id: ['Invalid pk "3" - object does not exist.'] },
    });
    const before = db.payouts.payrolls.length;
    expect((await upload(await tokenFor('manager'), { company_id: '1' }, csvPart('nomina.csv', GOOD_CL))).status).toBe(403);
    expect(db.payouts.payrolls).toHaveLength(before);
  });

  it('the status of another company’s upload is not found', async () => {
    const done = await uploadAndProcess(await tokenFor('cargalima'), 3, csvPart('x.csv', HEADER_EN));
    const carga = await tokenFor('carga');
    expect(await getJson(`/get_upload_payroll?payroll_id=${done.data_origin.id}`, carga)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await getJson('/get_upload_payroll', carga)).toEqual({ status: 400, body: { payroll_id: ['This field is required.'] } });
  });
});
