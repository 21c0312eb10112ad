/**
 * Amount formatting shared by every screen.
 *
 * The rule is the same in English and Spanish: two decimals, '.' for thousands and ','
 * for decimals ('1.234,56', '-1.234,56'). Grouping is built here rather than taken from
 * `Intl` because es-ES does not group four-digit numbers ('1234,56').
 *
 * - Input may be a number or a numeric string (the API sends some amounts as strings).
 *   Strings are rounded as exact decimals, so '1.005' and 1.005 both give '1,01'.
 * - Rounding is half away from zero ('-1.005' → '-1,01'); a value that rounds to zero is
 *   never shown as '-0,00'.
 * - Missing or non-numeric input (null, undefined, '', 'abc', NaN, Infinity) gives '' so a
 *   bad value is visible as a blank cell instead of a misleading '0,00'.
 * - `compact: true` shortens values of 9 or more integer digits to millions with an 'M'
 *   suffix in both languages: 123456789 → '123,46 M', 1234567890 → '1.234,57 M'. There is
 *   deliberately no 'billion' unit: 'billion' (10^9) and 'billón' (10^12) disagree.
 */

export type AmountValue = number | string | null | undefined;

export interface AmountFormatOptions {
  /** Shorten values of 9 or more integer digits to millions ('123,46 M'). */
  compact?: boolean;
  /** Decimals shown, 2 unless said (the currency converter shows 5: '0,00098'). */
  decimals?: number;
}

const THOUSANDS = '.';
const DECIMALS = ',';
const COMPACT_MIN_INTEGER_DIGITS = 9;
const MILLION_SUFFIX = 'M';

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

const formatters = new Map<number, Intl.NumberFormat>();

/** '-1234.57' for 2 decimals: dot decimals, no grouping, half away from zero. */
function fixedDecimals(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
      roundingMode: 'halfExpand',
      signDisplay: 'negative',
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/** A plain decimal literal ('-1234.5', '1e21') for valid input, otherwise null. */
function toDecimalLiteral(value: AmountValue): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return NUMERIC.test(text) ? text : null;
}

/** Rounds an exact decimal literal to '-1234.57' (dot decimals, no grouping). */
function roundToCents(literal: string, decimals = 2): string {
  // Intl formats string input as an exact decimal (no binary floating point rounding).
  return fixedDecimals(decimals).format(literal as Intl.StringNumericLiteral);
}

/** '-1234567.89' → '-1.234.567,89' */
function group(rounded: string): string {
  const negative = rounded.startsWith('-');
  const unsigned = negative ? rounded.slice(1) : rounded;
  const [integer = '0', fraction = ''] = unsigned.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);
  return `${negative ? '-' : ''}${grouped}${fraction === '' ? '' : DECIMALS}${fraction}`;
}

function integerDigits(rounded: string): number {
  const integer = rounded.replace('-', '').split('.')[0] ?? '';
  return integer.replace(/^0+/, '').length;
}

/** Formats an amount as '1.234,56' (same in every language); '' for non-numeric input. */
export function formatAmount(value: AmountValue, options: AmountFormatOptions = {}): string {
  const literal = toDecimalLiteral(value);
  if (literal === null) return '';
  const rounded = roundToCents(literal, options.decimals);
  if (options.compact && integerDigits(rounded) >= COMPACT_MIN_INTEGER_DIGITS) {
    // Scale by 10^-6 through the exponent so the decimal stays exact.
    const millions = roundToCents(`${literal.replace(/e([+-]?\d+)$/i, '')}e${exponentOf(literal) - 6}`);
    return `${group(millions)} ${MILLION_SUFFIX}`;
  }
  return group(rounded);
}

function exponentOf(literal: string): number {
  const match = /e([+-]?\d+)$/i.exec(literal);
  return match?.[1] ? Number(match[1]) : 0;
}

/**
 * Formats an amount with its ISO currency code in front: 'CLP 1.234,56', 'USD -10,00'.
 * The code (not a symbol) is used because CLP, MXN and USD all use '$'. Without a currency
 * only the amount is shown; non-numeric input gives ''.
 */
export function formatMoney(
  value: AmountValue,
  currency: string | null | undefined,
  options: AmountFormatOptions = {},
): string {
  const amount = formatAmount(value, options);
  if (amount === '') return '';
  const code = currency?.trim().toUpperCase();
  return code ? `${code} ${amount}` : amount;
}
