import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { businessToday } from '@app/platform/businessToday';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PayoutReportPage } from '@app/payouts/payoutReport/PayoutReportPage';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { holdRequests } from '../../model/support/network';
import { renderPage, reportRowJson, sentQuery, serveRows } from '../payoutTransactions/support';
import { captureDownloads } from './downloads';

const PATH = '/payouts/report';
const DOWNLOAD = '/v1/download_sales_summary';

/** Answers the export with `body` (status 200 unless given) and records each query. */
function serveExport(body: Parameters<typeof HttpResponse.json>[0], status = 200) {
  const queries: URLSearchParams[] = [];
  demoServer.use(
    http.get(`*${DOWNLOAD}`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(body, { status });
    }),
  );
  return queries;
}

const exportButton = () => screen.getByRole('button', { name: /^Export(ing\.\.\.)?$/ });

async function openReport(username = 'carga') {
  serveRows('/v1/summary_sales_report/', () => [reportRowJson(1)], 'report');
  await renderPage(PayoutReportPage, PATH, username);
  await screen.findByRole('cell', { name: 'TX-1' });
}

describe('transactions report export', () => {
  beforeEach(() => useLanguage('en', ['payoutReport', 'payoutTransactions', 'payouts', 'filters', 'shell']));

  it("exports what the form shows (dates YYYY/MM/DD, no paging) and saves the rows as a CSV file", async () => {
    const queries = serveExport({ total_rows: 2, header: ['Merchant', 'Amount'], data: [['Minera Pacífico', 10.5], ['Peña, Ana', null]] });
    const { blobs, files } = captureDownloads();
    const user = userEvent.setup({ delay: null });
    await openReport('alpsadmin');
    // Chosen but not applied with Filter: Export still takes it, as the user sees it.
    await user.click(screen.getByRole('combobox', { name: 'Transaction status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected by bank' }));
    await user.keyboard('{Escape}');
    await user.click(exportButton());

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Report exported');
    expect(status).toHaveTextContent('The file has been downloaded. Exported 2 of 2 rows.');
    expect(queries).toHaveLength(1);
    expect(sentQuery(queries[0]!)).toEqual({
      exclude_fields: 'bank_reference',
      fecha_inicio: dayjs(businessToday()).subtract(15, 'day').format('YYYY/MM/DD'),
      fecha_fin: dayjs(businessToday()).format('YYYY/MM/DD'),
      transfer_status: '4',
    });
    expect(files).toEqual([{ name: `transactions-report-${dayjs().format('YYYY-MM-DD')}.csv`, href: 'blob:report-1' }]);
    expect(await blobs[0]!.text()).toBe('Merchant,Amount\r\nMinera Pacífico,10.5\r\n"Peña, Ana",');
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    await user.click(within(status).getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('shows progress and cannot be pressed twice while exporting', async () => {
    const queries = serveExport({ send_via_email: true });
    const user = userEvent.setup({ delay: null });
    await openReport();
    const hold = holdRequests([DOWNLOAD]);
    await user.click(exportButton());
    const held = await hold.next(DOWNLOAD);
    await waitFor(() => expect(exportButton()).toBeDisabled());
    expect(exportButton()).toHaveAccessibleName('Exporting...');
    await user.click(exportButton());
    await user.dblClick(exportButton());
    expect(hold.pending()).toHaveLength(1);
    held.pass();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Generating report. It will be sent to your email in a few minutes.',
    );
    expect(exportButton()).toBeEnabled();
    expect(queries).toHaveLength(1);
  });

  it("says 'No Data Available' when the report has no rows, without a file", async () => {
    serveExport({ total_rows: 0, header: ['Merchant'], data: [] });
    const { files } = captureDownloads();
    const user = userEvent.setup({ delay: null });
    await openReport();
    await user.click(exportButton());
    expect(await screen.findByRole('status')).toHaveTextContent('No Data Available');
    expect(files).toEqual([]);
  });

  it("says 'Something went wrong' for a non-200 answer, whatever its body", async () => {
    serveExport({ detail: 'Traceback (most recent call last)' }, 500);
    const user = userEvent.setup({ delay: null });
    await openReport();
    await user.click(exportButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be exported');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).not.toHaveTextContent('Traceback');
    // The list is untouched.
    expect(screen.getByRole('cell', { name: 'TX-1' })).toBeInTheDocument();
  });

  it('a malformed answer is an error too', async () => {
    serveExport({ total_rows: 'many' });
    const user = userEvent.setup({ delay: null });
    await openReport();
    await user.click(exportButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent an answer this page cannot read.');
  });
});
