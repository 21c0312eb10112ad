import { RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { expect } from 'vitest';
import { avatarFor } from '@machines/access/avatar';
import { toSessionUser } from '@machines/access/sessionUser';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor, type SessionActor } from '@app/session/sessionActor';
import { accessCalls } from '@app/app/loadOnDemand';
import { saveVersion, writeSession } from '@app/platform/storage';
import { login } from '@app/api/calls/access';
import { PayrollSchema, type Payroll } from '@app/api/schemas/payouts';
import { config } from '@app/platform/config';
import { i18next } from '@app/i18n';
import { PayoutListPage } from '@app/payouts/payoutList/PayoutListPage';
import { ReferenceDataProvider } from '@app/referenceData/ReferenceDataContext';
import { DEMO_PASSWORD } from '@demo-api/store/seed/access';
import { memoryRouter, quietScrolling, stubPage, type MemoryRouter } from '../../model/support/router';
import { demoServer } from '../../support/demoServer';
import { renderView } from '../../support/render';

/**
 * The payout list as the app shows it: a real signed-in session of a demo user, the shell's
 * reference data, the page inside a router (for the details link), against the demo API.
 */

export const PAYOUT_LIST_NAMESPACES = ['payoutList', 'payouts', 'filters', 'shell'];
const DETAIL_STUB = 'Payroll detail (stub)';

export interface PayoutListWorld {
  readonly actor: SessionActor;
  readonly router: MemoryRouter;
  readonly user: UserEvent;
}

/** Signs a demo user in for real and stores the session as the login page would. */
export async function signIn(username: string): Promise<void> {
  const answer = await login({ username, password: DEMO_PASSWORD });
  writeSession(toSessionUser(answer, avatarFor(answer.token!)));
  saveVersion(config.dashboardVersion);
}

/** Renders /payouts/list for the signed-in user (at `entry`: the address with its search). */
export function renderPayoutList(entry = '/payouts/list'): PayoutListWorld {
  quietScrolling();
  const actor = createSessionActor(accessCalls);
  actor.start();
  const router = memoryRouter(
    { '/payouts/list': PayoutListPage, '/payroll/view/$id_payroll': stubPage(DETAIL_STUB) },
    entry,
  );
  renderView(
    <SessionProvider actor={actor}>
      <ReferenceDataProvider>
        <RouterProvider router={router} />
      </ReferenceDataProvider>
    </SessionProvider>,
  );
  return { actor, router, user: userEvent.setup({ delay: null }) };
}

/*
 * Label queries rather than role queries where the page may hold 150 rows: *ByRole computes
 * every element's role and name, which takes seconds in jsdom on a DOM that size.
 */
const tableName = () => i18next.t('payoutList:table');

export const payoutTable = () => screen.findByLabelText(tableName(), { selector: 'table' });

/** The table's region: busy while a page loads. */
export const tableRegion = () => screen.getByLabelText(tableName(), { selector: 'section' });

/** The line under the filters that says how many payouts are shown (role status). */
export function listStatus(): HTMLElement {
  const status = document.querySelector<HTMLElement>('[role="status"]');
  if (!status) throw new Error('No list status line');
  return status;
}

/** A page button of the table's page controls ('Page 2'), or null. */
export const pageButton = (page: number) => screen.queryByLabelText(`Page ${page}`, { selector: 'button' });

/** Waits until the list has loaded and shows at least one row. */
/** The query strings of the list calls the page makes from now on. */
export function listQueries(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  demoServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/v1/payrolls/')) queries.push(url.searchParams);
  });
  return queries;
}

export async function loadedRows(): Promise<HTMLElement[]> {
  await payoutTable();
  await waitFor(() => expect(tableRegion()).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
  return bodyRows().map(({ row }) => row);
}

/** The table's body rows with the payroll id of each (the first cell but a checkbox). Plain DOM: role
 * queries over 150 rows of buttons are slow in jsdom. */
function bodyRows(): { row: HTMLTableRowElement; id: number }[] {
  const table = screen.getByLabelText(tableName(), { selector: 'table' }) as HTMLTableElement;
  return [...table.tBodies]
    .flatMap((body) => [...body.rows])
    // The id cell: the first after the selection checkbox, when there is one.
    .map((row) => ({ row, text: [...row.cells].find((cell) => !cell.querySelector('input[type="checkbox"]'))?.textContent ?? '' }))
    .filter(({ text }) => /^\d+$/.test(text))
    .map(({ row, text }) => ({ row, id: Number(text) }));
}

/** The row of one payroll, by its id in the first cell. */
export function rowOf(id: number): HTMLElement {
  const found = bodyRows().find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No row for payroll ${id}`);
  return found.row;
}

/** A row's cells of data, in the columns' order (without the selection checkbox's cell). */
export const dataCells = (row: HTMLElement): HTMLTableCellElement[] =>
  [...(row as HTMLTableRowElement).cells].filter((cell) => !cell.querySelector('input[type="checkbox"]'));

/** The columns' names, left to right (without the selection checkbox's header). */
export const dataHeaders = (): (string | null)[] =>
  screen
    .getAllByRole('columnheader')
    .filter((header) => !header.querySelector('input[type="checkbox"]'))
    .map((header) => header.textContent);

/** The ids shown, top to bottom. */
export function shownIds(): number[] {
  return bodyRows().map(({ id }) => id);
}

/** Opens a row's actions menu and returns the names of its items. */
export async function openActions(user: UserEvent, id: number, label = `Actions for payout ${id}`): Promise<string[]> {
  await user.click(within(rowOf(id)).getByRole('button', { name: label }));
  const menu = await screen.findByRole('menu');
  return within(menu).getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

/** Opens a row's download popover and returns the names of its files. */
export async function openDownloads(user: UserEvent, id: number, label = `Download files of payout ${id}`): Promise<string[]> {
  await user.click(within(rowOf(id)).getByRole('button', { name: label }));
  const menu = await screen.findByRole('menu');
  return within(menu).getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

/** A payroll as the contract describes it (checked by its schema), for msw overrides. */
export function payrollFixture(overrides: Partial<Payroll> & { id: number }): Payroll {
  return v.parse(PayrollSchema, {
    filename: `nomina_${overrides.id}.csv`,
    status_id: 4,
    status_name: 'under_approval',
    detail: 'Waiting for approver 1',
    company_id: 1,
    company_name: 'Comercial Andes SpA',
    country_id: 1,
    uploadedby_name: 'Camila Rojas',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:05:00Z',
    actual_approver_id: 1,
    s3_bucket: 'demo-payrolls',
    totals: { CLP: { loaded: { count: 5, amount: 1234.56 }, paid: { count: 0, amount: 0 } } },
    ...overrides,
  });
}

/** Answers the list call with these payrolls (one page), every time. */
export const listAnswering = (items: readonly Payroll[], totalItems = items.length) =>
  http.get('*/v1/payrolls/', () =>
    HttpResponse.json({
      items,
      paginate: { totalItems, itemsPerPage: 10, num_pages: Math.max(1, Math.ceil(totalItems / 10)), page: 1 },
    }),
  );
