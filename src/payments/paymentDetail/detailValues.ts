import type { OperationCommission, PaymentTransaction } from '../../api/schemas/payments';
import { formatAmount, formatMoney, formatUtcDateTime } from '../../format';

/**
 * The detail's values as text, ready to show; null where the value is absent (the view says
 * 'Pending' for costs, 'not given' elsewhere).
 */

/** A ratio as a percentage with 2 decimals: 0.0295 → '2,95 %' (decimal comma, as amounts). */
export function formatPercent(ratio: number | null | undefined): string | null {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return null;
  const literal = String(ratio);
  // Shifting the decimal point in the literal keeps it exact (0.0295 * 100 is 2.9499…).
  const percent = formatAmount(literal.includes('e') ? ratio * 100 : `${literal}e2`);
  return percent === '' ? null : `${percent} %`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A settlement date: 'YYYY-MM-DD' as 'DD-MM-YYYY'; a time as 'DD-MM-YYYY HH:mm:ss' (UTC). */
export function formatSettlementDate(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const day = DATE_ONLY.exec(text);
  if (day) return `${day[3]}-${day[2]}-${day[1]}`;
  return formatUtcDateTime(text) || text;
}

const money = (value: number | null, currency: string | null): string | null => (value === null ? null : formatMoney(value, currency) || null);

export type CostKey =
  | 'fee'
  | 'feeUsd'
  | 'tax'
  | 'taxUsd'
  | 'netAmount'
  | 'netAmountUsd'
  | 'merchantFee'
  | 'operationTax'
  | 'markup'
  | 'settlementDate';

/**
 * Costs in the spec's order (spec 02 section 2): amounts in the operation's currency or USD,
 * the two ratios as percentages, markup as a number (its unit is not shown in the spec).
 * A missing operation_commission leaves every value absent.
 */
export function costValues(commission: OperationCommission | null, currency: string): ReadonlyArray<readonly [CostKey, string | null]> {
  const c = commission;
  return [
    ['fee', money(c?.fee ?? null, currency)],
    ['feeUsd', money(c?.fee_usd ?? null, 'USD')],
    ['tax', money(c?.tax ?? null, currency)],
    ['taxUsd', money(c?.tax_usd ?? null, 'USD')],
    ['netAmount', money(c?.net_amount ?? null, currency)],
    ['netAmountUsd', money(c?.net_amount_usd ?? null, 'USD')],
    ['merchantFee', formatPercent(c?.merchant_fee)],
    ['operationTax', formatPercent(c?.operation_tax)],
    ['markup', c?.markup === null || c?.markup === undefined ? null : formatAmount(c.markup) || null],
    ['settlementDate', formatSettlementDate(c?.settlement_date)],
  ];
}

/** A notification's request or response as indented JSON text; text that is not JSON as it came. */
export function jsonText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

export type LogEntry = PaymentTransaction['log_transactions'][number];
