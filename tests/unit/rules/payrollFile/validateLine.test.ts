import { describe, expect, it } from 'vitest';
import type { PayrollBanking } from '@rules/payrollFile/banking';
import { formatRut, isValidHolderId, isValidRut } from '@rules/payrollFile/holderIds';
import { headerMatches, templateHeader, toRawLine, type RawLine } from '@rules/payrollFile/template';
import { validateLine } from '@rules/payrollFile/validateLine';

/** The per-line rules as the demo server applied them before they moved (demo-api/README.md, "the file format"). */

// The catalogue is data the caller passes in: these are the demo server's Chilean and Mexican entries.
const CL: PayrollBanking = {
  currencies: ['CLP', 'USD'],
  banks: ['Banco de Chile', 'BancoEstado', 'Banco Santander'],
  accountTypes: ['Cuenta Corriente', 'Cuenta Vista', 'CuentaRUT'],
  vatIdType: 'RUT',
};
const PE: PayrollBanking = { currencies: ['PEN', 'USD'], banks: ['BCP', 'BBVA Perú'], accountTypes: ['Ahorros', 'Corriente', 'CCI'], vatIdType: 'DNI' };
const MX: PayrollBanking = { currencies: ['MXN', 'USD'], banks: ['BBVA México', 'Banorte'], accountTypes: ['CLABE', 'Débito'], vatIdType: 'RFC' };

const GOOD: RawLine = {
  order_id: 'OC-1',
  credit_note: 'NC-9',
  account_id: '12345678',
  account_type: 'Cuenta Corriente',
  bank_name: 'Banco de Chile',
  vat_id: '11.111.111-1',
  name: 'Ana Pérez Soto',
  amount: '25000',
  currency_code: 'CLP',
  email: 'ana@correo.example',
  subject: 'Reembolso',
};

const problemsOf = (change: Partial<RawLine>, banking: PayrollBanking = CL) => {
  const checked = validateLine({ ...GOOD, ...change }, banking);
  return 'problems' in checked ? checked.problems : {};
};

describe('holder ids', () => {
  it('a RUT needs its mod-11 check digit, with or without dots and hyphen, K in either case', () => {
    expect(isValidRut('11.111.111-1')).toBe(true);
    expect(isValidRut('111111111')).toBe(true);
    expect(isValidRut('11.111.111-2')).toBe(false);
    expect(isValidRut('10.000.013-k')).toBe(true);
    expect(isValidRut('10.000.013-K')).toBe(true);
    expect(isValidRut('10.000.013-0')).toBe(false);
    expect(isValidRut('12.345-5')).toBe(false); // too short a body
    expect(formatRut(12_345_678)).toBe('12.345.678-5');
    for (const body of [1_000_000, 6_543_210, 9_876_543, 24_999_999]) expect(isValidRut(formatRut(body))).toBe(true);
  });

  it('a Peruvian DNI has 8 digits, a RUC 11 starting 10 or 20; an RFC 3-4 letters, a date and 3 characters', () => {
    expect(isValidHolderId(PE, '45678912')).toBe(true);
    expect(isValidHolderId(PE, '20123456789')).toBe(true);
    expect(isValidHolderId(PE, '30123456789')).toBe(false);
    expect(isValidHolderId(PE, '4567891')).toBe(false);
    expect(isValidHolderId(MX, 'HEGJ850101AB1')).toBe(true);
    expect(isValidHolderId(MX, 'abc850101ab1')).toBe(true);
    expect(isValidHolderId(MX, 'HEGJ8501AB1')).toBe(false);
  });
});

describe('the template header', () => {
  it('is matched in Spanish or English, ignoring case, accents, spaces, underscores and trailing empty cells', () => {
    expect(headerMatches(templateHeader('es'))).toBe(true);
    expect(headerMatches([...templateHeader('en'), '', ' '])).toBe(true);
    expect(headerMatches(templateHeader('es').map((label) => label.toUpperCase().replace(/ /g, '_').replace('É', 'E')))).toBe(true);
    expect(headerMatches(templateHeader('es').slice(1))).toBe(false);
    expect(headerMatches([...templateHeader('es'), 'Extra'])).toBe(false);
    expect(headerMatches(['rut', 'nombre', 'monto'])).toBe(false);
  });

  it('reads cells into a line, trimmed, missing cells empty', () => {
    expect(toRawLine([' OC-1 ', '', '123'])).toMatchObject({ order_id: 'OC-1', credit_note: '', account_id: '123', subject: '' });
  });
});

