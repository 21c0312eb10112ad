import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SaveRowsModule from '@app/components/downloads/saveRows';
import type { RowsFile } from '@app/components/downloads/saveRows';
import { abortPageRequests } from '@app/platform/pageSignal';
import { PayoutReportPage } from '@app/payouts/payoutReport/PayoutReportPage';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { captureDownloads } from '../component/payoutReport/downloads';
import { renderPage, reportRowJson, serveRows } from '../component/payoutTransactions/support';
import {
  payoutReportExportModel,
  REPORT_FILE_URL,
  REPORT_ROWS,
  type PayoutReportExportEventName,
} from './events/payoutReportExport';
import { holdRequests, type RequestHold } from './support/network';

/**
 * The report Export chart's paths, replayed on the real report page (its real machine
 * binding and API client) against msw answers of the download call. The call is held so
 * "requesting" can be seen; saving the file is held at the saveRows module, then done by
 * the real saveRows (or failed), so "saving" can be seen too.
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

const paths = modelPaths(payoutReportExportModel);
const DOWNLOAD = '/v1/download_sales_summary';

interface World {
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

/** Answers the held export request with `response`. */
async function answer(response: () => Response) {
  demoServer.use(http.get(`*${DOWNLOAD}`, response, { once: true }));
  (await w().hold.next(DOWNLOAD)).pass();
}

const events: Record<PayoutReportExportEventName, (ctx: StepContext) => Promise<void>> = {
  'the user exports': async () => {
    await w().user.click(exportButton());
  },
  'the report is emailed': () => answer(() => HttpResponse.json({ send_via_email: true })),
  'the report is a file link': () => answer(() => HttpResponse.json({ url: REPORT_FILE_URL })),
  'the report has no rows': () => answer(() => HttpResponse.json({ total_rows: 0, header: ['Merchant'], data: [] })),
  'the report has rows': () => answer(() => HttpResponse.json(REPORT_ROWS)),
  'the server answers 500': () => answer(() => HttpResponse.json({ detail: 'Internal error' }, { status: 500 })),
  'the server cannot be reached': () => answer(() => HttpResponse.error()),
  // What the router does when the user leaves the page: cancel the page's requests.
  'the user leaves while exporting': async () => {
    await w().hold.next(DOWNLOAD);
    abortPageRequests();
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
    expect(screen.getByRole('cell', { name: 'TX-1' })).toBeInTheDocument();
  },
  '{"exporting":"requesting"}': async () => {
    await expectBusy();
    const held = await w().hold.next(DOWNLOAD);
    expect(new URL(held.url, window.location.href).searchParams.get('fecha_inicio')).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(w().hold.pending()).toHaveLength(1);
  },
  '{"exporting":"saving"}': async () => {
    await expectBusy();
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
  saved: async (ctx) => {
    const message = await outcome('status', 'Report exported');
    if (ctx.via === 'the report is a file link') {
      expect(message).toHaveTextContent('The report file has been opened.');
      expect(w().opened.at(-1)).toBe(REPORT_FILE_URL);
    } else {
      expect(message).toHaveTextContent('Rows in the file: 2.');
      const file = w().downloads.files.at(-1)!;
      expect(file.name).toMatch(/^transactions-report-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await w().downloads.blobs.at(-1)!.text();
      expect(text).toBe('Merchant,Payout number,Amount\r\nComercial Andes SpA,701,1234.5\r\nMinera Pacífico Ltda,702,');
    }
  },
  failed: async (ctx) => {
    const message = await outcome('alert', 'The report could not be exported');
    if (ctx.via === 'the server cannot be reached') {
      expect(message).toHaveTextContent(`Service unavailable, contact to support@${window.location.hostname}`);
    } else {
      // A non-200 answer and a file that cannot be made both say the spec's text.
      expect(message).toHaveTextContent('Something went wrong');
      expect(message).not.toHaveTextContent('Internal error');
    }
  },
};

const handlers: ReplayHandlers<undefined> = {
  start: async () => {
    serveRows('/v1/summary_sales_report/', () => [reportRowJson(1)], 'report');
    const opened: string[] = [];
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return { opener: window } as unknown as Window;
    });
    world = { user: userEvent.setup({ delay: null }), hold: holdRequests([DOWNLOAD]), downloads: captureDownloads(), opened };
    await renderPage(PayoutReportPage, '/payouts/report');
    await screen.findByRole('cell', { name: 'TX-1' });
  },
  events,
  states,
};

describe('payout report export model, replayed on the real report page', () => {
  beforeAll(() => useLanguage('en', ['payoutReport', 'payoutTransactions', 'payouts', 'filters', 'shell']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
