import { fromPromise } from 'xstate';
import { DETAIL_TRANSACTION_LIMIT, payrollDetailMachine, type PayrollDetailData } from '@machines/payouts/payrollDetail';
import { go } from '../../platform/navigation';
import { getPayroll, listPayoutTransactions } from '../../api/calls/payouts';

const PAYOUTS_LIST_PATH = '/payouts/list';

/**
 * The detail chart bound to the API and to navigation. `stillHere` tells whether the browser is
 * still on this page: the router cancels a page's requests as soon as the user starts to leave
 * it (back button, another address), and that cancellation must not pull them to the list
 * instead of where they were going. A request cancelled while they stay goes to the list (spec).
 */
export function payrollDetailLogic(stillHere: () => boolean = () => true) {
  return payrollDetailMachine.provide({
    actors: {
      loadDetail: fromPromise<PayrollDetailData, { payrollId: number }>(async ({ input }) => {
        const [payroll, page] = await Promise.all([
          getPayroll(input.payrollId),
          listPayoutTransactions({ payrollId: input.payrollId, itemsPerPage: DETAIL_TRANSACTION_LIMIT, page: 1 }),
        ]);
        // Checking 1000 rows against the schema is one task; drawing the page is the next one.
        await new Promise((resolve) => setTimeout(resolve, 0));
        return {
          payroll,
          transactions: page.items,
          totalTransactions: Math.max(page.paginate.totalItems, page.items.length),
        };
      }),
    },
    actions: {
      goToList: () => {
        if (stillHere()) go(PAYOUTS_LIST_PATH);
      },
    },
  });
}
