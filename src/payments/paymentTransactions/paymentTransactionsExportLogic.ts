import { fromPromise } from 'xstate';
import {
  paymentTransactionsExportMachine,
  type PaymentsExportAnswer,
  type PaymentsExportFilters,
} from '@machines/payments/paymentTransactionsExport';
import { exportPayments } from '../../api/calls/payments';
import { openInNewTab } from '../../components/downloads/openInNewTab';
import { toPaymentCall, type PaymentListFilters } from './paymentFilters';

/** The payments Export chart bound to the export call (limit 20000) and a new tab. */
export const paymentTransactionsExportLogic = paymentTransactionsExportMachine.provide({
  actors: {
    exportPayments: fromPromise<PaymentsExportAnswer, PaymentsExportFilters>(({ input }) =>
      exportPayments(toPaymentCall(input as PaymentListFilters)),
    ),
  },
  actions: {
    openUrl: (_, params) => openInNewTab(params.url),
  },
});
