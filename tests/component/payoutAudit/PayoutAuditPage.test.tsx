import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { businessToday } from '@app/platform/businessToday';
import { afterEach, describe, expect, it } from 'vitest';
import { PayoutAuditPage } from '@app/payouts/payoutAudit/PayoutAuditPage';
import { db } from '@demo-api/store';
import { alteredPayroll, tamperedPayroll, truncatedPayroll } from '@demo-api/store/seed/ledger';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { captureDownloads } from '../payoutReport/downloads';
import { renderPage, sentQuery } from '../payoutTransactions/support';

/** The audit trail on the demo API: the request each filter sends, each row's verdict, and the CSV export. */

const NAMESPACES = ['payoutAudit', 'payrollLedger', 'payoutReport', 'payouts', 'filters', 'lists', 'shell'];
const PATH = '/payouts/audit';

/** Every GET /v1/payrolls/history/ the page made, oldest first. */
function historyRequests() {
  const seen: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/v1/payrolls/history/')) seen.push(url.searchParams);
  };
  demoServer.events.on('request:start', listener);
  afterEach(() => demoServer.events.removeListener('request:start', listener));
  /** The list's own requests (not the histories fetched to verify its rows). */
  return () => seen.filter((params) => !params.has('payroll_id__in'));
}

async function pickOption(user: UserEvent, combobox: string, option: string) {
  const box = screen.getByRole('combobox', { name: combobox });
  if (box.getAttribute('aria-expanded') !== 'true') await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

const table = () => screen.findByRole('table', { name: 'Payroll transitions' }, { timeout: 10_000 });
/** The table once its first page is verified: Filter is busy until then and ignores a click. */
async function settledTable() {
  const grid = await table();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Filter' })).not.toHaveAttribute('data-loading'), { timeout: 10_000 });
  return grid;
}
/** The texts of the `index`th data column (the row's checkbox comes before the first). */
const column = (grid: HTMLElement, index: number) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index + 1]?.textContent ?? '');

describe('payroll audit trail', { timeout: 60_000 }, () => {
  it('asks for the last 15 days, 10 per page, and sends each filter the user sets', async () => {
    await useLanguage('en', NAMESPACES);
    const listRequests = historyRequests();
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutAuditPage, PATH, 'manager');
    const grid = await settledTable();
    expect(sentQuery(listRequests()[0]!)).toEqual({
      itemsPerPage: '10',
      page: '1',
      at__gte: dayjs(businessToday()).subtract(15, 'day').format('YYYY-MM-DD'),
      at__lte: dayjs(businessToday()).format('YYYY-MM-DD'),
    });
    expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '', 'When (UTC)', 'Payroll', 'Merchant', 'Event', 'Status change', 'By', 'Reason', 'Verification',
    ]);

    await user.type(screen.getByRole('textbox', { name: 'User' }), 'soto');
    await pickOption(user, 'Event', 'Approved');
    await pickOption(user, 'Status', 'Approved');
    await pickOption(user, 'Merchants', 'Comercial Andes SpA');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listRequests().at(-1)?.get('actor__icontains')).toBe('soto'));
    expect(sentQuery(listRequests().at(-1)!)).toMatchObject({ event__in: 'APPROVE', to_status__in: '5', company_id__in: '1', page: '1' });
    await waitFor(() => expect(column(grid, 5).length).toBeGreaterThan(0));
    await waitFor(() => expect(column(grid, 5).every((by) => by === 'Valentina Soto (APROBADOR_2)')).toBe(true));
    expect(column(grid, 3).every((event) => event === 'Approved')).toBe(true);
    expect(column(grid, 7).every((mark) => mark === 'Verified')).toBe(true);
  });

  it('marks the tampered payroll’s entry as not verified, with why', async () => {
    await useLanguage('en', NAMESPACES);
    const tampered = tamperedPayroll(db.payouts)!;
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutAuditPage, PATH, 'admin');
    const grid = await settledTable();
    await user.type(screen.getByRole('textbox', { name: 'User' }), 'aprobador1');
    await pickOption(user, 'Status', 'Approved');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const link = await within(grid).findByRole('link', { name: `Open payroll ${tampered.id}` }, { timeout: 10_000 });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Not verified')).toBeInTheDocument();
    expect(within(row).getByText('The lifecycle does not let this actor do it')).toBeInTheDocument();
    expect(row).toHaveTextContent('Under approval → Approved');
  });

  it('marks the payroll with a rewritten rejection reason as not verified: its hash gives it away', async () => {
    await useLanguage('en', NAMESPACES);
    const altered = alteredPayroll(db.payouts)!;
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutAuditPage, PATH, 'admin');
    const grid = await settledTable();
    await user.type(screen.getByRole('textbox', { name: 'User' }), 'aprobador1');
    await pickOption(user, 'Status', 'Rejected');
    await pickOption(user, 'Merchants', 'Comercial Andes SpA');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const link = await within(grid).findByRole('link', { name: `Open payroll ${altered.id}` }, { timeout: 10_000 });
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('Approved by phone with the manager');
    expect(within(row).getByText('Not verified')).toBeInTheDocument();
    expect(within(row).getByText('Changed after it was recorded: its content does not match its hash')).toBeInTheDocument();
  });

  it('marks the payroll missing an entry as not verified where its chain breaks', async () => {
    await useLanguage('en', NAMESPACES);
    const truncated = truncatedPayroll(db.payouts)!;
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutAuditPage, PATH, 'manager');
    const grid = await settledTable();
    await pickOption(user, 'Status', 'Error');
    await pickOption(user, 'Merchants', 'Comercial Andes SpA');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const link = await within(grid).findByRole('link', { name: `Open payroll ${truncated.id}` }, { timeout: 10_000 });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Not verified')).toBeInTheDocument();
    expect(
      within(row).getByText('Does not follow the transition before it in the hash chain: one was removed, inserted or moved'),
    ).toBeInTheDocument();
  });

  it('exports what the filters match as CSV, one entry a row, with its verdict', async () => {
    await useLanguage('en', NAMESPACES);
    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutAuditPage, PATH, 'manager');
    const grid = await settledTable();
    await user.type(screen.getByRole('textbox', { name: 'User' }), 'aprobador2');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    // The filter is applied once the table shows only aprobador2's entries (the list loads its
    // new query after the tap's paint, so a button's state says nothing right after the click).
    await waitFor(() => {
      const rows = within(grid).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.textContent?.includes('Valentina Soto'))).toBe(true);
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Report exported', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(downloads.files.at(-1)?.name).toMatch(/^payroll-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await downloads.blobs.at(-1)!.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Payroll,Merchant,Event,From,To,By,Profiles,Reason,Verification,Issues');
    const expected = db.ledger.entries.filter(
      (entry) => entry.actor.username === 'aprobador2' && Date.parse(entry.at) >= dayjs(businessToday()).subtract(15, 'day').startOf('day').valueOf(),
    );
    expect(lines.length - 1).toBe(expected.length);
    expect(lines.slice(1).every((line) => line.includes('Valentina Soto (APROBADOR_2)') && line.endsWith(',Verified,'))).toBe(true);
  });
});
