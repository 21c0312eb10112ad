import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PayoutAuditPage } from '@app/payouts/payoutAudit/PayoutAuditPage';
import { PayoutReportPage } from '@app/payouts/payoutReport/PayoutReportPage';
import { PayoutUploadPage } from '@app/payouts/payoutUpload/PayoutUploadPage';
import { formatBytes } from '@app/format';
import { db } from '@demo-api/store';
import { captureDownloads } from '../component/payoutReport/downloads';
import { renderPage } from '../component/payoutTransactions/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ModelPath, type ReplayHandlers, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { jobModel, type JobEventName } from './events/job';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/**
 * The job chart (issue 28), replayed on real exports: each row of BINDINGS is a page whose
 * Export runs as a job, against the demo API's own handlers (the test control
 * POST /__demo/export-control cuts an answer short), with its requests held so 'running' can
 * be seen and Cancel can abort one. A binding says which of the model's events its work can
 * be made to do; every path runs on every binding that can do all of it, and every path on
 * at least one. The payroll upload is the third row: its work sends the file, reports the bytes
 * sent, and its outcomes are the upload page's (its answers stand in for the demo API's, whose
 * multipart reading jsdom's XHR cannot feed).
 */

const paths = modelPaths(jobModel);

interface JobBinding {
  readonly name: string;
  /** The paths its requests go to, held from the first press of its button. */
  readonly held: readonly string[];
  /** Renders the page and waits until the list is on screen (its own requests are not held). */
  readonly render: () => Promise<void>;
  /** The button that starts the job. */
  readonly button: string;
  /** How its work is made to do each event it can. */
  readonly events: Partial<Record<JobEventName, () => Promise<void>>>;
  /** What the running job shows after the work reported progress. */
  readonly progressShown?: (bar: HTMLElement) => void;
  /** The bar and Cancel button of its running job. */
  readonly bar: string;
  readonly cancel: string;
  /** How its page shows the job's states, when not as an export does. */
  readonly states?: Partial<Record<string, (ctx: StepContext<unknown>) => Promise<void>>>;
}

interface World {
  binding: JobBinding;
  user: UserEvent;
  hold: RequestHold;
  downloads: ReturnType<typeof captureDownloads>;
  /** The request the job was waiting for when the user cancelled. */
  cancelled: HeldRequest | null;
}
let world: World | null = null;
afterEach(() => {
  world?.hold.discard();
  world = null;
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const progressBar = () => screen.queryByRole('progressbar', { name: w().binding.bar });
/** The running job's bar, once drawn. */
const shownBar = () =>
  waitFor(() => {
    const found = progressBar();
    expect(found).not.toBeNull();
    return found!;
  });

/** Arms the demo API's test control on this store: the next export answer holds `cutShortTo` rows. */
async function cutNextExportShort(cutShortTo: number) {
  const answer = await fetch(new URL('/__demo/export-control', window.location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cutShortTo }),
  });
  expect(answer.status).toBe(204);
  expect(db.payouts.exportControl).toEqual({ cutShortTo, delayMs: 0 });
}

/** Lets every request of the job go on, until the job is over (the bar goes). */
async function passAll(path: string) {
  while (progressBar()) {
    const held = await w().hold.next(path, 100).catch(() => null);
    held?.pass();
  }
}

/** Cancel while `path` is held: the held request is aborted by the job, not left to run. */
const cancelWhile = (path: string) => async () => {
  const held = await w().hold.next(path);
  expect(held.signal?.aborted).toBe(false);
  await w().user.click(screen.getByRole('button', { name: w().binding.cancel }));
  await waitFor(() => expect(held.signal?.aborted).toBe(true));
  w().cancelled = held;
};

const REPORT_COUNT = '/v1/summary_sales_report/';
const REPORT_DOWNLOAD = '/v1/download_sales_summary';
const LEDGER = '/v1/payrolls/history/';