describe('one line', () => {
  it('a good line passes, its bank, account type and currency in the catalogue’s spelling', () => {
    const checked = validateLine({ ...GOOD, bank_name: 'BANCO DE CHILE', account_type: 'cuenta_corriente', currency_code: 'clp' }, CL);
    expect(checked).toEqual({ line: { ...GOOD, amountValue: 25000 } });
  });

  it('required fields: account, type, bank, holder id, name, amount and currency; the others may be empty', () => {
    const empty = Object.fromEntries(Object.keys(GOOD).map((field) => [field, ''])) as RawLine;
    expect(validateLine(empty, CL)).toEqual({
      problems: {
        account_id: { key: 'lineRequired' },
        account_type: { key: 'lineRequired' },
        bank_name: { key: 'lineRequired' },
        vat_id: { key: 'lineRequired' },
        name: { key: 'lineRequired' },
        amount: { key: 'lineRequired' },
        currency_code: { key: 'lineRequired' },
      },
    });
    expect(problemsOf({ order_id: '', credit_note: '', email: '', subject: '' })).toEqual({});
  });

  it('lengths: codes 50, e-mail 100, reason 140, name 3 to 100 with a letter', () => {
    expect(problemsOf({ order_id: 'A'.repeat(50), credit_note: 'B'.repeat(50), subject: 'x'.repeat(140) })).toEqual({});
    expect(problemsOf({ order_id: 'A'.repeat(51), credit_note: 'B'.repeat(51), subject: 'x'.repeat(141) })).toEqual({
      order_id: { key: 'lineTooLong', params: { max: 50 } },
      credit_note: { key: 'lineTooLong', params: { max: 50 } },
      subject: { key: 'lineTooLong', params: { max: 140 } },
    });
    expect(problemsOf({ email: `${'a'.repeat(90)}@correo.example` })).toEqual({ email: { key: 'lineTooLong', params: { max: 100 } } });
    expect(problemsOf({ name: 'Al' })).toEqual({ name: { key: 'lineName' } });
    expect(problemsOf({ name: '12345' })).toEqual({ name: { key: 'lineName' } });
    expect(problemsOf({ name: 'Ñ'.repeat(101) })).toEqual({ name: { key: 'lineName' } });
    expect(problemsOf({ name: 'Ñu' + 'ñ'.repeat(98) })).toEqual({});
  });

  it('codes are letters, digits and - _ /; the e-mail looks like one', () => {
    expect(problemsOf({ order_id: 'OC_1/ñ-2' })).toEqual({});
    expect(problemsOf({ order_id: 'OC 1', credit_note: 'NC#2', email: 'no-es-correo' })).toEqual({
      order_id: { key: 'lineCode' },
      credit_note: { key: 'lineCode' },
      email: { key: 'lineEmail' },
    });
  });

  it('the account: 4 to 20 digits, hyphens allowed; a CLABE exactly 18', () => {
    expect(problemsOf({ account_id: '12-34' })).toEqual({});
    expect(problemsOf({ account_id: '123' })).toEqual({ account_id: { key: 'lineAccount' } });
    expect(problemsOf({ account_id: '1'.repeat(21) })).toEqual({ account_id: { key: 'lineAccount' } });
    expect(problemsOf({ account_id: '12AB5678' })).toEqual({ account_id: { key: 'lineAccount' } });
    const mx = { account_type: 'clabe', bank_name: 'Banorte', vat_id: 'HEGJ850101AB1', currency_code: 'MXN', amount: '10.50' };
    expect(problemsOf({ ...mx, account_id: '012180001234567891' }, MX)).toEqual({});
    expect(problemsOf({ ...mx, account_id: '01218000123456789' }, MX)).toEqual({ account_id: { key: 'lineClabe' } });
    // A Débito account is not a CLABE: 17 digits are fine.
    expect(problemsOf({ ...mx, account_type: 'Debito', account_id: '01218000123456789' }, MX)).toEqual({});
  });

  it('bank and account type: one of the country’s, any case, accents, spaces or underscores', () => {
    expect(problemsOf({ bank_name: 'bancoestado', account_type: 'CUENTA_VISTA' })).toEqual({});
    expect(validateLine({ ...GOOD, bank_name: 'bbva peru', account_type: 'ahorros', vat_id: '45678912', currency_code: 'PEN', amount: '1.5' }, PE)).toMatchObject({
      line: { bank_name: 'BBVA Perú', account_type: 'Ahorros' },
    });
    expect(problemsOf({ bank_name: 'Banco Inventado', account_type: 'Ahorros' })).toEqual({
      bank_name: { key: 'lineBank' },
      account_type: { key: 'lineAccountType', params: { allowed: 'Cuenta Corriente, Cuenta Vista, CuentaRUT' } },
    });
  });

  it('the holder id follows the country: RUT, DNI/RUC or RFC', () => {
    expect(problemsOf({ vat_id: '11.111.111-2' })).toEqual({ vat_id: { key: 'lineRut' } });
    expect(problemsOf({ vat_id: '1234', bank_name: 'BCP', account_type: 'CCI', currency_code: 'PEN' }, PE)).toEqual({ vat_id: { key: 'lineDni' } });
    expect(problemsOf({ vat_id: '11.111.111-1', bank_name: 'Banorte', account_type: 'Débito', currency_code: 'MXN' }, MX)).toEqual({ vat_id: { key: 'lineRfc' } });
  });

  it('the currency: one of the country’s, any case', () => {
    expect(problemsOf({ currency_code: 'usd', amount: '99.90' })).toEqual({});
    expect(problemsOf({ currency_code: 'ARS' })).toEqual({ currency_code: { key: 'lineCurrency', params: { allowed: 'CLP, USD' } } });
    expect(problemsOf({ currency_code: 'PEN' })).toEqual({ currency_code: { key: 'lineCurrency', params: { allowed: 'CLP, USD' } } });
  });

  it('the amount: digits with up to two decimals (. or ,), above zero, at most 999,999,999; CLP whole', () => {
    expect(validateLine({ ...GOOD, currency_code: 'USD', amount: '1250,5' }, CL)).toMatchObject({ line: { amountValue: 1250.5 } });
    expect(problemsOf({ amount: '999999999' })).toEqual({});
    expect(problemsOf({ amount: 'abc' })).toEqual({ amount: { key: 'lineAmount' } });
    expect(problemsOf({ amount: '-500' })).toEqual({ amount: { key: 'lineAmount' } });
    expect(problemsOf({ amount: '15.000,5' })).toEqual({ amount: { key: 'lineAmount' } });
    expect(problemsOf({ amount: '1.234', currency_code: 'USD' })).toEqual({ amount: { key: 'lineAmount' } });
    expect(problemsOf({ amount: '0' })).toEqual({ amount: { key: 'lineAmountPositive' } });
    expect(problemsOf({ amount: '1000000000' })).toEqual({ amount: { key: 'lineAmountMax', params: { max: 999_999_999 } } });
    expect(problemsOf({ amount: '1500.50' })).toEqual({ amount: { key: 'lineAmountWhole', params: { currency: 'CLP' } } });
    expect(problemsOf({ amount: '1500.50', currency_code: 'USD' })).toEqual({});
  });

  it('lists every column’s problem at once, the first rule each column breaks', () => {
    expect(problemsOf({ vat_id: '11.111.111-2', amount: 'abc', bank_name: 'Banco Inventado', email: 'x' })).toEqual({
      vat_id: { key: 'lineRut' },
      amount: { key: 'lineAmount' },
      bank_name: { key: 'lineBank' },
      email: { key: 'lineEmail' },
    });
  });
});
