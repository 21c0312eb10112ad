import { describe, expect, it, vi } from 'vitest';
import { checkPayrollFile } from '@rules/payrollFile/checkFile';
import { PAYROLL_BANKING, payrollBankingOf } from '@rules/payrollFile/catalogue';
import { readCsvRows } from '@rules/payrollFile/csv';
import { previewOf, problemAt } from '@rules/payrollFile/preview';
import { templateHeader } from '@rules/payrollFile/template';
import { csvProblem, readPreview, readRows, sheetRows, transferOf } from '@app/payouts/payoutUpload/preview/readPreview';
import { BANKING } from '@demo-api/payouts/reference';

/**
 * The preview's reader without a Worker (issue 28): the worker only moves a File in and this
 * answer out, so its logic is tested here as plain functions over bytes.
 */

const encode = (text: string) => new TextEncoder().encode(text);
const HEADER = templateHeader('es').join(';');
const GOOD = 'OC-1;;12345678;Cuenta Corriente;Banco de Chile;11.111.111-1;Ana Pérez Soto;25000;CLP;;';
const BAD = 'OC-2;;123;Cuenta Corriente;Banco Inventado;11.111.111-1;Al;abc;CLP;;';
const noSheet = vi.fn(() => Promise.reject(new Error('not a workbook')));

describe('what the preview refuses to read, and why', () => {
  it.each([
    ['a PDF', [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'wrongType'],
    ['a zip (an .xlsx renamed .csv)', [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00], 'wrongType'],
    ['an old Office file', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1], 'wrongType'],
    ['a PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a], 'wrongType'],
    ['UTF-16 with a byte-order mark', [0xff, 0xfe, 0x4f, 0x00, 0x43, 0x00], 'encoding'],
    ['UTF-16 without one', [...encode('Orden;Monto\r\n')].flatMap((byte) => [byte, 0]), 'encoding'],
    ['random binary', Array.from({ length: 512 }, (_, index) => (index * 37 + 11) % 256), 'wrongType'],
  ] as const)('%s is not a CSV', (_, bytes, reason) => {
    expect(csvProblem(Uint8Array.from(bytes))).toBe(reason);
  });

  it.each([
    ['UTF-8 with accents and a BOM', encode(`\uFEFF${HEADER}\r\n${GOOD}`)],
    ['Windows-1252', Uint8Array.from([...`${HEADER}\r\n${GOOD}`].map((char) => char.charCodeAt(0)))],
    ['tabs and a form feed', encode('a\tb\fc\r\n')],
    ['an empty file', new Uint8Array()],
  ])('%s is read', (_, bytes) => {
    expect(csvProblem(bytes)).toBeNull();
  });

  it('reads no .xls, no .xlsx that is not a zip, and no workbook its reader refuses', async () => {
    expect(await readRows(encode('anything'), 'NOMINA.XLS', noSheet)).toBe('xlsFormat');
    expect(await readRows(encode(`${HEADER}\r\n${GOOD}`), 'nomina.xlsx', noSheet)).toBe('wrongType');
    expect(noSheet).not.toHaveBeenCalled();
    expect(await readRows(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'nomina.xlsx', noSheet)).toBe('wrongType');
    expect(noSheet).toHaveBeenCalledTimes(1);
  });
});

describe('rows as the server numbers them', () => {
  it('a sheet: the row of the sheet, blank rows left out, numbers and booleans as their text', () => {
    expect(sheetRows([['Orden', 'Monto'], [null, null], ['OC-1', 25000], ['  x ', 99.9, true]])).toEqual([
      { no_line: 1, cells: ['Orden', 'Monto'] },
      { no_line: 3, cells: ['OC-1', '25000'] },
      { no_line: 4, cells: ['  x ', '99.9', 'true'] },
    ]);
  });

  it('a CSV goes through the shared reader, as the server reads it', async () => {
    const bytes = encode(`${HEADER}\r\n\r\n${GOOD}\r\n${BAD}`);
    expect(await readRows(bytes, 'nomina.csv', noSheet)).toEqual(readCsvRows(bytes));
  });
});

describe('the preview the worker posts', () => {
  it('is the whole-file check without the lines: counts, totals, first rows, every problem as (line, kind)', async () => {
    const bytes = encode([HEADER, GOOD, BAD, BAD.replace('OC-2', 'OC-3')].join('\r\n'));
    const answer = await readPreview(bytes, 'nomina.csv', PAYROLL_BANKING.CL, noSheet);
    if (!answer.readable) throw new Error(answer.reason);
    const { preview } = answer;
    const check = checkPayrollFile(readCsvRows(bytes), PAYROLL_BANKING.CL);
    expect(preview).toMatchObject({ outcome: 'invalidLines', rowCount: 3, totals: check.totals, firstRows: check.firstRows, warnings: check.warnings, invalidLineCount: 2 });
    // Every problem of the check, in line then column order; repeated problems share one kind.
    const expected = check.invalid.flatMap((line) => Object.entries(line.problems).map(([field, problem]) => ({ line: line.no_line, kind: { field, ...problem } })));
    const listed = Array.from({ length: preview.problems.lines.length }, (_, index) => problemAt(preview, index));
    expect(listed).toEqual(expect.arrayContaining(expected));
    expect(listed).toHaveLength(expected.length);
    expect(preview.problems.kinds).toHaveLength(expected.length / 2);
    expect(listed.map((problem) => problem.line)).toEqual([...listed.map((problem) => problem.line)].sort((a, b) => a - b));
    // What crosses by transfer, not by copy.
    expect(transferOf(answer)).toEqual([preview.problems.lines.buffer, preview.problems.kindOf.buffer]);
    expect(transferOf({ readable: false, reason: 'xlsFormat' })).toEqual([]);
  });

  it('of a file without errors has no problems', () => {
    const preview = previewOf(checkPayrollFile(readCsvRows(encode(`${HEADER}\r\n${GOOD}`)), PAYROLL_BANKING.CL));
    expect(preview.problems.lines).toHaveLength(0);
    expect(preview.outcome).toBe('valid');
  });
});

describe('the bundled catalogue', () => {
  it('is the demo server’s, by the provider’s country ids', () => {
    for (const [id, code] of [[1, 'CL'], [2, 'PE'], [3, 'MX']] as const) {
      const { currencies, banks, accountTypes, vatIdType } = BANKING[code];
      expect(payrollBankingOf(id)).toEqual({ currencies, banks, accountTypes, vatIdType });
    }
    expect(payrollBankingOf(99)).toBeNull();
  });
});
