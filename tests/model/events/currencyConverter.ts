import type { AnyEventObject } from 'xstate';
import { currencyConverterMachine, type CurrencyConverterInput, type CurrencyRates } from '@machines/payments/currencyConverter';
import type { ApiFailure } from '@machines/shared/apiError';
import type { ModelSpec } from '../../support/model';

/** The currency converter chart's model: one source for the replay test and the coverage test. */

const rates: CurrencyRates = { lastUpdate: '2026-11-20T15:00:00Z', rates: { CLP: { USD: 0.00105, EUR: 0.00098 } } };
const failure: ApiFailure = { kind: 'http', status: 503, message: { text: 'Rates are being updated.' } };

const currencyConverterEvents = {
  'the rates load': { type: 'xstate.done.actor.loadRates', output: rates },
  'the rates call fails': { type: 'xstate.error.actor.loadRates', error: failure },
  'the user retries': { type: 'RETRY' },
  'the user clicks the USD row': { type: 'CHOOSE_BASE', currency: 'USD' },
  'the user types 2.5': { type: 'AMOUNT', amount: '2.5' },
  'the user moves MXN to the top': { type: 'MOVE', currency: 'MXN', over: 'EUR' },
} satisfies Record<string, AnyEventObject>;

export type CurrencyConverterEventName = keyof typeof currencyConverterEvents;

export const currencyConverterModel: ModelSpec<CurrencyConverterInput> = {
  machine: currencyConverterMachine,
  starts: [{ name: 'the card opens', input: { order: ['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN'], base: 'CLP', amount: '1' } }],
  events: currencyConverterEvents,
};
