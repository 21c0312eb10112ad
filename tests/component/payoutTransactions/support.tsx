import { RouterProvider, type RouteComponent } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { avatarFor } from '@machines/access/avatar';
import { toSessionUser } from '@machines/access/sessionUser';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor } from '@app/session/sessionActor';
import { accessCalls } from '@app/app/loadOnDemand';
import { saveVersion, writeSession } from '@app/platform/storage';
import { login } from '@app/api/calls/access';
import { PayoutTransactionPageSchema, ReportPageSchema } from '@app/api/schemas/payouts';
import { config } from '@app/platform/config';
import { ReferenceDataProvider } from '@app/referenceData/ReferenceDataContext';
import { DEMO_PASSWORD } from '@demo-api/store/seed/access';
import { demoServer } from '../../support/demoServer';
import { renderView } from '../../support/render';
import { memoryRouter, quietScrolling, stubPage } from '../../model/support/router';

/**
 * Shared by the payout transactions and report tests: a signed-in demo user, the page in a
 * router (with a stub payroll detail to follow links to), and contract-shaped answers
 * (checked against the app's own schemas, so a fixture can never drift from the contract).
 */

export const PAYROLL_STUB = 'Payroll detail (stub)';

/** Signs a demo user in for real (the demo API knows the token) and starts the session. */
async function signedIn(username: string) {
  const answer = await login({ username, password: DEMO_PASSWORD });
  saveVersion(config.dashboardVersion);
  writeSession(toSessionUser(answer, avatarFor(answer.token!)));
  const actor = createSessionActor(accessCalls);
  actor.start();
  return actor;
}

/** Renders a page at `path` as the shell does: session, reference data, router. */
export async function renderPage(page: RouteComponent, path: string, username = 'carga') {
  quietScrolling();
  const actor = await signedIn(username);
  // `path` may carry a search (a link to a filtered list); the route is its path alone.
  const router = memoryRouter({ [path.split('?')[0]!]: page, '/payroll/view/$id_payroll': stubPage(PAYROLL_STUB) }, path);
  const view = renderView(
    <SessionProvider actor={actor}>
      <ReferenceDataProvider>
        <RouterProvider router={router} />
      </ReferenceDataProvider>
    </SessionProvider>,
  );
  return { ...view, router, actor };
}

/** One payout transaction as GET /v1/transactions/ sends it. */
export function transactionJson(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    payroll: 500 + (id % 3),
    transaction_id: `TX-${id}`,
    order_id: `OC-${id}`,
    credit_note: `NC-${id}`,
    account_id: `00012345${id}`,
    account_type: 'Cuenta corriente',
    bank_name: 'Banco de Chile',
    vat_id: `11.111.${String(id).padStart(3, '0')}-1`,
    vat_id_type: 'RUT',
    name: `Beneficiario ${id}`,
    amount: '1234.56',
    currency_code: 'CLP',
    subject: 'Sueldo',
    bank_detail: null,
    channel: 'web',
    user_email: `b${id}@demo.example`,
    phone_number: '+56 9 1234 5678',
    company: 'Comercial Andes SpA',
    transfer_status: 5,
    transfer_status_description: 'Approved by bank',
    refund_reason: null,
    fee: '150',
    tax: 28.5,
    created_at: '2025-01-31T12:00:00Z',
    updated_at: '2025-02-01T09:30:00Z',
    uploaded_by: { first_name: 'Camila', last_name: 'Rojas' },
    responsefrombank: { estado_abono: 'ABONADO', motivo: null, fecha_abono: '2025-02-01' },
    ...overrides,
  };
}

/** One row of GET /v1/summary_sales_report/. */
export function reportRowJson(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    company_name: 'Comercial Andes SpA',
    payroll_id: 700 + (id % 2),
    transaction_id: `TX-${id}`,
    transfer_status: 2,
    transfer_status_description: 'Approved',
    vat_id: `22.222.${String(id).padStart(3, '0')}-2`,
    credit_note: `NC-${id}`,
    account_id: `ACC-${id}`,
    account_type: 'Cuenta vista',
    name: `Persona ${id}`,
    amount: 98765.4,
    currency_code: 'CLP',
    bank_name: 'Banco Estado',
    created_at: '2025-01-30T15:00:00Z',
    responsefrombank: null,
    ...overrides,
  };
}

/** A page of rows as the API pages them; checked against the schema before it is served. */
function pageJson(rows: readonly Record<string, unknown>[], url: URL, schema: 'transactions' | 'report') {
  const itemsPerPage = Number(url.searchParams.get('itemsPerPage') ?? '10');
  const page = Number(url.searchParams.get('page') ?? '1');
  const body = {
    items: rows.slice((page - 1) * itemsPerPage, page * itemsPerPage),
    paginate: { totalItems: rows.length, itemsPerPage, num_pages: Math.ceil(rows.length / itemsPerPage), page },
  };
  v.parse(schema === 'transactions' ? PayoutTransactionPageSchema : ReportPageSchema, body);
  return body;
}

/** Serves rows at `path` and records every request's query. */
export function serveRows(path: string, rows: () => readonly Record<string, unknown>[], schema: 'transactions' | 'report') {
  const requests: URLSearchParams[] = [];
  demoServer.use(
    http.get(`*${path}`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.searchParams);
      return HttpResponse.json(pageJson(rows(), url, schema));
    }),
  );
  return {
    requests,
    last: (): URLSearchParams => {
      const last = requests[requests.length - 1];
      if (!last) throw new Error(`No request to ${path} yet`);
      return last;
    },
  };
}

/** The query a request sent, without the language parameter every call carries. */
export const sentQuery = (params: URLSearchParams): Record<string, string> => {
  const out = Object.fromEntries(params.entries());
  delete out.language;
  return out;
};