/** The payout report: counts first, then the download, whose total_rows says how many rows there are. */
const PAYOUT_REPORT: JobBinding = {
  name: 'the payout report',
  bar: 'Export progress',
  cancel: 'Cancel export',
  held: [REPORT_COUNT, REPORT_DOWNLOAD],
  button: 'Export',
  render: async () => {
    await renderPage(PayoutReportPage, '/payouts/report', 'carga');
    await screen.findByRole('table', { name: 'Transactions report' }, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
  },
  events: {
    'the work delivers everything': async () => {
      (await w().hold.next(REPORT_COUNT)).pass();
      (await w().hold.next(REPORT_DOWNLOAD)).pass();
    },
    'the work stops early': async () => {
      await cutNextExportShort(1);
      (await w().hold.next(REPORT_COUNT)).pass();
      (await w().hold.next(REPORT_DOWNLOAD)).pass();
    },
    'the work fails': async () => {
      (await w().hold.next(REPORT_COUNT)).pass();
      demoServer.use(http.get(`*${REPORT_DOWNLOAD}`, () => HttpResponse.json({ detail: 'Internal error' }, { status: 500 }), { once: true }));
      (await w().hold.next(REPORT_DOWNLOAD)).pass();
    },
    'the user cancels': cancelWhile(REPORT_COUNT),
  },
};

/** The audit trail's CSV: every ledger page of the filters, N of M rows as it reads them. */
const AUDIT_TRAIL: JobBinding = {
  name: 'the audit trail',
  bar: 'Export progress',
  cancel: 'Cancel export',
  held: [LEDGER],
  button: 'Export CSV',
  render: async () => {
    await renderPage(PayoutAuditPage, '/payouts/audit', 'manager');
    await screen.findByRole('table', { name: 'Payroll transitions' }, { timeout: 15_000 });
    // The first page is verified (its histories read) before Filter and Export settle.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filter' })).not.toHaveAttribute('data-loading'), { timeout: 15_000 });
  },
  events: {
    'the work reports progress': async () => {
      const first = await w().hold.next(LEDGER);
      expect(new URL(first.url, window.location.href).searchParams.get('itemsPerPage')).toBe('1000');
      first.pass();
      await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow'));
    },
    'the work delivers everything': () => passAll(LEDGER),
    'the work stops early': async () => {
      await cutNextExportShort(1);
      await passAll(LEDGER);
    },
    'the work fails': async () => {
      demoServer.use(http.get(`*${LEDGER}`, () => HttpResponse.json({ detail: 'Internal error' }, { status: 500 }), { once: true }));
      (await w().hold.next(LEDGER)).pass();
    },
    'the user cancels': cancelWhile(LEDGER),
  },
  progressShown: (bar) => {
    // One page read: its rows of the first page's total, as a number and in words.
    const [, done, total] = /^(\d[\d,]*) of (\d[\d,]*) rows$/.exec(bar.getAttribute('aria-valuetext') ?? '') ?? [];
    expect(done).toBeDefined();
    const [n, m] = [Number(done!.replace(/,/g, '')), Number(total!.replace(/,/g, ''))];
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(m);
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((n / m) * 100)));
  },
};

const UPLOAD = '/v1/upload_payroll';
/** A valid Chilean payroll of one line, as carga would send it. */
const PAYROLL = new TextEncoder().encode(
  [
    'Orden de compra;Nota de crédito;Cuenta destino;Tipo de cuenta;Banco;ID titular;Nombre;Monto;Moneda;Email;Motivo',
    'OC-1;;12345678;Cuenta Corriente;Banco de Chile;11.111.111-1;Ana Pérez Soto;25000;CLP;;',
  ].join('\r\n'),
);
const PAYROLL_NAME = 'payroll.csv';
const fileInput = () => screen.findByLabelText('Payroll file: drop it here or press to choose it', { selector: 'input' }, { timeout: 10_000 });
const size = (bytes: number) => formatBytes(bytes, 'en');

