import { RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayoutUploadInput } from '@machines/payouts/payoutUpload';
import { avatarFor } from '@machines/access/avatar';
import { toSessionUser } from '@machines/access/sessionUser';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor, type SessionActor } from '@app/session/sessionActor';
import { accessCalls } from '@app/app/loadOnDemand';
import { SESSION_KEY, VERSION_KEY, writeSession } from '@app/platform/storage';
import { login } from '@app/api/calls/access';
import { navigation } from '@app/platform/navigation';
import { PayoutUploadPage } from '@app/payouts/payoutUpload/PayoutUploadPage';
import { DEMO_PASSWORD } from '@demo-api/store/seed/access';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { ANSWERS, CSV_NAME, PAYROLL_ID, payoutUploadModel, type PayoutUploadEventName } from './events/payoutUpload';
import { holdRequests, type RequestHold } from './support/network';
import { memoryRouter, quietScrolling, stubPage } from './support/router';
import { signedLink } from '../support/signedLink';
import { usePreviewLayout } from '../support/previewLayout';

/**
 * The upload chart's paths, replayed on the real page (its real binding, the real API client
 * and session actor) with Vitest's fake clock for the 10 s poll, 2 s widget removal and 3 s
 * sign-out. Upload and status requests are held at the fetch boundary so the in-flight states
 * can be seen; each outcome installs a one-off demo API answer (msw) and lets the request go.
 */

const paths = modelPaths(payoutUploadModel);
usePreviewLayout();
const UPLOAD = '/v1/upload_payroll';
const STATUS = '/v1/get_upload_payroll';
// Spec 01 section 9, stated here on purpose rather than imported from the chart.
const POLL_MS = 10_000;
const WIDGET_MS = 2_000;
const SIGN_OUT_MS = 3_000;
/** Fake time that may pass between the chart entering a state and the test looking at it. */
const SLACK_MS = 1_500;

const MERCHANTS: Record<number, { name: string; template: string }> = {
  1: { name: 'Comercial Andes SpA', template: '/api/v1/payroll_templates/company/1.xlsx' },
  3: { name: 'Inversiones Lima SAC', template: '/api/v1/payroll_templates/country/PE.xlsx' },
};

interface World {
  actor: SessionActor;
  user: UserEvent;
  hold: RequestHold;
  go: ReturnType<typeof vi.fn<(to: string) => void>>;
  /** What the user has chosen, as the page should show it. */
  companyId: number | null;
  file: string | null;
  /** Fake time when the current state was first looked at. */
  seenAt: number;
  /** How much of the upload the browser has reported sending. */
  percent: number;
  /** The preview's readings of the chosen file, held until the model says how they end (issue 28). */
  reads: Array<{ resolve: (bytes: ArrayBuffer) => void; reject: (error: unknown) => void }>;
  /** What the preview made of the chosen file, as the page should show it. */
  preview: 'none' | 'read' | 'unreadable' | 'failed';
}
let world: World | null = null;
const saved = { ...navigation };

afterEach(() => {
  world?.actor.stop();
  world = null;
  Object.assign(navigation, saved);
  vi.useRealTimers();
});

const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

// ---------------------------------------------------------------------------------------
// The page, by role and label

const merchantSelect = () => screen.getByRole('combobox', { name: 'Merchant' });
const dropzone = () => screen.getByRole('group', { name: 'Payroll file: drop it here or press to choose it' });
const fileInput = () => screen.getByLabelText('Payroll file: drop it here or press to choose it', { selector: 'input' });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });
const queryUploadButton = () => screen.queryByRole('button', { name: 'Upload' });
const anotherButton = () => screen.getByRole('button', { name: 'Upload another file' });
const alerts = () => screen.queryAllByRole('alert');
const previewRegion = () => screen.queryByRole('region', { name: 'File preview' });
/** The form's own status messages (the cancelled upload), not the preview's. */
const formStatuses = () => screen.queryAllByRole('status').filter((status) => !previewRegion()?.contains(status));

const fileOf = (name: string, type: string) => new File(['order;amount\n1;100\n'], name, { type });

/**
 * The payroll the model drops: a valid Chilean line and a line with a bad amount. Read for a
 * Peruvian merchant, the Chilean line has errors too: the preview follows the merchant's country.
 */
