import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { currencyConverterMachine } from '@machines/payments/currencyConverter';
import { getCurrencyRates } from '../../api/calls/payments';
import { readOrder, saveOrder } from './currencyOrder';
import { inspected } from '../../platform/inspect';

/** Spec 02 section 9: CLP is the base and 1 the amount until the user picks others. */
const DEFAULT_BASE = 'CLP';
const DEFAULT_AMOUNT = '1';

const currencyConverterLogic = currencyConverterMachine.provide({
  actors: { loadRates: fromPromise(({ signal }) => getCurrencyRates(signal)) },
  actions: { saveOrder: (_, params) => saveOrder(params.order) },
});

/** The converter chart bound to the real rates call and the saved order. */
export function useCurrencyConverter() {
  return useMachine(currencyConverterLogic, inspected({ input: { order: readOrder(), base: DEFAULT_BASE, amount: DEFAULT_AMOUNT } }));
}
