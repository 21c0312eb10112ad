import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANKING, type CountryCode } from '@demo-api/payouts/reference';
import type { PayrollBanking } from '@rules/payrollFile/banking';
import { formatRut, isValidRut } from '@rules/payrollFile/holderIds';
import { TEMPLATE_COLUMNS, type RawLine } from '@rules/payrollFile/template';
import { validateLine } from '@rules/payrollFile/validateLine';

/** Properties of the line rules over generated lines, on the demo server's own catalogue. */

const FIELDS = new Set<string>(TEMPLATE_COLUMNS.map((column) => column.field));
const COUNTRIES = Object.keys(BANKING) as CountryCode[];

/** Writes a catalogue entry the way people do: any case, accents dropped or not, underscores for spaces. */
const spelled = (value: string) =>
  fc.constantFrom(
    value,
    value.toUpperCase(),
    value.toLowerCase(),
    value.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
    value.replace(/ /g, '_'),
  );

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));

const holderId = (banking: PayrollBanking) => {
  if (banking.vatIdType === 'RUT') return fc.integer({ min: 1_000_000, max: 99_999_999 }).map(formatRut);
  if (banking.vatIdType === 'DNI') return fc.oneof(digits(8, 8), digits(9, 9).map((rest) => `20${rest}`));
  return fc.stringMatching(/^[A-Z]{4}[0-9]{6}[A-Z0-9]{3}$/);
};

/** A line every rule of the country accepts. */
function validLine(country: CountryCode): fc.Arbitrary<RawLine> {
  const banking = BANKING[country];
  return fc
    .record({
      order_id: fc.stringMatching(/^[A-Za-z0-9\-_/]{0,50}$/),
      credit_note: fc.stringMatching(/^[A-Za-z0-9\-_/]{0,50}$/),
      account_type: fc.constantFrom(...banking.accountTypes).chain(spelled),
      bank_name: fc.constantFrom(...banking.banks).chain(spelled),
      vat_id: holderId(banking),
      name: fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúÑñ][A-Za-zÁÉÍÓÚáéíóúÑñ ]{2,99}$/).filter((name) => name.trim() === name),
      currency_code: fc.constantFrom(...banking.currencies).chain((code) => fc.constantFrom(code, code.toLowerCase())),
      cents: fc.integer({ min: 1, max: 99_999_999_900 }),
      email: fc.oneof(fc.constant(''), fc.emailAddress().filter((email) => email.length <= 100)),
      subject: fc.string({ maxLength: 140 }).map((text) => text.trim()),
      account: digits(4, 20),
    })
    .map(({ cents, account, ...line }) => {
      const whole = line.currency_code.toUpperCase() === 'CLP';
      const amount = whole ? String(Math.max(1, Math.floor(cents / 100))) : (cents / 100).toFixed(2);
      const clabe = line.account_type.toUpperCase() === 'CLABE';
      return { ...line, amount, account_id: clabe ? account.padEnd(18, '7').slice(0, 18) : account };
    });
}

describe('line rules, generated', () => {
  it.each(COUNTRIES)('a valid %s line always passes, in the catalogue’s spelling, and passes again as it comes out', (country) => {
    fc.assert(
      fc.property(validLine(country), (raw) => {
        const checked = validateLine(raw, BANKING[country]);
        expect(checked).toHaveProperty('line');
        if (!('line' in checked)) return;
        expect(BANKING[country].banks).toContain(checked.line.bank_name);
        expect(BANKING[country].accountTypes).toContain(checked.line.account_type);
        expect(BANKING[country].currencies).toContain(checked.line.currency_code);
        const { amountValue, ...again } = checked.line;
        expect(validateLine(again, BANKING[country])).toEqual({ line: { ...again, amountValue } });
      }),
      { numRuns: 300 },
    );
  });

  it('whatever the cells, problems name only template fields, with a known message key, and never a valid line', () => {
    const anyLine = fc.record(Object.fromEntries(TEMPLATE_COLUMNS.map((column) => [column.field, fc.string({ maxLength: 30 })])) as Record<keyof RawLine, fc.Arbitrary<string>>);
    fc.assert(
      fc.property(anyLine, fc.constantFrom(...COUNTRIES), (raw, country) => {
        const checked = validateLine(raw, BANKING[country]);
        if ('line' in checked) return;
        const fields = Object.keys(checked.problems);
        expect(fields.length).toBeGreaterThan(0);
        for (const field of fields) expect(FIELDS.has(field)).toBe(true);
        for (const problem of Object.values(checked.problems)) expect(problem.key).toMatch(/^line[A-Z]/);
      }),
      { numRuns: 500 },
    );
  });

  it('a RUT is valid with its own check digit and with no other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 99_999_999 }), fc.constantFrom(...'0123456789K'), (body, digit) => {
        const rut = formatRut(body);
        expect(isValidRut(rut)).toBe(true);
        expect(isValidRut(`${rut.slice(0, -1)}${digit}`)).toBe(rut.endsWith(`-${digit}`));
      }),
    );
  });
});