const PAYROLL_CSV = [
  'Orden de compra;Nota de crédito;Cuenta destino;Tipo de cuenta;Banco;ID titular;Nombre;Monto;Moneda;Email;Motivo',
  'OC-1;;12345678;Cuenta Corriente;Banco de Chile;11.111.111-1;Ana Pérez Soto;25000;CLP;;',
  'OC-2;;87654321;Cuenta Vista;BancoEstado;22.222.222-2;Luis Díaz Mora;abc;CLP;;',
].join('\r\n');
const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');

/**
 * The chosen file, whose bytes the preview asks for (in jsdom the preview reads in-thread: no
 * Worker) and gets only when the model's next event says how the reading ends.
 */
class HeldFile extends File {
  override arrayBuffer(): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => w().reads.push({ resolve, reject }));
  }
}

/** The latest reading the preview started (an earlier one was for another merchant or file). */
async function latestRead() {
  await waitFor(() => expect(w().reads.length, 'the preview asked for the file').toBeGreaterThan(0));
  const read = w().reads.at(-1)!;
  w().reads = [];
  return read;
}

async function advance(ms: number) {
  if (ms > 0) await vi.advanceTimersByTimeAsync(ms);
}

/** A delay the chart started when it entered the current state: not early, and on time. */
async function expectDelay(ms: number, before: () => void, after: () => Promise<void> | void) {
  await advance(w().seenAt + ms - SLACK_MS - Date.now());
  before();
  await advance(w().seenAt + ms - Date.now());
  await after();
}

const answerNext = (method: 'get' | 'post', path: string, response: () => Response) =>
  demoServer.use(http[method](`*${path}`, response, { once: true }));

async function answerUpload(response: () => Response) {
  answerNext('post', UPLOAD, response);
  (await w().hold.next(UPLOAD)).pass();
}

async function answerStatus(response: () => Response) {
  answerNext('get', STATUS, response);
  (await w().hold.next(STATUS)).pass();
}

async function dropTwoFiles() {
  const files = [fileOf('a.csv', 'text/csv'), fileOf('b.xlsx', '')];
  fireEvent.drop(dropzone(), {
    dataTransfer: {
      files,
      types: ['Files'],
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    },
  });
}

async function chooseMerchant(id: number) {
  await w().user.click(merchantSelect());
  await w().user.click(await screen.findByRole('option', { name: MERCHANTS[id]!.name }));
  w().companyId = id;
  // Another merchant: its country's rules, so the file is read again.
  w().preview = 'none';
}

// ---------------------------------------------------------------------------------------
// Events

