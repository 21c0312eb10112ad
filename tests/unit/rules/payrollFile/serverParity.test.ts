import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { getPayroll } from '@app/api/calls/payouts';
import { readPreview, readRows } from '@app/payouts/payoutUpload/preview/readPreview';
import { readFirstSheet } from '@app/payouts/payoutUpload/preview/readSheet';
import { toXlsx } from '@demo-api/http/files';
import { templateFile } from '@demo-api/payouts/files';
import { readRows as serverRows } from '@demo-api/payouts/parse';
import { say } from '@demo-api/http/messages';
import { PROCESSING_MS } from '@demo-api/payouts/processing';
import { BANKING, type CountryCode } from '@demo-api/payouts/reference';
import { EXAMPLE_LINES } from '@demo-api/payouts/template';
import { db } from '@demo-api/store';
import { checkPayrollFile, type PayrollFileCheck } from '@rules/payrollFile/checkFile';
import { problemAt } from '@rules/payrollFile/preview';
import { readCsvRows } from '@rules/payrollFile/csv';
import { rawLineCells, TEMPLATE_COLUMNS, templateHeader, type LineField } from '@rules/payrollFile/template';
import { advanceClock, getJson, resetAt, signInAs, tokenFor, upload, type DemoUsername, type UploadPart } from '../../demo-api/payoutsSupport';

/**
 * The same CSV files through the demo server's upload pipeline (POST /v1/upload_payroll, then the
 * processing time) and through the shared whole-file check the browser's preview will run: the
 * same outcome, the same errors (line, field, message key and parameters, and the server's worded
 * answer) and the same totals per currency. XLSX files go through the browser's own reader
 * (read-excel-file, the preview worker's code) and the server's (exceljs): the same cells, then
 * the same answer, compared with the preview the worker would hand the page (issue 28).
 */

const UPLOADER: Record<'CL' | 'PE', { user: DemoUsername; company: number }> = {
  CL: { user: 'carga', company: 1 },
  PE: { user: 'cargalima', company: 3 },
};

const COLUMN_INDEX = new Map<string, number>(TEMPLATE_COLUMNS.map((column, index) => [column.field, index]));
/** Problems by line, then in the template's column order (the order each side lists them in does not matter). */
const byLineAndColumn = (problems: unknown[]): unknown[] =>
  [...(problems as Array<[number, string, ...unknown[]]>)].sort((a, b) => a[0] - b[0] || COLUMN_INDEX.get(a[1])! - COLUMN_INDEX.get(b[1])!);

const OUTCOME_OF_DETAIL: Record<string, PayrollFileCheck['outcome']> = {
  'Invalid header': 'invalidHeader',
  'The file has no payment lines': 'noLines',
};

interface ServerAnswer {
  outcome: PayrollFileCheck['outcome'];
  /** [line, field, key, params] of every refused line, from what the server stored. */
  problems: unknown[];
  /** The status answer's errors, worded in English. */
  errors: unknown[];
  totals: Record<string, { count: number; amount: number }>;
}

async function throughServer(country: 'CL' | 'PE', file: UploadPart): Promise<ServerAnswer> {
  const { user, company } = UPLOADER[country];
  const token = await tokenFor(user);
  const answer = await upload(token, { company_id: String(company) }, file);
  expect(answer.status).toBe(200);
  const id = (answer.body as { data_origin: { id: number } }).data_origin.id;
  await advanceClock(PROCESSING_MS);
  const { body } = (await getJson(`/get_upload_payroll?payroll_id=${id}`, token)) as { body: { data_origin: { status: number; detail: string }; errors: unknown[] } };
  const record = db.payouts.payrolls.find((payroll) => payroll.id === id)!;
  const status = body.data_origin.status;
  const outcome = status === 3 ? (OUTCOME_OF_DETAIL[body.data_origin.detail] ?? 'invalidLines') : status === 4 || status === 5 ? 'valid' : 'invalidHeader';
  const totals: ServerAnswer['totals'] = {};
  for (const line of record.lines ?? []) {
    const total = (totals[line.currency_code] ??= { count: 0, amount: 0 });
    total.count += 1;
    total.amount = Math.round((total.amount + line.amountValue) * 100) / 100;
  }
  const problems = (record.invalid ?? []).flatMap((line) =>
    Object.entries(line.problems).map(([field, problem]) => [line.no_line, field, problem.key, problem.params ?? null]),
  );
  return { outcome, problems: byLineAndColumn(problems), errors: body.errors, totals };
}

