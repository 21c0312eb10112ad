import { MAX_COMMENT_LENGTH, MAX_FILE_BYTES, MAX_FILES } from '../../machines/balances/balanceRules.ts';
import { longerThan } from '../http/limits.ts';

/**
 * What the balances calls accept, whatever the UI lets through. Text in characters (Unicode code
 * points, as Django counts them); longer is 400 `{field: ['Ensure this field has no more than N
 * characters.']}`. Amounts are plain decimals (`-1500.50`: digits, an optional point and at most
 * two decimals; no exponent, hex, `Infinity` or `NaN`) whose absolute value is at most
 * 999,999,999,999.99 (a Django DecimalField with max_digits 14 and decimal_places 2), so no total
 * can overflow.
 */
export const BALANCE_LIMITS = {
  text: {
    comments: MAX_COMMENT_LENGTH,
    document_id: 64,
    document_id_to: 64,
    account_id: 64,
    account_id_to: 64,
    /** An attachment's original file name. */
    file_name: 255,
  },
  amount: {
    max_abs: 999_999_999_999.99,
    max_digits: 14,
    decimal_places: 2,
  },
  files: {
    max_count: MAX_FILES,
    max_bytes: MAX_FILE_BYTES,
  },
} as const;

export type BalanceTextField = keyof typeof BALANCE_LIMITS.text;


/** Whether `text` is longer than the field's limit. */
export const isTooLong = (field: BalanceTextField, text: string): boolean => longerThan(BALANCE_LIMITS.text[field], text);