const events: Record<PayoutUploadEventName, (ctx: StepContext<PayoutUploadInput>) => Promise<void>> = {
  'choose Comercial Andes': () => chooseMerchant(1),
  'choose Inversiones Lima': () => chooseMerchant(3),
  'drop a csv file': async () => {
    await w().user.upload(fileInput(), new HeldFile([PAYROLL_CSV], CSV_NAME, { type: 'text/csv' }));
    w().file = CSV_NAME;
    w().preview = 'none';
  },
  'the preview is read': async () => {
    (await latestRead()).resolve(new TextEncoder().encode(PAYROLL_CSV).buffer);
    w().preview = 'read';
  },
  'the file is not what its name says': async () => {
    (await latestRead()).resolve(PDF_BYTES.slice().buffer);
    w().preview = 'unreadable';
  },
  'the file cannot be read any more': async () => {
    (await latestRead()).reject(new DOMException('The file changed after it was chosen', 'NotReadableError'));
    w().preview = 'failed';
  },
  'drop a pdf file': () => w().user.upload(fileInput(), fileOf('notes.pdf', 'application/pdf')),
  'drop two files': dropTwoFiles,
  'remove the file': async () => {
    // With the preview shown, its Cancel removes the file; otherwise the file's own remove button.
    const cancel = screen.queryByRole('button', { name: 'Cancel: remove the file' });
    await w().user.click(cancel ?? screen.getByRole('button', { name: `Remove ${CSV_NAME}` }));
    w().file = null;
    w().preview = 'none';
    w().reads = [];
  },
  'press Upload': () => w().user.click(uploadButton()),
  'upload accepted': () => answerUpload(() => HttpResponse.json(ANSWERS.accepted)),
  'upload refused without company (400)': () =>
    answerUpload(() => HttpResponse.json({ company_id: ['This field is required.'] }, { status: 400, statusText: 'Bad Request' })),
  'upload fails (500)': () =>
    answerUpload(() => HttpResponse.json({ detail: 'Storage unavailable' }, { status: 500, statusText: 'Internal Server Error' })),
  'upload answered 401': () =>
    answerUpload(() => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401, statusText: 'Unauthorized' })),
  // What the browser does when the request is cancelled under the page.
  'upload cancelled': async () => (await w().hold.next(UPLOAD)).abort(),
  'press Cancel upload': async () => {
    const held = await w().hold.next(UPLOAD);
    await w().user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    // The request itself is stopped, not only forgotten.
    expect(held.signal?.aborted).toBe(true);
  },
  'poll delay elapses': () =>
    expectDelay(
      POLL_MS,
      () => expect(w().hold.pending().filter((held) => held.path === STATUS), 'no status check before 10 s').toHaveLength(0),
      async () => void (await w().hold.next(STATUS)),
    ),
  'still processing': () => answerStatus(() => HttpResponse.json(ANSWERS.processing)),
  'status 0: failed': () => answerStatus(() => HttpResponse.json(ANSWERS.failed)),
  'status 3: header error': () => answerStatus(() => HttpResponse.json(ANSWERS.header)),
  'lines with errors': () => answerStatus(() => HttpResponse.json(ANSWERS.lines)),
  'status 4: under approval': () => answerStatus(() => HttpResponse.json(ANSWERS.underApproval)),
  'status 5: approved': () => answerStatus(() => HttpResponse.json(ANSWERS.approved)),
  'status 8: not an upload outcome': () => answerStatus(() => HttpResponse.json(ANSWERS.unexpected)),
  'status check gets no response': () => answerStatus(() => HttpResponse.error()),
  'status check answered 401': () => answerStatus(() => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
  'widget delay elapses': () =>
    expectDelay(
      WIDGET_MS,
      () => expect(queryUploadButton(), 'the widget stays until 2 s have passed').not.toBeNull(),
      () => waitFor(() => expect(queryUploadButton()).toBeNull()),
    ),
  'sign-out delay elapses': () =>
    expectDelay(
      SIGN_OUT_MS,
      () => expect(w().go, 'no sign-out before 3 s').not.toHaveBeenCalled(),
      () => waitFor(() => expect(w().go).toHaveBeenCalledWith('/login')),
    ),
  'press Check again': () => w().user.click(screen.getByRole('button', { name: 'Check again' })),
  'press Upload another file': async () => {
    await w().user.click(anotherButton());
    w().file = null;
    w().preview = 'none';
  },
};

// ---------------------------------------------------------------------------------------
// States

/** The widget as the user left it: merchant, template link and chosen file. */
function expectChoices() {
  const { companyId, file } = w();
  const select = merchantSelect();
  if (companyId === null) {
    expect(select).toHaveValue('');
    expect(screen.getByText('Choose a merchant to get its upload template.')).toBeInTheDocument();
  } else {
    const merchant = MERCHANTS[companyId]!;
    expect(select).toHaveValue(merchant.name);
    const link = screen.getByRole('link', { name: `Download the upload template for ${merchant.name}` });
    // The template link the API signed for the session (a new tab carries no token).
    expect(link.getAttribute('href')).toEqual(signedLink(merchant.template));
  }
  if (file) expect(screen.getByText(`Chosen file: ${file}`)).toBeInTheDocument();
  else expect(screen.queryByText(/^Chosen file:/)).toBeNull();
}

/** The widget locked while the server has the file: nothing can be changed or sent again. */
function expectLocked() {
  expect(merchantSelect()).toBeDisabled();
  expect(dropzone()).toHaveAttribute('aria-disabled', 'true');
  expect(fileInput()).toBeDisabled();
  expect(uploadButton()).toBeDisabled();
  expect(screen.getByRole('button', { name: `Remove ${CSV_NAME}` })).toBeDisabled();
  expectChoices();
}

async function expectAlert(title: string): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert', { name: title }).catch(async () => {
    // Mantine names an alert by its title element.
    const match = alerts().find((candidate) => within(candidate).queryByText(title));
    if (!match) throw new Error(`No alert titled "${title}" among ${alerts().map((a) => a.textContent).join(' | ')}`);
    return match;
  });
  return alert;
}

const SUCCESS = 'Payout uploaded successfully';

