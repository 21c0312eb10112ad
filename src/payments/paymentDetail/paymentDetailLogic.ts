import { fromPromise } from 'xstate';
import { paymentDetailMachine } from '@machines/payments/paymentDetail';
import { getPayment } from '../../api/calls/payments';

/** The detail chart bound to the API (it emits `closed` when the dialog is done). */
export const paymentDetailLogic = () =>
  paymentDetailMachine.provide({
    actors: {
      // The chart's signal aborts the call when the dialog goes away mid-request.
      loadPayment: fromPromise<unknown, { operationId: number }>(({ input, signal }) => getPayment(input.operationId, signal)),
    },
  });
