import { fromPromise } from 'xstate';
import { approvalWaitOf } from '@machines/payouts/payrollRules';
import {
  DETAIL_TRANSACTION_LIMIT,
  delayUntil,
  nextApprovalDeadline,
  payrollDetailMachine,
  type PayrollDetailData,
} from '@machines/payouts/payrollDetail';
import { go } from '../../platform/navigation';
import { getPayroll, listPayoutTransactions } from '../../api/calls/payouts';

const PAYOUTS_LIST_PATH = '/payouts/list';

/**
 * The detail chart bound to the API and to navigation. `stillHere` tells whether the browser is
 * still on this page: the router cancels a page's requests as soon as the user starts to leave
 * it (back button, another address), and that cancellation must not pull them to the list
 * instead of where they were going. A request cancelled while they stay goes to the list (spec).
 * `now` is the clock the payroll's next deadline is counted against (issue 24).
 */
export function payrollDetailLogic(stillHere: () => boolean = () => true, now: () => number = () => Date.now()) {
  return payrollDetailMachine.provide({
    actors: {
      loadDetail: fromPromise<PayrollDetailData, { payrollId: number }>(async ({ input }) => {
        const [payroll, page] = await Promise.all([
          getPayroll(input.payrollId),
          listPayoutTransactions({ payrollId: input.payrollId, itemsPerPage: DETAIL_TRANSACTION_LIMIT, page: 1 }),
        ]);
        // Checking 1000 rows against the schema is one task; drawing the page is the next one.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const wait = approvalWaitOf(payroll);
        return {
          payroll,
          transactions: page.items,
          totalTransactions: Math.max(page.paginate.totalItems, page.items.length),
          nextDeadline: nextApprovalDeadline(wait === 'unassigned' ? null : wait),
        };
      }),
    },
    delays: {
      approvalDeadline: ({ context }) => delayUntil(context.data?.nextDeadline ?? 0, now()),
    },
    actions: {
      goToList: () => {
        if (stillHere()) go(PAYOUTS_LIST_PATH);
      },
    },
  });
}
