import { assign, setup, type PromiseActorLogic } from 'xstate';
import { messageOf } from '../shared/apiError';
import type { Message } from '../shared/message';

/**
 * The currency converter card (spec 02 sections 2 and 9): the rates of /v1/services/status,
 * the base currency (a row the user picks), the amount typed, and the rows' order, which the
 * user changes by dragging and which is kept for the next visit.
 */

/** `rates[FROM][TO]`: how many TO one FROM buys; `lastUpdate` as the server sent it. */
export interface CurrencyRates {
  readonly lastUpdate: string;
  readonly rates: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export interface CurrencyConverterInput {
  /** The rows, in the order the user left them (or the default one). */
  readonly order: readonly string[];
  readonly base: string;
  /** As typed: digits and one decimal point. */
  readonly amount: string;
}

interface CurrencyConverterContext extends CurrencyConverterInput {
  rates: CurrencyRates | null;
  error: Message | null;
}

export type CurrencyConverterEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE_BASE'; currency: string }
  | { type: 'AMOUNT'; amount: string }
  /** `currency`'s row dropped where `over`'s row was (the others shift). */
  | { type: 'MOVE'; currency: string; over: string };

/** `currency` moved to `over`'s place; the order itself when either is not a row. */
export function moveCurrency(order: readonly string[], currency: string, over: string): readonly string[] {
  const from = order.indexOf(currency);
  const to = order.indexOf(over);
  if (from === -1 || to === -1 || from === to) return order;
  const next = order.filter((code) => code !== currency);
  next.splice(to, 0, currency);
  return next;
}

export const currencyConverterMachine = setup({
  types: {
    context: {} as CurrencyConverterContext,
    events: {} as CurrencyConverterEvent,
    input: {} as CurrencyConverterInput,
  },
  actors: {
    /** GET /v1/services/status: its currency_rates. */
    loadRates: {} as PromiseActorLogic<CurrencyRates, void>,
  },
  actions: {
    /** Keeps the rows' order for the next visit (local storage). */
    saveOrder: (_, _params: { order: readonly string[] }) => {},
  },
  guards: {
    isRow: ({ context }, params: { currency: string }) => context.order.includes(params.currency),
    isMove: ({ context }, params: { currency: string; over: string }) =>
      moveCurrency(context.order, params.currency, params.over) !== context.order,
  },
}).createMachine({
  id: 'currencyConverter',
  context: ({ input }) => ({ ...input, rates: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRates',
        src: 'loadRates',
        onDone: { target: 'ready', actions: assign({ rates: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => messageOf(event.error),
          }),
        },
      },
    },
    ready: {
      on: {
        CHOOSE_BASE: {
          guard: { type: 'isRow', params: ({ event }) => ({ currency: event.currency }) },
          actions: assign({ base: ({ event }) => event.currency }),
        },
        AMOUNT: { actions: assign({ amount: ({ event }) => event.amount }) },
        MOVE: {
          guard: { type: 'isMove', params: ({ event }) => ({ currency: event.currency, over: event.over }) },
          actions: [
            assign({ order: ({ context, event }) => moveCurrency(context.order, event.currency, event.over) }),
            { type: 'saveOrder', params: ({ context }) => ({ order: context.order }) },
          ],
        },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