function throughRules(country: 'CL' | 'PE', file: UploadPart): ServerAnswer {
  const check = checkPayrollFile(readCsvRows(file.bytes), BANKING[country]);
  const problems = check.invalid.flatMap((line) =>
    Object.entries(line.problems).map(([field, problem]) => [line.no_line, field, problem.key, problem.params ?? null]),
  );
  // The server's status answer words each problem as error_<field>, in the template's column order.
  const errors = check.invalid.map((line) => {
    const entry: Record<string, string | number> = { no_line: line.no_line };
    for (const column of TEMPLATE_COLUMNS) {
      const problem = line.problems[column.field];
      if (problem) entry[`error_${column.field}`] = say('en', problem.key, problem.params);
    }
    return entry;
  });
  return { outcome: check.outcome, problems: byLineAndColumn(problems), errors, totals: { ...check.totals } };
}

/**
 * What the browser's preview says of the file: its reader (CSV with the shared reader, XLSX with
 * read-excel-file), the shared check and the compact preview the worker posts, turned back into
 * the server's shapes.
 */
async function throughBrowser(country: 'CL' | 'PE', file: UploadPart): Promise<ServerAnswer> {
  const answer = await readPreview(file.bytes, file.name, BANKING[country], readFirstSheet);
  if (!answer.readable) throw new Error(`The preview could not read ${file.name}: ${answer.reason}`);
  const { preview } = answer;
  const problems = Array.from({ length: preview.problems.lines.length }, (_, index) => {
    const { line, kind } = problemAt(preview, index);
    return [line, kind.field, kind.key, kind.params ?? null];
  });
  const errors: Array<Record<string, string | number>> = [];
  for (const [line, field, key, params] of problems as Array<[number, LineField, Parameters<typeof say>[1], Record<string, string | number> | null]>) {
    if (errors.at(-1)?.no_line !== line) errors.push({ no_line: line });
    errors.at(-1)![`error_${field}`] = say('en', key, params ?? undefined);
  }
  return { outcome: preview.outcome, problems: byLineAndColumn(problems), errors, totals: { ...preview.totals } };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const csvFile = (name: string, lines: readonly string[], encode: (text: string) => Uint8Array = (text) => new TextEncoder().encode(text)): UploadPart => ({
  name,
  type: 'text/csv',
  bytes: encode(lines.join('\r\n')),
});
const windows1252 = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

const HEADER_EN = templateHeader('en').join(',');

beforeEach(() => resetAt());

describe('the preview’s rules and the demo server agree', () => {
  it.each(['CL', 'PE'] as const)('on the %s template: valid, no errors, the same totals as the payroll’s loaded totals', async (country) => {
    const file = csvFile(`plantilla_${country}.csv`, [templateHeader('es').join(';'), ...EXAMPLE_LINES[country].map((line) => rawLineCells(line).join(';'))]);
    const server = await throughServer(country, file);
    const rules = throughRules(country, file);
    expect(rules).toEqual(server);
    expect(rules.outcome).toBe('valid');
    expect(rules.totals).not.toEqual({});
    // And the server's own payroll answer carries the same totals as loaded.
    await signInAs(UPLOADER[country].user);
    const payroll = await getPayroll(db.payouts.payrolls.at(-1)!.id);
    const loaded = Object.fromEntries(Object.entries(payroll.totals ?? {}).map(([currency, total]) => [currency, total.loaded]));
    expect(rules.totals).toEqual(loaded);
  });

  it('on a file with errors in every column (the upload tests’ file and more), Windows-1252 and semicolons', async () => {
    const lines = [
      templateHeader('es').join(';'),
      'OC-1;;12345678;Cuenta Corriente;Banco de Chile;11.111.111-1;Ana Pérez;25000;CLP;;',
      'OC-2;;12345678;Cuenta Corriente;Banco de Chile;11.111.111-2;Ana Pérez;abc;CLP;;',
      '',
      'OC-3;;12345678;Cuenta Corriente;Banco Inventado;11.111.111-1;Ana Pérez;1500.5;CLP;no-es-correo;',
      'OC-4;;12345678;Cuenta Corriente;Banco de Chile;11.111.111-1;Ana Pérez;25000;ARS;;',
      'OC 5;NC#5;123;Cuenta Rara;bancoestado;22222222-2;Al;0;usd;;',
      `${'A'.repeat(51)};;1234-5678;cuenta vista;BANCOESTADO;22.222.222-2;Ñuñoa Peñalolén;99,90;usd;;${'x'.repeat(141)}`,
      'OC-6;;1234-5678;cuenta vista;BANCOESTADO;22.222.222-2;Ñuñoa Peñalolén;99,90;usd;;',
      ';;;;;;;;;;',
      'OC-8;;;;;;;;;;',
      'OC-9;;55555555;CuentaRUT;BancoEstado;9.876.543-3;María José;1000000000;CLP;;',
    ];
    const file = csvFile('con_errores.csv', lines, windows1252);
    const server = await throughServer('CL', file);
    const rules = throughRules('CL', file);
    expect(rules).toEqual(server);
    expect(rules.outcome).toBe('invalidLines');
    expect(rules.problems.length).toBeGreaterThan(15);
    expect(rules.totals).toEqual({ CLP: { count: 1, amount: 25000 }, USD: { count: 1, amount: 99.9 } });
  });

  it('on a wrong header, a header only and an English header with Peruvian lines', async () => {
    for (const [country, file] of [
      ['CL', csvFile('viejo.csv', ['rut,nombre,monto', '11.111.111-1,Ana,1000'])],
      ['CL', csvFile('vacio.csv', [HEADER_EN, '', ''])],
      ['PE', csvFile('pagos.csv', [HEADER_EN, 'OC-7,,19112345678012,Ahorros,BCP,45678912,Rosa Quispe Mamani,350.00,PEN,,Devolución', 'OC-8,,191-123,Ahorros,BCP,4567891,Rosa Quispe Mamani,35.001,PEN,,'])],
    ] as const) {
      expect(throughRules(country, file)).toEqual(await throughServer(country, file));
    }
  });

  it('on generated files mixing good and bad cells in every column', async () => {
    // Per column, values that pass in Chile and values that break one rule or another.
    const cells: Record<LineField, string[]> = {
      order_id: ['OC-1', '', 'OC 1', 'A'.repeat(51)],
      credit_note: ['', 'NC/2', 'NC#2'],
      account_id: ['12345678', '12-345-678', '123', '', 'AB123456', '1'.repeat(21)],
      account_type: ['Cuenta Corriente', 'cuentarut', 'Ahorros', ''],
      bank_name: ['Banco de Chile', 'bancoestado', 'Banco Inventado', ''],
      vat_id: ['11.111.111-1', '222222222', '11.111.111-2', ''],
      name: ['Ana Pérez', 'Al', '12345', ''],
      amount: ['25000', '99.90', '1500,5', 'abc', '0', '1000000000', ''],
      currency_code: ['CLP', 'usd', 'ARS', ''],
      email: ['', 'ana@correo.example', 'no-es-correo'],
      subject: ['', 'Reembolso', 'x'.repeat(141)],
    };
    const line = fc.tuple(...TEMPLATE_COLUMNS.map((column) => fc.constantFrom(...cells[column.field])));
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 12 }), async (lines) => {
        const file = csvFile('generado.csv', [templateHeader('en').join(';'), ...lines.map((values) => values.join(';'))]);
        expect(throughRules('CL', file)).toEqual(await throughServer('CL', file));
      }),
      { numRuns: 25 },
    );
  });
});

