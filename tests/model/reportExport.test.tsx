import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SaveRowsModule from '@app/components/downloads/saveRows';
import type { RowsFile } from '@app/components/downloads/saveRows';
import { abortPageRequests } from '@app/platform/pageSignal';
import { PaymentTransactionsPage } from '@app/payments/paymentTransactions/PaymentTransactionsPage';
import { PayoutReportPage } from '@app/payouts/payoutReport/PayoutReportPage';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { captureDownloads } from '../component/payoutReport/downloads';
import { renderPage, reportRowJson, serveRows } from '../component/payoutTransactions/support';
import { REPORT_FILE_URL, REPORT_ROWS, reportExportModel, type ReportExportEventName } from './events/reportExport';
import { REPORT_MAX_ROWS } from '@machines/payouts/reportLimits';
import { holdRequests, type RequestHold } from './support/network';
import { useVirtualLayout } from '../support/virtualLayout';

// The payments list draws its rows in a virtual table: jsdom needs a layout for them.
useVirtualLayout();

/**
 * The Export chart's paths, replayed on real pages (their binding, API client and the shared
 * button and outcome) against msw answers of their export call: on the payout report (rows,
 * links, e-mail, failures), and on the payments list for the answer only a 201 can give (a
 * null url). The call is held so "requesting" can be seen; saving the file is held at the
 * saveRows module, then done by the real saveRows (or failed), so "saving" can be seen too.
 */

interface PendingSave {
  readonly file: RowsFile;
  finish(): void;
  fail(error: unknown): void;
}
const saves = vi.hoisted(() => ({ pending: [] as PendingSave[], started: [] as RowsFile[] }));
vi.mock('@app/components/downloads/saveRows', async (importOriginal) => {
  const actual = await importOriginal<typeof SaveRowsModule>();
  return {
    ...actual,
    saveRows: (file: RowsFile) =>
      new Promise<void>((resolve, reject) => {
        saves.started.push(file);
        saves.pending.push({ file, finish: () => void actual.saveRows(file).then(resolve, reject), fail: reject });
      }),
  };
});

const paths = modelPaths(reportExportModel);
const DOWNLOAD = '/v1/download_sales_summary';
const REPORT_LIST = '/v1/summary_sales_report/';
const PAYMENTS = '/v1/payments/operation/';

/** A page with Export: where its call goes, and how it answers what the model names. */
interface ExportScreen {
  readonly call: string;
  /** The call that counts the records first, when the export has a maximum (the report's 300,000). */
  readonly count?: string;
  readonly cell: string;
  readonly render: () => Promise<void>;
  readonly answers: Partial<Record<ReportExportEventName, () => Response>>;
  /** The failure text of a 500 with { detail: 'Internal error' } (spec 01 downloads vs spec 02). */
  readonly serverError: string;
}

const REPORT: ExportScreen = {
  call: DOWNLOAD,
  count: REPORT_LIST,
  cell: 'TX-1',
  render: async () => {
    serveRows(REPORT_LIST, () => [reportRowJson(1)], 'report');
    await renderPage(PayoutReportPage, '/payouts/report');
  },
  answers: {
    'the report is emailed': () => HttpResponse.json({ send_via_email: true }),
    'the report is a file link': () => HttpResponse.json({ url: REPORT_FILE_URL }),
    'the report has no rows': () => HttpResponse.json({ total_rows: 0, header: ['Merchant'], data: [] }),
    'the report has rows': () => HttpResponse.json({ total_rows: 2, ...REPORT_ROWS }),
    // total_rows says 3, two rows came: the server stopped early.
    'the report is cut short': () => HttpResponse.json({ total_rows: 3, ...REPORT_ROWS }),
  },
  serverError: 'Something went wrong',
};

const PAYMENT_ROW = { operation_id: 4242, merchant_trans_id: 'AND-4242', channel: 1, currency: 'CLP', amount: 10, last_status: 3, fec_creacion: '2026-11-20T10:00:00Z' };
const PAYMENTS_LIST = { items: { data: [PAYMENT_ROW] }, paginate: { totalItems: 1, itemsPerPage: 10, num_pages: 1, page: 1 } };

const PAYMENTS_SCREEN: ExportScreen = {
  call: PAYMENTS,
  cell: 'AND-4242',
  render: async () => {
    demoServer.use(http.get(`*${PAYMENTS}`, () => HttpResponse.json(PAYMENTS_LIST)));
    await renderPage(PaymentTransactionsPage, '/payments/transactions', 'admin');
  },
  answers: {
    'the report is emailed': () => HttpResponse.json({ send_via_email: true }, { status: 202 }),
    'the report is a file link': () => HttpResponse.json({ url: REPORT_FILE_URL, total_rows: 3 }, { status: 201 }),
    'the report url is null': () => HttpResponse.json({ url: null }, { status: 201 }),
  },
  serverError: 'Internal error',
};

/** Only a 201 says 'null url': those paths run on the payments list, the others on the report. */
const screenFor = (labels: readonly string[]): ExportScreen => (labels.includes('the report url is null') ? PAYMENTS_SCREEN : REPORT);

