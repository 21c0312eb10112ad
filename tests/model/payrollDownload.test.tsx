import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { abortPageRequests } from '@app/platform/pageSignal';
import { db } from '@demo-api/store';
import {
  loadedRows,
  openDownloads,
  PAYOUT_LIST_NAMESPACES,
  renderPayoutList,
  rowOf,
  signIn,
  type PayoutListWorld,
} from '../component/payoutList/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { payrollDownloadModel, type PayrollDownloadEventName } from './events/payrollDownload';
import { holdRequests, type RequestHold } from './support/network';

/**
 * The download chart's paths, replayed on the real payout list for carga against the demo
 * API. The download call is held so "fetching" can be seen. The file chosen fits the answer
 * the path expects: the original file really answers a link and the summary really answers
 * rows; an e-mailed report, an empty file and a failure are msw overrides.
 */

const paths = modelPaths(payrollDownloadModel);
const DOWNLOAD = '/v1/download_report_by_payroll';

interface World extends PayoutListWorld {
  hold: RequestHold;
  opened: ReturnType<typeof vi.fn>;
  saved: { name: string; blob: Blob }[];
  /** The payroll and file of the current download. */
  chosen: { id: number; file: string } | null;
  downloads: number;
}
let world: World | null = null;
// jsdom has no object URLs; the start installs stand-ins, put back here.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  world = null;
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

/** The newest payroll of company 1 waiting for approval: it has an original file and a summary. */
function target(): number {
  const found = db.payouts.payrolls
    .filter((p) => p.company_id === 1 && p.status_id === 4)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (!found) throw new Error('No payroll under approval');
  return found.id;
}

const FILE_FOR: Partial<Record<PayrollDownloadEventName, string>> = {
  'the answer is a link': 'Original file',
  'the answer is rows': 'Summary',
};

const toastWith = async (text: string) => {
  const toast = (await screen.findByText(text, {}, { timeout: 3000 })).closest('[role="alert"]');
  expect(toast).not.toBeNull();
  return toast as HTMLElement;
};

async function answerWith(response: () => Response) {
  demoServer.use(http.get(`*${DOWNLOAD}`, response, { once: true }));
  (await w().hold.next(DOWNLOAD)).pass();
}

const events: Record<PayrollDownloadEventName, (ctx: StepContext) => Promise<void>> = {
  'choose a file': async (ctx) => {
    const { user } = w();
    const id = target();
    const file = FILE_FOR[ctx.next as PayrollDownloadEventName] ?? 'Original file';
    w().chosen = { id, file };
    w().downloads += 1;
    await openDownloads(user, id);
    await user.click(screen.getByRole('menuitem', { name: file }));
  },
  'the answer is a link': async () => (await w().hold.next(DOWNLOAD)).pass(),
  'the answer is rows': async () => (await w().hold.next(DOWNLOAD)).pass(),
  'the answer has no rows': () => answerWith(() => HttpResponse.json({ total_rows: 0, header: ['Currency'], data: [] })),
  'the report will be emailed': () => answerWith(() => HttpResponse.json({ send_via_email: true })),
  'the server fails': () => answerWith(() => HttpResponse.json({ detail: 'Storage unavailable' }, { status: 503 })),
  'the user leaves the page': async () => {
    await w().hold.next(DOWNLOAD);
    abortPageRequests();
  },
};

const downloadButton = () => within(rowOf(w().chosen!.id)).getByRole('button', { name: `Download files of payout ${w().chosen!.id}` });

/** Nothing was opened or saved beyond what the path did. */
function effects(opened: number, saved: number) {
  expect(w().opened).toHaveBeenCalledTimes(opened);
  expect(w().saved).toHaveLength(saved);
}

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  '{"ready":"choosing"}': async (ctx) => {
    await loadedRows();
    effects(0, 0);
    if (ctx.via === 'the user leaves the page') {
      await waitFor(() => expect(downloadButton()).not.toHaveAttribute('data-loading'));
      expect(screen.queryByRole('alert')).toBeNull();
    }
  },
  fetching: async () => {
    const { chosen } = w();
    const request = await w().hold.next(DOWNLOAD);
    const query = new URL(request.url, window.location.href).searchParams;
    expect(query.get('uploaded_file_id')).toBe(String(chosen!.id));
    // The original file is the empty type, which the client leaves out of the query.
    expect(query.get('type')).toBe(chosen!.file === 'Summary' ? 'summary' : null);
    await waitFor(() => expect(downloadButton()).toHaveAttribute('data-loading'));
    expect(w().hold.pending()).toHaveLength(1);
  },
  '{"ready":"opened"}': async () => {
    await waitFor(() => expect(w().opened).toHaveBeenCalledTimes(1));
    // The demo's link to the payroll's own file, opened in a new tab.
    expect(w().opened).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`/v1/payroll_files/${w().chosen!.id}/original\\.`)), '_blank');
    expect(w().saved).toHaveLength(0);
  },
  '{"ready":"saved"}': async () => {
    await waitFor(() => expect(w().saved).toHaveLength(1));
    const [{ name, blob }] = w().saved as [{ name: string; blob: Blob }];
    expect(name).toBe(`payroll-${w().chosen!.id}-summary.csv`);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // UTF-8 with a byte order mark, so Excel reads accents.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('Currency,Uploaded,Uploaded amount,Paid,Paid amount,Rejected by bank,Rejected amount');
    expect(w().opened).not.toHaveBeenCalled();
  },
  '{"ready":"emailed"}': async () => {
    await toastWith('Generating report. It will be sent to your email in a few minutes.');
    effects(0, 0);
  },
  '{"ready":"empty"}': async () => {
    await toastWith('No Data Available');
    effects(0, 0);
  },
  '{"ready":"failed"}': async () => {
    const toast = await toastWith('Something went wrong');
    expect(within(toast).getByText('Something needs your attention')).toBeInTheDocument();
    effects(0, 0);
  },
};

const handlers: ReplayHandlers<undefined> = {
  start: async () => {
    notifications.clean();
    await signIn('carga');
    const opened = vi.fn(() => ({ opener: window }) as unknown as Window);
    vi.spyOn(window, 'open').mockImplementation(opened);
    const saved: World['saved'] = [];
    let lastBlob: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => ((lastBlob = blob), 'blob:payroll'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download && lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
    const hold = holdRequests([DOWNLOAD]);
    world = { ...renderPayoutList(), hold, opened, saved, chosen: null, downloads: 0 };
    await loadedRows();
  },
  events,
  states,
};

describe('payroll download model, replayed on the real payout list', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', PAYOUT_LIST_NAMESPACES));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(5);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
