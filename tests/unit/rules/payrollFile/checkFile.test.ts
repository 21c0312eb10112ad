import { describe, expect, it } from 'vitest';
import type { PayrollBanking } from '@rules/payrollFile/banking';
import { checkPayrollFile } from '@rules/payrollFile/checkFile';
import { readCsvRows, type FileRow } from '@rules/payrollFile/csv';
import { templateHeader } from '@rules/payrollFile/template';

/** A whole file: outcome, row count, totals per currency, problems by line and field, warnings, first rows. */

const CL: PayrollBanking = {
  currencies: ['CLP', 'USD'],
  banks: ['Banco de Chile', 'BancoEstado', 'Banco Santander'],
  accountTypes: ['Cuenta Corriente', 'Cuenta Vista', 'CuentaRUT'],
  vatIdType: 'RUT',
};

const HEADER = templateHeader('en').join(',');
const csvRows = (...lines: string[]): FileRow[] => readCsvRows(new TextEncoder().encode(lines.join('\n')));

const FILE = csvRows(
  HEADER,
  'OC-1,,12345678,Cuenta Corriente,Banco de Chile,11.111.111-1,Ana Pérez Soto,25000,CLP,,',
  'OC-2,,12345678,Cuenta Corriente,Banco de Chile,11.111.111-2,Ana Pérez,abc,CLP,,',
  '',
  'OC-3,,55-555-555,CuentaRUT,bancoestado,22222222-2,Luis Díaz Mora,99.90,usd,,',
  'OC-4,,1234-5678,Cuenta Vista,BANCO DE CHILE,11.111.111-1,Ana Pérez Soto,1500,CLP,,',
  'OC-5,,55555555,Cuenta Vista,BancoEstado,11.111.111-1,Eva Soto,10.05,USD,,',
  'OC-6,,12345678,Cuenta Corriente,Banco Inventado,11.111.111-1,Ana Pérez,1500,ARS,,',
);

