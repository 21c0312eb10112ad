import type { CurrencyRates } from '../../api/schemas/payments';

/**
 * The EUR rate of a currency (spec 01 section 9: from the rates, falling back to 1).
 * `rates[code].EUR`: how many euros one unit of `code` buys.
 */
export const eurRate = (rates: CurrencyRates | null, code: string): number => rates?.rates[code]?.EUR ?? 1;

/** An amount as shown: in its currency, or in euros when converting. */
export const shownAmount = (amount: number, code: string, rates: CurrencyRates | null, toEur: boolean): number =>
  toEur ? amount * eurRate(rates, code) : amount;
