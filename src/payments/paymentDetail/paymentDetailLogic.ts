import { fromPromise } from 'xstate';
import { paymentDetailMachine } from '@machines/payments/paymentDetail';
import { getPayment } from '../../api/calls/payments';

/** The detail chart bound to the API; `onClose` tells the list the dialog is gone. */
export const paymentDetailLogic = (onClose: () => void) =>
  paymentDetailMachine.provide({
    actors: {
      // The chart's signal aborts the call when the dialog goes away mid-request.
      loadPayment: fromPromise<unknown, { operationId: number }>(({ input, signal }) => getPayment(input.operationId, signal)),
    },
    actions: {
      close: () => onClose(),
    },
  });
