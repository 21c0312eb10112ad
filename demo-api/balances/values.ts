import { BALANCE_LIMITS } from './limits.ts';

/** Plain checks of request values. */

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** The amount filter: a plain non-negative decimal that is a finite number. */
export const amountParamOk = (text: string): boolean => PLAIN_DECIMAL.test(text) && Number.isFinite(Number(text));

export type AmountProblem = 'enterNumber' | 'tooManyDecimals' | 'amountOutOfRange';

/**
 * A signed decimal as the forms send it (`-1500.5`), within BALANCE_LIMITS.amount, or why not:
 * not a plain decimal (`1e400`, `Infinity`, `NaN`, `0x10`, `+1`, `1.`), more than two decimals,
 * or beyond ±999,999,999,999.99 (however many digits: `1` and 400 zeros too).
 */
export function parseAmount(text: string): { value: number } | { problem: AmountProblem } {
  const unsigned = text.startsWith('-') ? text.slice(1) : text;
  if (!PLAIN_DECIMAL.test(unsigned)) return { problem: 'enterNumber' };
  const [whole = '', fraction = ''] = unsigned.split('.');
  if (fraction.length > BALANCE_LIMITS.amount.decimal_places) return { problem: 'tooManyDecimals' };
  const wholeDigits = whole.replace(/^0+(?=\d)/, '').length;
  if (wholeDigits > BALANCE_LIMITS.amount.max_digits - BALANCE_LIMITS.amount.decimal_places) return { problem: 'amountOutOfRange' };
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > BALANCE_LIMITS.amount.max_abs) return { problem: 'amountOutOfRange' };
  return { value };
}