describe('the preview’s XLSX reader (read-excel-file) and the demo server’s (exceljs)', () => {
  it.each(['CL', 'PE'] as const)('read the same cells from the %s template, and the preview and the server agree on it', async (country) => {
    const template = await templateFile(country, 'es', 'parity');
    const file: UploadPart = { name: template.filename, type: XLSX_TYPE, bytes: template.bytes };
    expect(await readRows(file.bytes, file.name, readFirstSheet)).toEqual(await serverRows(file.bytes, 'xlsx'));
    const server = await throughServer(country, file);
    expect(await throughBrowser(country, file)).toEqual(server);
    expect(server.outcome).toBe('valid');
  });

  it('read the same cells from a workbook with errors, numbers, blank rows and padded text, and agree on its answer', async () => {
    const bytes = await toXlsx([
      {
        name: 'Nómina',
        rows: [
          templateHeader('en'),
          ['OC-1', '', '12345678', 'Cuenta Corriente', 'Banco de Chile', '11.111.111-1', 'Ana Pérez Soto', 25000, 'CLP', '', ''],
          ['OC-2', '', 12345678, 'cuenta vista', 'bancoestado', '22.222.222-2', 'Luis Díaz', 99.9, 'USD', '', ''],
          [],
          ['OC 3', 'NC#3', '123', 'Cuenta Rara', 'Banco Inventado', '11.111.111-2', 'Al', 'abc', 'ARS', 'no-es-correo', 'x'.repeat(141)],
          ['  OC-4  ', '', '1234-5678', 'CuentaRUT', 'BancoEstado', '9.876.543-3', 'María José', 1500.5, 'CLP', '', ''],
          ['OC-5', '', '55555555', 'CuentaRUT', 'BancoEstado', '9.876.543-3', 'María José', 0, 'clp', '', ''],
          ['OC-6', '', '12345678', 'Cuenta Corriente', 'Banco de Chile', '11.111.111-1', 'Ana Pérez Soto', 1000, 'CLP', '', ''],
        ],
      },
    ]);
    const file: UploadPart = { name: 'con_errores.xlsx', type: XLSX_TYPE, bytes };
    expect(await readRows(bytes, file.name, readFirstSheet)).toEqual(await serverRows(bytes, 'xlsx'));
    const server = await throughServer('CL', file);
    const browser = await throughBrowser('CL', file);
    expect(browser).toEqual(server);
    expect(browser.outcome).toBe('invalidLines');
    expect(browser.problems).toContainEqual([5, 'bank_name', 'lineBank', null]);
    expect(browser.problems).toContainEqual([6, 'amount', 'lineAmountWhole', { currency: 'CLP' }]);
    expect(browser.totals).toEqual({ CLP: { count: 2, amount: 26000 }, USD: { count: 1, amount: 99.9 } });
    // The same account on lines 2 and 8, and on 3 and 6 (hyphens ignored, any spelling of the bank): warnings, never errors.
    const answer = await readPreview(bytes, file.name, BANKING.CL, readFirstSheet);
    expect(answer.readable && answer.preview.warnings.map((warning) => warning.lines)).toEqual([[2, 8], [3, 6]]);
  });

  it('on the CSV files: the preview’s whole path gives the server’s answer', async () => {
    const file = csvFile('plantilla_PE.csv', [templateHeader('es').join(';'), ...EXAMPLE_LINES.PE.map((line) => rawLineCells(line).join(';')), 'OC-9;;1;Ahorros;BCP;1;X;-1;EUR;;']);
    expect(await throughBrowser('PE', file)).toEqual(await throughServer('PE', file));
  });
});

it('every message key the rules return is in the demo server’s catalogue, in both languages', () => {
  const keys = ['lineRequired', 'lineTooLong', 'lineCode', 'lineAccount', 'lineClabe', 'lineAccountType', 'lineBank', 'lineRut', 'lineDni', 'lineRfc', 'lineName', 'lineAmount', 'lineAmountPositive', 'lineAmountMax', 'lineAmountWhole', 'lineCurrency', 'lineEmail'] as const;
  for (const key of keys) for (const language of ['en', 'es'] as const) expect(say(language, key)).not.toBe(key);
  // The country codes the parity runs on are the server's.
  expect(Object.keys(BANKING) as CountryCode[]).toEqual(['CL', 'PE', 'MX']);
});