/** The payroll upload: the file goes up as a job, its bytes of the file's size; the server's answer starts the polling. */
const PAYROLL_UPLOAD: JobBinding = {
  name: 'the payroll upload',
  bar: 'Upload progress',
  cancel: 'Cancel upload',
  held: [UPLOAD],
  button: 'Upload',
  render: async () => {
    await renderPage(PayoutUploadPage, '/payouts/upload', 'carga');
    await userEvent.upload(await fileInput(), new File([PAYROLL], PAYROLL_NAME, { type: 'text/csv' }));
    // The preview has read the file (in jsdom, in-thread): nothing was sent yet.
    await screen.findByRole('region', { name: 'File preview' }, { timeout: 10_000 });
  },
  events: {
    'the work reports progress': async () => {
      (await w().hold.next(UPLOAD)).progress(400, 1000);
      await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '40'));
    },
    // jsdom's XHR does not carry a multipart body through msw: the server's answer stands in.
    'the work delivers everything': async () => {
      demoServer.use(http.post(`*${UPLOAD}`, () => HttpResponse.json({ data_origin: { id: 4242, status: 2, detail: null }, errors: [] }), { once: true }));
      (await w().hold.next(UPLOAD)).pass();
    },
    'the work fails': async () => {
      demoServer.use(http.post(`*${UPLOAD}`, () => HttpResponse.json({ detail: 'Storage unavailable' }, { status: 500, statusText: 'Internal Server Error' }), { once: true }));
      (await w().hold.next(UPLOAD)).pass();
    },
    'the user cancels': cancelWhile(UPLOAD),
  },
  progressShown: (bar) => {
    // The share, and the bytes of the file's size, beside the bar (its description).
    const text = document.getElementById(bar.getAttribute('aria-describedby') ?? '');
    expect(text).toHaveTextContent(`40% · ${size(Math.round(PAYROLL.length * 0.4))} of ${size(PAYROLL.length)}`);
  },
  states: {
    running: async (ctx) => {
      const bar = await shownBar();
      expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
      if (ctx.via === 'the work reports progress') w().binding.progressShown!(bar);
      else expect(bar).toHaveAttribute('aria-valuenow', '0');
    },
    complete: async () => {
      // The server has the whole file: the tally, then the polling of its status.
      const status = (await screen.findByText(`Processing ${PAYROLL_NAME}`, {}, { timeout: 10_000 })).closest('[role="status"]');
      expect(status).toHaveTextContent(`Sent ${size(PAYROLL.length)} of ${size(PAYROLL.length)}.`);
      expect(status).toHaveTextContent('Payroll 4242 is being checked.');
      expect(progressBar()).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    },
    failed: async () => {
      const alert = (await screen.findByText('The file was not uploaded')).closest('[role="alert"]');
      expect(alert).toHaveTextContent('Internal Server Error');
      expect(progressBar()).toBeNull();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
    },
    cancelled: async () => {
      expect((await screen.findByText('Upload cancelled')).closest('[role="status"]')).not.toBeNull();
      expect(w().cancelled?.signal?.aborted).toBe(true);
      expect(w().hold.pending()).toHaveLength(0);
      expect(progressBar()).toBeNull();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
    },
  },
};

const BINDINGS: readonly JobBinding[] = [PAYOUT_REPORT, AUDIT_TRAIL, PAYROLL_UPLOAD];

const canRun = (binding: JobBinding, path: ModelPath<unknown>) => path.labels.every((label) => label in binding.events);

const events = Object.fromEntries(
  (Object.keys(jobModel.events) as JobEventName[]).map((name) => [
    name,
    async () => {
      const run = w().binding.events[name];
      if (!run) throw new Error(`${w().binding.name} cannot do "${name}"`);
      await run();
    },
  ]),
) as Record<JobEventName, () => Promise<void>>;

/** The outcome, and the button ready for the next job; no bar, no Cancel. */
async function outcome(role: 'status' | 'alert', title: string) {
  const message = await screen.findByRole(role, { name: title }, { timeout: 10_000 });
  expect(progressBar()).toBeNull();
  expect(screen.queryByRole('button', { name: w().binding.cancel })).toBeNull();
  await waitFor(() => expect(screen.getByRole('button', { name: w().binding.button })).toBeEnabled());
  return message;
}

