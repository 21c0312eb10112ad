import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@demo-api/store';
import { PaymentTransactionsPage } from '@app/payments/paymentTransactions/PaymentTransactionsPage';
import { useLanguage } from '../../support/render';
import { useVirtualLayout } from '../../support/virtualLayout';
import { captureDownloads } from '../payoutReport/downloads';
import { renderPage, sentQuery } from '../payoutTransactions/support';
import { demoServer } from '../../support/demoServer';
import paymentTexts from '../../../locales/en/payments.json';

useVirtualLayout();

/**
 * Issue 25 on the payments list, the last list to get it: the user's stored columns shape its
 * virtualised table, the Columns control changes them, and ticked rows export as the table
 * shows them.
 */

const PATH = '/payments/transactions';
const STATUS = paymentTexts.status;
/** carga is demo user 1. */
const KEY = '1:paymentTransactions';
const setting = (id: string, change: Partial<{ visible: boolean; pin: 'left' | 'right' | null; width: number | null }> = {}) => ({
  id,
  visible: true,
  pin: null,
  width: null,
  ...change,
});

const table = () => screen.getByRole('table', { name: 'Payments' });
const headers = () => [...table().querySelectorAll('thead th')].map((th) => th.textContent);
const ROW = /^Select operation (\d+)$/;
const shownIds = () => screen.getAllByRole('checkbox', { name: ROW }).map((box) => Number(ROW.exec(box.getAttribute('aria-label')!)![1]));
const bar = () => screen.queryByRole('group', { name: 'Actions on the selected rows' });

async function opened(): Promise<void> {
  await screen.findByRole('table', { name: 'Payments' });
  await waitFor(() => expect(shownIds().length).toBeGreaterThan(0));
}

describe('payments list: columns, views and selection', { timeout: 60_000 }, () => {
  beforeAll(() => useLanguage('en', ['paymentTransactions', 'payments', 'paymentRenotify', 'filters', 'lists', 'listColumns', 'listSelection', 'reportExport', 'shell']));

  it("draws the user's stored columns: their order, a hidden one left out, a pinned one first at its width", async () => {
    db.preferences.columns[KEY] = [
      setting('last_status'),
      setting('operation_id'),
      setting('merchant_trans_id'),
      setting('channel'),
      setting('currency'),
      setting('amount', { pin: 'left', width: 180 }),
      setting('shopper', { visible: false }),
      setting('fec_creacion'),
    ];
    try {
      await renderPage(PaymentTransactionsPage, PATH);
      await opened();
      expect(headers()).toEqual(['', 'Amount', 'Status', 'Operation id', 'Reference', 'Channel', 'Currency', 'Created (UTC)', 'Actions']);
      const amount = within(table()).getByRole('columnheader', { name: 'Amount' });
      // After the checkbox column, which sticks with it.
      expect(amount).toHaveStyle({ left: '40px' });
      expect(table().querySelectorAll('col')[1]).toHaveStyle({ width: '180px' });
      expect(screen.getByRole('button', { name: 'Views' })).toBeInTheDocument();
    } finally {
      delete db.preferences.columns[KEY];
    }
  });

  it('hides a column from the Columns control, and the server keeps it for the user', async () => {
    try {
      await renderPage(PaymentTransactionsPage, PATH);
      await opened();
      const user = userEvent.setup({ delay: null });
      expect(headers()).toContain('Shopper');
      await user.click(screen.getByRole('button', { name: 'Columns' }));
      const dialog = await screen.findByRole('dialog', { name: 'Columns: Payments' });
      await user.click(within(dialog).getByRole('checkbox', { name: 'Shopper' }));
      await waitFor(() => expect(headers()).not.toContain('Shopper'));
      await waitFor(() => expect(db.preferences.columns[KEY]?.find((column) => column.id === 'shopper')?.visible).toBe(false), { timeout: 5_000 });
    } finally {
      delete db.preferences.columns[KEY];
    }
  });

  it('exports the ticked operations as the table shows them: its columns, the status and shopper as words', async () => {
    const downloads = captureDownloads();
    await renderPage(PaymentTransactionsPage, PATH);
    await opened();
    const user = userEvent.setup({ delay: null });
    const [first, second] = shownIds();
    await user.click(screen.getByRole('checkbox', { name: `Select operation ${first}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select operation ${second}` }));
    await waitFor(() => expect(bar()).toHaveTextContent('2 selected'));
    await user.click(within(bar()!).getByRole('button', { name: 'Export selection' }));
    expect(await screen.findByText('Report exported', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(downloads.files.at(-1)?.name).toMatch(/^payments-selection-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = (await downloads.blobs.at(-1)!.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('Operation id,Reference,Channel,Currency,Amount,Shopper,Status,Created (UTC)');
    expect(rows.map((line) => Number(line.split(',')[0]))).toEqual([first, second]);
    const payment = db.payments.byId.get(first!)!;
    expect(rows[0]).toContain(`,${payment.merchant_trans_id},`);
    // The badge's words and the shopper's document, where the table draws components.
    expect(rows[0]).toContain(`,${STATUS[String(payment.last_status) as keyof typeof STATUS]},`);
    const drawn = screen.getByRole('checkbox', { name: `Select operation ${first}` }).closest('tr')!;
    const shopper = within(drawn).getAllByRole('cell')[6]!;
    const words = [...shopper.querySelectorAll('span')].map((part) => part.textContent).join(' ');
    expect(words).not.toBe('');
    expect(rows[0]).toContain(words);
  });

  it("opens a view shared with the user from its link: its filters and page size, less a merchant the user lacks, and says so", async () => {
    // The manager's view, shared with companies 1 and 3; carga (company 1) has merchant 101 only.
    db.preferences.views.push({
      id: 90,
      list: 'paymentTransactions',
      ownerId: 4,
      companyIds: [1, 3],
      name: 'Rejected payments',
      shared: true,
      search: { statuses: '4', merchantIds: '101,103', size: '50' },
      columns: [],
    });
    const queries: Record<string, string>[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/v1/payments/operation/')) queries.push(sentQuery(url.searchParams));
    };
    demoServer.events.on('request:start', listen);
    try {
      await renderPage(PaymentTransactionsPage, `${PATH}?view=90`);
      expect(await screen.findByText('View Rejected payments opened, with changes')).toBeInTheDocument();
      expect(screen.getByText('Merchants you do not have were left out of its filters.')).toBeInTheDocument();
      await waitFor(() => expect(queries.at(-1)).toMatchObject({ last_status: '4', company_id__in: '101', itemsPerPage: '50' }));
      // The view's rows, once its page has come (the list's own first page may show before).
      await waitFor(() => {
        const ids = shownIds();
        expect(ids.length).toBeGreaterThan(0);
        expect(ids.map((id) => db.payments.byId.get(id)?.last_status)).toEqual(ids.map(() => 4));
      });
    } finally {
      demoServer.events.removeListener('request:start', listen);
      db.preferences.views = db.preferences.views.filter((view) => view.id !== 90);
    }
  });
});