async function expectSuccess(badge: string) {
  const panel = await waitFor(() => {
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(SUCCESS);
    return status;
  });
  expect(panel).toHaveTextContent(`Payroll ${PAYROLL_ID} (${CSV_NAME}) is saved.`);
  expect(within(panel).getByText(badge)).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: `View payroll ${PAYROLL_ID}` })).toHaveAttribute('href', `/payroll/view/${PAYROLL_ID}`);
  expect(within(panel).getByRole('button', { name: 'Upload another file' })).toBeEnabled();
  expect(alerts()).toHaveLength(0);
}

/**
 * The preview as the model says it should be (issue 28): none without a file, a word about the
 * merchant without one, reading, the preview read against the merchant's country, or why not.
 */
async function expectPreview() {
  const { file, companyId, preview } = w();
  if (file === null) {
    expect(previewRegion()).toBeNull();
    return;
  }
  const region = await waitFor(() => {
    const found = previewRegion();
    expect(found).not.toBeNull();
    return found!;
  });
  const inRegion = within(region);
  if (companyId === null) {
    expect(region).toHaveTextContent("Choose the merchant to preview the file with its country's rules.");
    return;
  }
  if (preview === 'none') {
    expect(inRegion.getByRole('status')).toHaveTextContent(`Reading ${CSV_NAME}: nothing has been sent yet.`);
    await waitFor(() => expect(w().reads.length, 'the preview asked for the file').toBeGreaterThan(0));
    return;
  }
  if (preview === 'unreadable' || preview === 'failed') {
    const note = await inRegion.findByRole('status');
    expect(note).toHaveTextContent(`No preview for ${CSV_NAME}`);
    expect(note).toHaveTextContent(
      preview === 'unreadable'
        ? 'The contents of this file are not a CSV or XLSX spreadsheet'
        : 'The preview could not read this file. You can still upload it and the server will check it.',
    );
    return;
  }
  await inRegion.findByRole('heading', { name: `Preview of ${CSV_NAME}` });
  expect(region).toHaveTextContent('Payment lines: 2');
  const errors = inRegion.getByRole('list', { name: /^Errors: / });
  expect(within(errors).getByText('Line 3, Amount: Invalid amount')).toBeInTheDocument();
  expect(inRegion.getByRole('table', { name: 'The first 2 lines of the file' })).toBeInTheDocument();
  if (companyId === 1) {
    // Chile: the first line is valid, the second is not.
    expect(errors).toHaveAccessibleName('Errors: 1 in 1 lines');
    const totals = inRegion.getByRole('table', { name: 'Totals per currency of the valid lines' });
    expect(within(totals).getByRole('row', { name: 'CLP 1 25.000,00' })).toBeInTheDocument();
  } else {
    // Peru: the Chilean bank, account type, RUT and currency are errors too.
    expect(within(errors).getByText('Line 2, Bank: Unknown bank')).toBeInTheDocument();
    expect(region).toHaveTextContent('No valid line yet: no totals.');
  }
  expect(inRegion.getByRole('button', { name: 'Cancel: remove the file' })).toBeEnabled();
}

const choosing = async ({ via }: StepContext<PayoutUploadInput>) => {
    const button = uploadButton();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('data-loading');
    expect(merchantSelect()).toBeEnabled();
    expect(dropzone()).toHaveAttribute('aria-disabled', 'false');
    await waitFor(expectChoices);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await expectPreview();
    if (via === 'press Cancel upload') {
      // Cancelled: said plainly, the merchant and the file kept, nothing in flight.
      expect(formStatuses()).toHaveLength(1);
      expect(formStatuses()[0]).toHaveTextContent('Upload cancelledUpload cancelled. Your choices are kept; press Upload to send the file again.');
      expect(alerts()).toHaveLength(0);
      expect(w().hold.pending()).toHaveLength(0);
      w().percent = 0;
      return;
    }
    expect(formStatuses()).toHaveLength(0);
    const uploadAlert = () => expectAlert('The file was not uploaded');
    switch (via as PayoutUploadEventName | 'start') {
      case 'drop a pdf file':
        await waitFor(() => expect(dropzone()).toHaveAccessibleDescription(/\.csv, \.xls or \.xlsx files only/));
        break;
      case 'drop two files':
        await waitFor(() => expect(dropzone()).toHaveAccessibleDescription(/Only one file at a time: drop a single file/));
        break;
      case 'press Upload': {
        const { companyId, file } = w();
        if (companyId === null) expect(merchantSelect()).toHaveAccessibleDescription(/Choose the merchant this payroll belongs to/);
        if (file === null) expect(dropzone()).toHaveAccessibleDescription(/Choose the payroll file to upload/);
        // Nothing was sent.
        expect(w().hold.pending()).toHaveLength(0);
        break;
      }
      case 'upload refused without company (400)':
        expect(await uploadAlert()).toHaveTextContent('Please, provide a company');
        break;
      case 'upload fails (500)':
        expect(await uploadAlert()).toHaveTextContent('Internal Server Error');
        break;
      case 'upload cancelled':
        expect(await uploadAlert()).toHaveTextContent(`${CSV_NAME}, upload failed...`);
        break;
      default:
        expect(alerts()).toHaveLength(0);
        expect(dropzone()).toHaveAccessibleDescription('One file: .csv, .xls or .xlsx');
    }
};

