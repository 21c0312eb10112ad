import { http, HttpResponse } from 'msw';
import { demoServer } from '../../support/demoServer';
import { rawPayroll, transactionsPage, type RawPayroll, type RawTransaction } from './data';

export interface DetailRequests {
  /** Query strings of the transactions calls made. */
  readonly transactionQueries: URLSearchParams[];
  readonly payrollCalls: number;
}

/**
 * Serves one hand-made payroll and its transactions through msw overrides over the demo API
 * (contract-shaped), for answers the seeded store does not hold: odd values, server markup,
 * malformed rows. PayrollDetail.demo.test.tsx runs the same view against the demo API itself.
 * Other ids answer Django's 404. `totalItems` lets a test claim more rows than it sends (a
 * payroll over the 1000 limit).
 */
export function servePayrollDetail(options: {
  payroll?: RawPayroll;
  transactions?: readonly RawTransaction[];
  totalItems?: number;
} = {}): DetailRequests {
  const payroll = options.payroll ?? rawPayroll();
  const transactions = options.transactions ?? [];
  const requests = { transactionQueries: [] as URLSearchParams[], payrollCalls: 0 };
  demoServer.use(
    http.get('*/v1/payrolls/:id/', ({ params }) => {
      requests.payrollCalls += 1;
      if (Number(params.id) !== payroll.id) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      return HttpResponse.json(payroll);
    }),
    http.get('*/v1/transactions/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.transactionQueries.push(query);
      const mine = Number(query.get('uploaded_file__id')) === payroll.id ? transactions : [];
      const itemsPerPage = Number(query.get('itemsPerPage') ?? 10);
      const page = Number(query.get('page') ?? 1);
      const total = mine === transactions ? (options.totalItems ?? transactions.length) : 0;
      return HttpResponse.json(transactionsPage(mine, itemsPerPage, page, total));
    }),
  );
  return requests;
}

;