/** The data rows of the file saved last (header and BOM left out). */
async function savedRows(): Promise<number> {
  const text = (await w().downloads.blobs.at(-1)!.text()).replace(/^\uFEFF/, '').trim();
  return text.split('\r\n').length - 1;
}

const number = (text: string) => Number(text.replace(/,/g, ''));

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  running: async (ctx) => {
    const bar = await shownBar();
    expect(screen.getByRole('button', { name: 'Cancel export' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Exporting\.\.\.$/ })).toBeDisabled();
    if (ctx.via === 'the work reports progress') w().binding.progressShown!(bar);
    else {
      // Nothing counted yet: the bar only says the export runs.
      expect(bar).not.toHaveAttribute('aria-valuenow');
      expect(bar).toHaveAttribute('aria-valuetext', "Waiting for the server's answer");
    }
  },
  complete: async () => {
    const message = await outcome('status', 'Report exported');
    const [, done, of] = /Exported ([\d,]+) of ([\d,]+) rows\./.exec(message.textContent ?? '') ?? [];
    expect(done).toBeDefined();
    expect(number(done!)).toBe(number(of!));
    expect(number(done!)).toBeGreaterThan(0);
    expect(await savedRows()).toBe(number(done!));
  },
  short: async () => {
    // Never silently: a warning, with what came of what there was; the rows that came are saved.
    const message = await outcome('alert', 'Export incomplete');
    const [, done, of] = /Exported ([\d,]+) of ([\d,]+) rows: the server stopped early/.exec(message.textContent ?? '') ?? [];
    expect(done).toBe('1');
    expect(number(of!)).toBeGreaterThan(1);
    expect(await savedRows()).toBe(1);
    expect(db.payouts.exportControl).toBeNull();
  },
  failed: async () => {
    const message = await outcome('alert', 'The report could not be exported');
    expect(message).toHaveTextContent('Something went wrong');
    expect(w().downloads.files).toEqual([]);
  },
  cancelled: async () => {
    const message = await outcome('status', 'Export cancelled');
    expect(within(message).getByRole('button', { name: 'Close message' })).toBeInTheDocument();
    expect(w().cancelled?.signal?.aborted).toBe(true);
    // Nothing of the job is left running, and no file was made.
    expect(w().hold.pending()).toHaveLength(0);
    expect(w().downloads.files).toEqual([]);
  },
};

/** The binding's own view of a state, else an export's. */
const statesOf = (binding: JobBinding) =>
  Object.fromEntries(Object.entries(states).map(([name, check]) => [name, binding.states?.[name] ?? check])) as typeof states;

const handlers = (binding: JobBinding): ReplayHandlers<unknown> => ({
  start: async () => {
    const downloads = captureDownloads();
    await binding.render();
    world = { binding, user: userEvent.setup({ delay: null }), hold: holdRequests(binding.held), downloads, cancelled: null };
    await w().user.click(screen.getByRole('button', { name: binding.button }));
  },
  events,
  states: statesOf(binding),
});

describe('job model, replayed on real exports', { timeout: 60_000 }, () => {
  beforeAll(() =>
    useLanguage('en', ['reportExport', 'payoutReport', 'payoutTransactions', 'payoutAudit', 'payrollLedger', 'payouts', 'payoutUpload', 'filters', 'lists', 'shell']),
  );

  it('every path runs on at least one binding, and every binding runs paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const path of paths) expect(BINDINGS.some((binding) => canRun(binding, path)), path.name).toBe(true);
    for (const binding of BINDINGS) expect(paths.some((path) => canRun(binding, path)), binding.name).toBe(true);
  });

  const runs = BINDINGS.flatMap((binding) => paths.filter((path) => canRun(binding, path)).map((path) => [`${binding.name}: ${path.name}`, binding, path] as const));
  it.each(runs)('%s', async (_, binding, path) => {
    await replay(path, handlers(binding));
  });
});