interface World {
  screen: ExportScreen;
  user: UserEvent;
  hold: RequestHold;
  downloads: ReturnType<typeof captureDownloads>;
  opened: string[];
}
let world: World | null = null;
afterEach(() => {
  world = null;
  saves.pending.length = 0;
  saves.started.length = 0;
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const exportButton = () => screen.getByRole('button', { name: /^Export(ing\.\.\.)?$/ });

/** The export's first held request: the count where there is one, else the export call. */
const firstCall = () => w().screen.count ?? w().screen.call;

/** Answers the held export request with `response` (after the count, let through as the list answers it). */
async function answer(response: () => Response) {
  const { call, count } = w().screen;
  if (count) (await w().hold.next(count)).pass();
  demoServer.use(http.get(`*${call}`, response, { once: true }));
  (await w().hold.next(call)).pass();
}

/** Answers with what this page's call says for the model's event. */
const answerAs = (name: ReportExportEventName) => () => {
  const response = w().screen.answers[name];
  if (!response) throw new Error(`${name}: not an answer of ${w().screen.call}`);
  return answer(response);
};

const events: Record<ReportExportEventName, (ctx: StepContext) => Promise<void>> = {
  'the user exports': async () => {
    await w().user.click(exportButton());
  },
  'the report is emailed': answerAs('the report is emailed'),
  'the report is a file link': answerAs('the report is a file link'),
  'the report url is null': answerAs('the report url is null'),
  'the report has no rows': answerAs('the report has no rows'),
  'the report has rows': answerAs('the report has rows'),
  'the report is cut short': answerAs('the report is cut short'),
  'the server answers 500': () => answer(() => HttpResponse.json({ detail: 'Internal error' }, { status: 500 })),
  'the server cannot be reached': () => answer(() => HttpResponse.error()),
  'the report is over the maximum': async () => {
    const count = w().screen.count!;
    const paginate = { totalItems: REPORT_MAX_ROWS + 1, itemsPerPage: 1, num_pages: REPORT_MAX_ROWS + 1, page: 1 };
    demoServer.use(http.get(`*${count}`, () => HttpResponse.json({ items: [reportRowJson(1)], paginate }), { once: true }));
    (await w().hold.next(count)).pass();
  },
  // What the router does when the user leaves the page: cancel the page's requests.
  'the user leaves while exporting': async () => {
    await w().hold.next(firstCall());
    abortPageRequests();
  },
  // Cancel, beside the progress, stops the job: its request is aborted, not left to run.
  'the user cancels the export': async () => {
    const held = await w().hold.next(firstCall());
    await w().user.click(screen.getByRole('button', { name: 'Cancel export' }));
    await waitFor(() => expect(held.signal?.aborted).toBe(true));
  },
  'the file is saved': async () => {
    await waitFor(() => expect(saves.pending).toHaveLength(1));
    saves.pending.shift()!.finish();
  },
  'the file cannot be made': async () => {
    await waitFor(() => expect(saves.pending).toHaveLength(1));
    saves.pending.shift()!.fail(new Error('The CSV writer failed to load'));
  },
  'the user closes the message': async () => {
    await w().user.click(screen.getByRole('button', { name: 'Close message' }));
  },
};

/** The Export button is busy: 'Exporting...', disabled, so a second press cannot be made. */
async function expectBusy() {
  await waitFor(() => expect(exportButton()).toBeDisabled());
  expect(exportButton()).toHaveAccessibleName('Exporting...');
  expect(exportButton()).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('button', { name: 'Close message' })).toBeNull();
}

/** While the request runs: a bar that only says it runs (neither call says how far), and Cancel. */
function expectRunning() {
  const bar = screen.getByRole('progressbar', { name: 'Export progress' });
  expect(bar).not.toHaveAttribute('aria-valuenow');
  expect(bar).toHaveAttribute('aria-valuetext', "Waiting for the server's answer");
  expect(screen.getByRole('button', { name: 'Cancel export' })).toBeEnabled();
}

/** The outcome message, and the button ready for the next export. */
async function outcome(role: 'status' | 'alert', title: string) {
  const message = await screen.findByRole(role, { name: title });
  await waitFor(() => expect(exportButton()).toBeEnabled());
  expect(exportButton()).toHaveAccessibleName('Export');
  expect(within(message).getByRole('button', { name: 'Close message' })).toBeInTheDocument();
  return message;
}

const noFileSaved = () => {
  expect(w().downloads.files).toEqual([]);
  expect(w().opened).toEqual([]);
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  idle: async () => {
    await waitFor(() => expect(exportButton()).toBeEnabled());
    expect(exportButton()).toHaveAccessibleName('Export');
    expect(screen.queryByRole('button', { name: 'Close message' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(w().hold.pending()).toHaveLength(0);
    // The list is still there, whatever happened to the export.
    expect(screen.getByRole('cell', { name: w().screen.cell })).toBeInTheDocument();
  },
  '{"exporting":"requesting"}': async () => {
    await expectBusy();
    expectRunning();
    const held = await w().hold.next(firstCall());
    const query = new URL(held.url, window.location.href).searchParams;
    if (w().screen === REPORT) {
      // The report counts first: one row of the list, with the export's filters.
      expect([query.get('page'), query.get('itemsPerPage')]).toEqual(['1', '1']);
      expect(query.get('fecha_inicio')).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    } else expect([query.get('export'), query.get('limit')]).toEqual(['true', '20000']);
    expect(w().hold.pending()).toHaveLength(1);
  },
  '{"exporting":"saving"}': async () => {
    await expectBusy();
    // The file is being written: the request is over, there is nothing to cancel.
    expect(screen.queryByRole('button', { name: 'Cancel export' })).toBeNull();
    await waitFor(() => expect(saves.started.at(-1)).toEqual({ name: expect.stringMatching(/^transactions-report-.*\.csv$/), header: REPORT_ROWS.header, data: REPORT_ROWS.data }));
    noFileSaved();
  },
  emailed: async () => {
    const message = await outcome('status', 'Report on its way');
    expect(message).toHaveTextContent('Generating report. It will be sent to your email in a few minutes.');
    noFileSaved();
  },
  noData: async () => {
    const message = await outcome('status', 'Nothing to export');
    expect(message).toHaveTextContent('No Data Available');
    noFileSaved();
  },
  opened: async () => {
    const message = await outcome('status', 'Report ready');
    expect(message).toHaveTextContent('The report has been opened in a new tab.');
    expect(w().opened.at(-1)).toBe(REPORT_FILE_URL);
    expect(w().downloads.files).toEqual([]);
  },
  saved: async () => {
    const message = await outcome('status', 'Report exported');
    expect(message).toHaveTextContent('The file has been downloaded. Exported 2 of 2 rows.');
    const file = w().downloads.files.at(-1)!;
    expect(file.name).toMatch(/^transactions-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await w().downloads.blobs.at(-1)!.text();
    expect(text).toBe('Merchant,Payout number,Amount\r\nComercial Andes SpA,701,1234.5\r\nMinera Pacífico Ltda,702,');
    expect(w().opened).toEqual([]);
  },
  short: async () => {
    // Never silently: a warning, and the rows that came are in the file.
    const message = await outcome('alert', 'Export incomplete');
    expect(message).toHaveTextContent('Exported 2 of 3 rows: the server stopped early');
    const text = await w().downloads.blobs.at(-1)!.text();
    expect(text.split('\r\n')).toHaveLength(3);
    expect(w().opened).toEqual([]);
  },
  cancelled: async () => {
    const message = await outcome('status', 'Export cancelled');
    expect(message).toHaveTextContent('The export was stopped before its answer came; no file was made.');
    expect(w().hold.pending()).toHaveLength(0);
    noFileSaved();
  },
  overLimit: async () => {
    const message = await outcome('alert', 'Too many records to export');
    expect(message).toHaveTextContent('This report would hold 300,001 records; a report holds at most 300,000.');
    // Said before the report was asked for: a download request would be held here.
    expect(w().hold.pending()).toHaveLength(0);
    noFileSaved();
  },
  unavailable: async () => {
    const message = await outcome('alert', 'The report could not be exported');
    expect(message).toHaveTextContent('Service temporarily unavailable');
    noFileSaved();
  },
  failed: async (ctx) => {
    const message = await outcome('alert', 'The report could not be exported');
    if (ctx.via === 'the server cannot be reached') {
      expect(message).toHaveTextContent(`Service unavailable, contact to support@${window.location.hostname}`);
    } else if (ctx.via === 'the server answers 500') {
      // Spec 01's downloads say 'Something went wrong' whatever the body; spec 02's the body's text.
      expect(message).toHaveTextContent(w().screen.serverError);
      if (w().screen === REPORT) expect(message).not.toHaveTextContent('Internal error');
    } else {
      expect(message).toHaveTextContent('Something went wrong');
    }
  },
};

const handlers = (exportScreen: ExportScreen): ReplayHandlers<undefined> => ({
  start: async () => {
    const opened: string[] = [];
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return { opener: window } as unknown as Window;
    });
    const downloads = captureDownloads();
    await exportScreen.render();
    // The first render of a page loads its lazy parts (the payments list's virtual table): on a
    // loaded two-core CI machine that alone took more than the usual 5 s once.
    await screen.findByRole('cell', { name: exportScreen.cell }, { timeout: 15_000 });
    // Held from here: the list has answered, the export call is the next one.
    world = { screen: exportScreen, user: userEvent.setup({ delay: null }), hold: holdRequests([exportScreen.call, ...(exportScreen.count ? [exportScreen.count] : [])]), downloads, opened };
  },
  events,
  states,
});

describe('export model, replayed on the real payout report and payments list', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', ['reportExport', 'payoutReport', 'payoutTransactions', 'paymentTransactions', 'payments', 'payouts', 'filters', 'lists', 'shell']));

  it('has paths to replay, on both pages', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((path) => screenFor(path.labels) === PAYMENTS_SCREEN).length).toBeGreaterThan(0);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers(screenFor(path.labels)));
  });
});
