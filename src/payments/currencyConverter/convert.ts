import type { CurrencyRates } from '@machines/payments/currencyConverter';

/** How many `to` one `from` buys: the server's rate, else the inverse of the opposite one; null when neither is given. */
export function rateBetween(rates: CurrencyRates['rates'], from: string, to: string): number | null {
  if (from === to) return 1;
  const direct = rates[from]?.[to];
  if (direct !== undefined) return direct;
  const inverse = rates[to]?.[from];
  return inverse !== undefined ? 1 / inverse : null;
}

/** The typed amount as a number; null while it is empty or just a point. */
export function amountValue(typed: string): number | null {
  const text = typed.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}
