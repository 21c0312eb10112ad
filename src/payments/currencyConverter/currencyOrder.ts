import * as v from 'valibot';
import { PAYMENT_CURRENCIES } from '../../api/schemas/payments';

/**
 * The converter's row order, kept in local storage: it outlives a reload and is the same in
 * every tab and on every page that shows the card, and it goes with the rest of local storage
 * when the user signs out or the session expires (spec 01 section 8).
 */
export const ORDER_STORAGE_KEY = 'currencyConverter:order';

/** The six currencies, each once, in any order: anything else is an old or edited value. */
const OrderSchema = v.pipe(
  v.array(v.picklist(PAYMENT_CURRENCIES)),
  v.check((order) => order.length === PAYMENT_CURRENCIES.length && new Set(order).size === order.length),
);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The saved order, or the spec's (EUR, USD, CLP, PEN, BRL, MXN) when there is none that can be trusted. */
export function readOrder(): readonly string[] {
  try {
    const saved = storage()?.getItem(ORDER_STORAGE_KEY);
    if (saved) {
      const result = v.safeParse(OrderSchema, JSON.parse(saved));
      if (result.success) return result.output;
    }
  } catch {
    // Not JSON, or storage unavailable: the default order.
  }
  return PAYMENT_CURRENCIES;
}

export function saveOrder(order: readonly string[]): void {
  try {
    storage()?.setItem(ORDER_STORAGE_KEY, JSON.stringify(order));
  } catch {
    // Storage full or disabled: the order is simply not remembered.
  }
}