const states: Record<string, (ctx: StepContext<PayoutUploadInput>) => Promise<void> | void> = {
  // The form with each of the preview's states (issue 28); expectPreview tells them apart.
  '{"choosing":"idle"}': choosing,
  '{"choosing":"reading"}': choosing,
  '{"choosing":"shown"}': choosing,
  '{"choosing":"unreadable"}': choosing,
  '{"choosing":"readFailed"}': choosing,
  uploading: async ({ via }) => {
    if (via === 'press Upload') w().percent = 0;
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', String(w().percent)));
    expect(screen.getByText(`${w().percent}%`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
    const button = uploadButton();
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    expect(button).toBeDisabled();
    expectLocked();
    // One upload in flight, with the chosen merchant and file.
    const held = await w().hold.next(UPLOAD);
    expect(w().hold.pending()).toHaveLength(1);
    expect(held.method).toBe('POST');
    const form = held.body as FormData;
    expect(form.get('company_id')).toBe(String(w().companyId));
    expect((form.get('file') as File).name).toBe(CSV_NAME);
  },
  '{"processing":"waiting"}': async ({ via }) => {
    const panel = await screen.findByRole('status');
    w().seenAt = Date.now();
    expect(panel).toHaveTextContent(`Processing ${CSV_NAME}`);
    expect(panel).toHaveTextContent(`Payroll ${PAYROLL_ID} is being checked.`);
    expectLocked();
    expect(uploadButton()).not.toHaveAttribute('data-loading');
    if (via === 'status check gets no response') {
      const warning = await screen.findByRole('alert');
      expect(warning).toHaveTextContent('The status could not be checked (Service unavailable, contact to support@localhost). Trying again in 10 seconds.');
    } else {
      expect(alerts()).toHaveLength(0);
    }
  },
  '{"processing":"checking"}': async () => {
    const held = await w().hold.next(STATUS);
    expect(new URL(held.url, window.location.href).searchParams.get('payroll_id')).toBe(String(PAYROLL_ID));
    expect(screen.getByRole('status')).toHaveTextContent(`Processing ${CSV_NAME}`);
    expectLocked();
  },
  '{"processing":"checkFailed"}': async () => {
    const alert = await expectAlert('The status could not be checked');
    expect(alert).toHaveTextContent('Service unavailable, contact to support@localhost');
    expect(alert).toHaveTextContent(`Payroll ${PAYROLL_ID} may still be processing`);
    expect(within(alert).getByRole('button', { name: 'Check again' })).toBeEnabled();
    expect(within(alert).getByRole('button', { name: 'Upload another file' })).toBeEnabled();
    // Polling has stopped: no check comes by itself.
    await advance(POLL_MS * 2);
    expect(w().hold.pending()).toHaveLength(0);
    expectLocked();
  },
  '{"succeeded":"underApproval"}': async () => {
    await expectSuccess('Under approval');
    expectLocked();
    await advance(POLL_MS + WIDGET_MS);
    // Status 4: no more polling, and the widget stays.
    expect(w().hold.pending()).toHaveLength(0);
    expect(queryUploadButton()).not.toBeNull();
  },
  '{"succeeded":"approved"}': async () => {
    await expectSuccess('Approved');
    w().seenAt = Date.now();
    expectLocked();
  },
  '{"succeeded":"done"}': async () => {
    await expectSuccess('Approved');
    // The widget has gone; the success panel replaces it.
    expect(screen.queryByRole('combobox', { name: 'Merchant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Payroll file: drop it here or press to choose it' })).toBeNull();
    expect(w().hold.pending()).toHaveLength(0);
  },
  headerError: async () => {
    const alert = await expectAlert("The file's header does not match the template");
    expect(alert).toHaveTextContent('Columns do not match the template-Header');
    expect(within(alert).getByRole('button', { name: 'Upload another file' })).toBeEnabled();
    expectLocked();
  },
  linesInvalid: async () => {
    const alert = await expectAlert('The file has lines with errors');
    const list = within(alert).getByRole('list', { name: 'The file has lines with errors' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Line 2');
    expect(items[0]).toHaveTextContent('Amount: Invalid amount');
    expect(items[0]).not.toHaveTextContent('Email');
    expect(items[1]).toHaveTextContent('Line 4');
    expect(items[1]).toHaveTextContent('Holder ID: Invalid RUT');
    expect(items[1]).toHaveTextContent('Destination account: Account number: 4 to 20 digits');
    expect(items[2]).toHaveTextContent('Line 7');
    expect(items[2]).toHaveTextContent('Bank code: Unknown bank');
    expect(alert).not.toHaveTextContent('Line 9');
    expect(alert).toHaveTextContent('Lines with errors not shown: 2');
    // Through the session (download_report_by_payroll), not a bare link: the API serves no file without one.
    expect(within(alert).getByRole('button', { name: 'Download the invalid lines' })).toBeEnabled();
    // Errors stop the polling.
    await advance(POLL_MS * 2);
    expect(w().hold.pending()).toHaveLength(0);
    expectLocked();
  },
  failed: async ({ via }) => {
    if (via === 'status 0: failed') {
      const alert = await expectAlert('Upload failed');
      expect(alert).toHaveTextContent('The file could not be read');
    } else {
      await expectAlert('The server reported status 8, which is not an upload outcome.');
    }
    expect(anotherButton()).toBeEnabled();
    await advance(POLL_MS * 2);
    expect(w().hold.pending()).toHaveLength(0);
    expectLocked();
  },
  sessionExpired: async () => {
    const alert = await expectAlert('Your session has expired. Please sign in again.');
    w().seenAt = Date.now();
    expect(alert).toHaveTextContent('You will be taken to the sign-in page in a moment.');
    expect(w().go).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
    expectLocked();
  },
  signedOut: async () => {
    await expectAlert('Your session has expired. Please sign in again.');
    await waitFor(() => expect(w().go).toHaveBeenCalledWith('/login'));
    expect(w().go).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(w().actor.getSnapshot().value).toBe('signedOut');
  },
};

// ---------------------------------------------------------------------------------------

const handlers: ReplayHandlers<PayoutUploadInput> = {
  start: async ({ start }) => {
    quietScrolling();
    // carga has one merchant; manager's two stand in for an uploader with several (the page
    // does not check roles: the route guard does).
    const username = start.input.companyIds.length === 1 ? 'carga' : 'manager';
    const answer = await login({ username, password: DEMO_PASSWORD });
    writeSession(toSessionUser(answer, avatarFor(answer.token!)));
    window.localStorage.setItem(VERSION_KEY, '1.0.0');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const go = vi.fn<(to: string) => void>();
    Object.assign(navigation, { go, reload: vi.fn() });
    const actor = createSessionActor(accessCalls);
    actor.start();
    const router = memoryRouter(
      { '/payouts/upload': PayoutUploadPage, '/payroll/view/$id_payroll': stubPage('Payroll detail (stub)') },
      '/payouts/upload',
    );
    world = {
      actor,
      user: userEvent.setup({ delay: null, applyAccept: false, advanceTimers: vi.advanceTimersByTime }),
      hold: holdRequests([UPLOAD, STATUS]),
      go,
      companyId: start.input.companyIds.length === 1 ? start.input.companyIds[0]! : null,
      file: null,
      seenAt: 0,
      percent: 0,
      reads: [],
      preview: 'none',
    };
    renderView(
      <SessionProvider actor={actor}>
        <RouterProvider router={router} />
      </SessionProvider>,
    );
    await screen.findByRole('heading', { name: 'Upload payout' });
  },
  events,
  states,
};

describe('payout upload model, replayed on the real page', () => {
  beforeAll(() => useLanguage('en', ['payoutUpload', 'payouts']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