describe('checkPayrollFile', () => {
  it('counts the payment lines (blank rows left out), valid or not, and keeps the spreadsheet’s row numbers', () => {
    const check = checkPayrollFile(FILE, CL);
    expect(check.outcome).toBe('invalidLines');
    expect(check.rowCount).toBe(6);
    expect(check.valid.map((line) => line.no_line)).toEqual([2, 5, 6, 7]);
    expect(check.invalid.map((line) => line.no_line)).toEqual([3, 8]);
  });

  it('totals the valid lines per currency, count and amount, in the catalogue’s currency code', () => {
    expect(checkPayrollFile(FILE, CL).totals).toEqual({ CLP: { count: 2, amount: 26500 }, USD: { count: 2, amount: 109.95 } });
  });

  it('adds amounts without floating-point dust', () => {
    const rows = csvRows(HEADER, ...Array.from({ length: 10 }, (_, index) => `OC-${index},,1000${index}000,Cuenta Vista,BancoEstado,11.111.111-1,Eva Soto,0.10,USD,,`));
    expect(checkPayrollFile(rows, CL).totals).toEqual({ USD: { count: 10, amount: 1 } });
  });

  it('gives every problem with its line number, field and message key, and the cells as written', () => {
    expect(checkPayrollFile(FILE, CL).invalid).toEqual([
      {
        no_line: 3,
        cells: ['OC-2', '', '12345678', 'Cuenta Corriente', 'Banco de Chile', '11.111.111-2', 'Ana Pérez', 'abc', 'CLP', '', ''],
        problems: { vat_id: { key: 'lineRut' }, amount: { key: 'lineAmount' } },
      },
      {
        no_line: 8,
        cells: ['OC-6', '', '12345678', 'Cuenta Corriente', 'Banco Inventado', '11.111.111-1', 'Ana Pérez', '1500', 'ARS', '', ''],
        problems: { bank_name: { key: 'lineBank' }, currency_code: { key: 'lineCurrency', params: { allowed: 'CLP, USD' } } },
      },
    ]);
  });

  it('warns, without refusing, of the same bank and account on more than one line (any spelling, hyphens ignored)', () => {
    const check = checkPayrollFile(FILE, CL);
    expect(check.warnings).toEqual([
      // Line 3 is refused for its holder id and amount, but its bank and account are the same as line 2's.
      { key: 'warnDuplicateAccount', params: { bank: 'Banco de Chile', account: '12345678' }, lines: [2, 3, 6] },
      { key: 'warnDuplicateAccount', params: { bank: 'BancoEstado', account: '55-555-555' }, lines: [5, 7] },
    ]);
    // Line 8's bank is unknown: it is nobody's duplicate. The same account at another bank is another account.
    const otherBank = csvRows(HEADER, 'OC-1,,12345678,Cuenta Vista,BancoEstado,11.111.111-1,Eva Soto,10,CLP,,', 'OC-2,,12345678,Cuenta Vista,Banco de Chile,11.111.111-1,Eva Soto,10,CLP,,');
    expect(checkPayrollFile(otherBank, CL)).toMatchObject({ outcome: 'valid', warnings: [] });
  });

  it('gives the first rows for the preview table, as the template’s cells, with their problems', () => {
    const check = checkPayrollFile(FILE, CL, { firstRows: 2 });
    expect(check.firstRows).toEqual([
      { no_line: 2, cells: ['OC-1', '', '12345678', 'Cuenta Corriente', 'Banco de Chile', '11.111.111-1', 'Ana Pérez Soto', '25000', 'CLP', '', ''], problems: {} },
      { no_line: 3, cells: ['OC-2', '', '12345678', 'Cuenta Corriente', 'Banco de Chile', '11.111.111-2', 'Ana Pérez', 'abc', 'CLP', '', ''], problems: { vat_id: { key: 'lineRut' }, amount: { key: 'lineAmount' } } },
    ]);
    expect(checkPayrollFile(FILE, CL).firstRows).toHaveLength(6);
    expect(checkPayrollFile(FILE, CL, { firstRows: 0 }).firstRows).toEqual([]);
  });

  it('a valid file, a header only, a wrong header and an empty file', () => {
    expect(checkPayrollFile(csvRows(HEADER, 'OC-1,,12345678,Cuenta Corriente,Banco de Chile,11.111.111-1,Ana Pérez Soto,25000,CLP,,'), CL)).toMatchObject({
      outcome: 'valid',
      rowCount: 1,
      invalid: [],
    });
    expect(checkPayrollFile(csvRows(HEADER, '', ' , '), CL)).toMatchObject({ outcome: 'noLines', rowCount: 0, totals: {} });
    expect(checkPayrollFile(csvRows('rut,nombre,monto', '11.111.111-1,Ana,1000'), CL)).toMatchObject({ outcome: 'invalidHeader', rowCount: 0, invalid: [] });
    expect(checkPayrollFile([], CL).outcome).toBe('invalidHeader');
  });
});

describe('readCsvRows', () => {
  const LINE = ['OC-3', '', '55555555', 'CuentaRUT', 'BancoEstado', '11.111.111-1', 'Ñuñoa Peñalolén', '15000', 'CLP', '', 'Devolución'];

  it('reads UTF-8 (with or without a byte-order mark) and guesses , ; tab or |', () => {
    for (const delimiter of [',', ';', '\t', '|']) {
      const text = `\uFEFF${[templateHeader('es').join(delimiter), LINE.join(delimiter)].join('\r\n')}`;
      expect(readCsvRows(new TextEncoder().encode(text))).toEqual([
        { no_line: 1, cells: templateHeader('es') },
        { no_line: 2, cells: LINE },
      ]);
    }
  });

  it('reads Windows-1252 when the bytes are not UTF-8 (what Excel on Windows saves)', () => {
    const text = [templateHeader('es').join(';'), LINE.join(';')].join('\r\n');
    const bytes = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    expect(readCsvRows(bytes)[1]!.cells[6]).toBe('Ñuñoa Peñalolén');
    expect(readCsvRows(bytes)[0]!.cells[1]).toBe('Nota de crédito');
  });

  it('leaves out blank rows but counts them in the row numbers', () => {
    const rows = readCsvRows(new TextEncoder().encode(['a,b', '', ' , ', 'c,d'].join('\n')));
    expect(rows).toEqual([
      { no_line: 1, cells: ['a', 'b'] },
      { no_line: 4, cells: ['c', 'd'] },
    ]);
  });
});
