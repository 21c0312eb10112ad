import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { navigation } from '@app/platform/navigation';
import { readSession } from '@app/platform/storage';
import { bulkSending } from '@app/payouts/payrollBulk/sending';
import { needsSecondFactor } from '@demo-api/payouts/releaseRules';
import { db } from '@demo-api/store';
import type { PayrollRecord } from '@demo-api/store/seed/payouts';
import { loadedRows, PAYOUT_LIST_NAMESPACES, renderPayoutList, shownIds, signIn, type PayoutListWorld } from '../component/payoutList/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { BULK_BATCH, BULK_REASON, payrollBulkModel, type PayrollBulkEventName } from './events/payrollBulk';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';
import { codeInputs, giveSecondFactor, RELEASE_GRANT_PATH, RELEASE_INTRO, releaseCodes, typeCode, typedCode } from './support/releaseCode';

/**
 * The bulk action chart's paths, replayed on the real payout list (real bindings, API client
 * and session) against the demo API, whose payrolls move with the lifecycle chart. Four rows
 * are ticked: three the action may move, one it may not (as in the model); batches of two
 * rows. The preview and batch calls are held so 'previewing' and 'sending' can be seen. A
 * path that deletes is played by carga, one that approves or rejects by aprobador1, with the
 * demo's second factor given in the store: two of the three rows aprobador1 approves are above
 * the threshold, so the approval asks one code (issue 26), a real one for DEMO_TOTP_SECRET.
 */

const paths = modelPaths(payrollBulkModel);
type Action = 'approved' | 'reject' | 'delete';
const ACTIONS: readonly Action[] = ['approved', 'reject', 'delete'];
const previewPath = (action: Action) => `/v1/payroll/bulk/${action}/preview`;
const batchPath = (action: Action) => `/v1/payroll/bulk/${action}`;
const HELD = [...ACTIONS.flatMap((action) => [previewPath(action), batchPath(action)]), RELEASE_GRANT_PATH];
/** Rows of the model that a 'row of the batch fails' answer fails: the first and third allowed. */
const FAILING_INDEXES = [0, 2];

const VERB = { approved: 'Approve', reject: 'Reject', delete: 'Delete' } as const;
const PAST = { approved: 'approved', reject: 'rejected', delete: 'deleted' } as const;
const TITLE = { approved: 'Approve the selected payouts', reject: 'Reject the selected payouts', delete: 'Delete the selected payouts' } as const;
const REASON_REQUIRED = 'You must indicate the reason for the rejection';

interface World extends PayoutListWorld {
  hold: RequestHold;
  go: ReturnType<typeof vi.fn>;
  action: Action | null;
  /** The ticked rows the action may move (in the list's order), and the one it may not. */
  allowed: PayrollRecord[];
  refused: PayrollRecord;
  /** Each ticked payroll's status and approver before the path began. */
  before: Map<number, { status: number; approver: number | null }>;
  typed: string;
  codes: ReturnType<typeof releaseCodes>;
}
let username = 'aprobador1';
let world: World | null = null;
const batchSize = bulkSending.batchSize;
afterEach(() => {
  world = null;
  bulkSending.batchSize = batchSize;
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const record = (id: number): PayrollRecord | undefined => db.payouts.payrolls.find((p) => p.id === id);
const dialog = () => screen.findByRole('dialog', { name: TITLE[w().action!] });
const button = async (name: string | RegExp) => within(await dialog()).getByRole('button', { name });
const heldPreview = () => w().hold.next(previewPath(w().action!));
const heldBatch = () => w().hold.next(batchPath(w().action!));
const idsOf = (request: HeldRequest): number[] => (JSON.parse(String(request.body)) as { ids: number[] }).ids;

/** The payrolls of the page the path acts on: three under approval at level 1, and one that is not. */
function chooseRows(): { allowed: PayrollRecord[]; refused: PayrollRecord } {
  const shown = shownIds().map((id) => record(id)!);
  const allowed = shown.filter((p) => p.status_id === 4 && p.actual_approver_id === 1 && !p.approval_blocked).slice(0, 3);
  const refused = shown.find((p) => p.status_id !== 4);
  if (allowed.length < 3 || !refused) throw new Error('The seeded page lacks three payrolls waiting for approver 1 and one that is not');
  return { allowed, refused };
}

async function startWith(action: Action) {
  const { user } = w();
  w().action = action;
  for (const payroll of [...w().allowed, w().refused]) {
    await user.click(screen.getByRole('checkbox', { name: `Select payout ${payroll.id}` }));
  }
  const bar = screen.getByRole('group', { name: 'Actions on the selected rows' });
  expect(bar).toHaveTextContent('4 selected');
  await user.click(within(bar).getByRole('button', { name: VERB[action] }));
}

async function answerWith(path: string, response: () => Response, held: Promise<HeldRequest>) {
  demoServer.use(http.post(`*${path}`, response, { once: true }));
  (await held).pass();
}

async function cancel(ctx: StepContext) {
  // The code step's own Cancel gives the step up (its own event): the dialog's close button closes it.
  if (ctx.previous?.matches('steppingUp')) {
    await w().user.click(await button('Close the dialog'));
    return;
  }
  const name = ctx.previous?.matches('sending')
    ? 'Stop sending'
    : ctx.previous?.matches('previewFailed') || ctx.previous?.matches('nothingAllowed')
      ? 'Close'
      : 'Cancel';
  await w().user.click(await button(name));
}

async function confirm(reason: string | null) {
  const { user } = w();
  if (reason !== null) {
    const field = within(await dialog()).getByRole('textbox', { name: 'Reason for the rejection, for all of them' });
    await user.clear(field);
    if (reason !== '') await user.type(field, reason);
    w().typed = reason;
  }
  await user.click(await button(`${VERB[w().action!]} 3`));
}

const events: Record<PayrollBulkEventName, (ctx: StepContext) => Promise<void>> = {
  'approve the selection': () => startWith('approved'),
  'reject the selection': () => startWith('reject'),
  'delete the selection': () => startWith('delete'),
  'the check answers': async () => (await heldPreview()).pass(),
  'the check finds nothing allowed': () =>
    answerWith(
      previewPath(w().action!),
      () => HttpResponse.json({ matching: 1, allowed: [], refused: [{ id: w().refused.id, filename: w().refused.filename, reason: 'Not yours.' }], totals: {} }),
      heldPreview(),
    ),
  'the check fails': () => answerWith(previewPath(w().action!), () => HttpResponse.json({ detail: 'Too many.' }, { status: 400 }), heldPreview()),
  'the session expires while checking': () =>
    answerWith(previewPath(w().action!), () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }), heldPreview()),
  'confirm': () => confirm(null),
  'confirm with a reason': () => confirm(BULK_REASON),
  'confirm without a reason': () => confirm('  '),
  'cancel': cancel,
  'retry the check': async () => w().user.click(await button('Retry')),
  'the check asks a code': async () => (await heldPreview()).pass(),
  'the code is taken': async () => {
    const { user, codes } = w();
    const code = codes.right();
    await typeCode(user, await dialog(), code);
    await user.click(await button(`${VERB[w().action!]} 3`));
    // One code for the whole selection: it names the rows above the threshold, no others.
    const grant = await w().hold.next(RELEASE_GRANT_PATH);
    const ids = (JSON.parse(String(grant.body)) as { ids: number[] }).ids;
    expect(ids.sort()).toEqual(w().allowed.filter(needsSecondFactor).map((p) => p.id).sort());
    grant.pass();
  },
  'the code step is given up': async () => w().user.click(await button('Cancel')),
  'the batch is done': async () => (await heldBatch()).pass(),
  'a row of the batch fails': async () => {
    const request = await heldBatch();
    const failing = FAILING_INDEXES.map((index) => w().allowed[index]!.id);
    // The demo API's own hook: the next action on these payrolls fails once, unchanged.
    db.payouts.actionFailures = idsOf(request).filter((id) => failing.includes(id));
    request.pass();
  },
  'the batch fails': () => answerWith(batchPath(w().action!), () => HttpResponse.error(), heldBatch()),
  'the session expires while sending': () =>
    answerWith(batchPath(w().action!), () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }), heldBatch()),
  'retry the failed rows': async () => w().user.click(await button('Retry failed')),
  'close': async () => w().user.click(await button('Close')),
};

/** Whether a ticked payroll moved as the action moves it. */
function moved(payroll: PayrollRecord): boolean {
  const now = record(payroll.id);
  const before = w().before.get(payroll.id)!;
  if (w().action === 'delete') return now === undefined;
  if (w().action === 'reject') return now?.status_id === 6;
  return now?.status_id === 4 && now.actual_approver_id !== before.approver;
}

/** The ticked rows the demo API moved; the row the action may not move never is. */
function movedRows(): PayrollRecord[] {
  expect(moved(w().refused)).toBe(false);
  return w().allowed.filter(moved);
}

/**
 * The tally as the user reads it: 'N of 3' where N is what the demo API moved, and each row not
 * moved either named with its failure or counted as not sent. (Only what the model's key holds,
 * the queue's length and whether anything failed, is read from the model: other context is
 * whichever path reached the state first.)
 */
async function tallyMatches() {
  const form = await dialog();
  const done = movedRows();
  expect(within(form).getAllByRole('status')[0]).toHaveTextContent(`${done.length} of 3 ${PAST[w().action!]}`);
  const notSent = Number(/(\d+) (was|were) not sent/.exec(form.textContent ?? '')?.[1] ?? 0);
  const named = w().allowed.filter((p) => form.textContent?.includes(`Payout ${p.id} (${p.filename}): `));
  expect(named.filter(moved)).toEqual([]);
  expect(named.length + notSent).toBe(3 - done.length);
  // An approval above the threshold was released with the code, and its history says so.
  for (const payroll of done) {
    const approval = db.ledger.entries.filter((entry) => entry.payroll_id === payroll.id && entry.event === 'APPROVE').at(-1);
    if (w().action === 'approved') expect(approval?.second_factor).toBe(needsSecondFactor(payroll));
  }
  return named;
}

async function noDialog() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  idle: async (ctx) => {
    if (ctx.via.startsWith('the session expires')) {
      // The session ends (storage cleared, off to the sign-in page); the list is gone.
      await waitFor(() => expect(w().go).toHaveBeenCalledWith('/login'));
      expect(readSession()).toBeNull();
      expect(screen.queryByText('Something went wrong')).toBeNull();
      return;
    }
    expect((await loadedRows()).length).toBeGreaterThan(0);
    await noDialog();
    expect(w().hold.pending()).toHaveLength(0);
    if (ctx.via === 'close') {
      // The run is over: the list forgot its selection.
      expect(screen.queryByRole('group', { name: 'Actions on the selected rows' })).toBeNull();
    } else if (w().action) {
      // Cancelled before anything was sent: nothing moved, the rows are still ticked.
      expect(w().allowed.filter(moved)).toEqual([]);
      expect(screen.getByRole('group', { name: 'Actions on the selected rows' })).toHaveTextContent('4 selected');
    }
  },
  previewing: async () => {
    const request = await heldPreview();
    // The ticked ids, never more: the server judges them.
    expect(idsOf(request).sort()).toEqual([...w().allowed, w().refused].map((p) => p.id).sort());
    expect(within(await dialog()).getByRole('status')).toHaveTextContent('Checking which of the selected payouts');
    expect(w().allowed.filter(moved)).toEqual([]);
  },
  previewFailed: async () => {
    const alert = within(await dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('The selection could not be checked');
    expect(alert).toHaveTextContent('Too many.');
    expect(await button('Retry')).toBeEnabled();
  },
  nothingAllowed: async () => {
    const form = await dialog();
    expect(form).toHaveTextContent(`None of the 1 selected payouts can be ${PAST[w().action!]} by you now.`);
    expect(form).toHaveTextContent(`Payout ${w().refused.id} (${w().refused.filename}): Not yours.`);
    expect(within(form).queryByRole('button', { name: /^(Approve|Reject|Delete) / })).toBeNull();
  },
  steppingUp: async () => {
    const form = await dialog();
    // The code is the confirmation, under what it releases: the count, the amounts, the row left out.
    expect(form).toHaveTextContent('3 of the 4 selected payouts will be approved.');
    expect(form).toHaveTextContent(new RegExp(`Payout ${w().refused.id} \\(${w().refused.filename.replace('.', '\\.')}\\): \\S`));
    expect(within(form).getByRole('group', { name: 'Transfers and amount per currency' })).toHaveTextContent(/ in \d+ transfers/);
    // The code step loads on demand: waited for, as a user would.
    await waitFor(() => expect(form).toHaveTextContent(RELEASE_INTRO));
    expect(codeInputs(form)).toHaveLength(6);
    expect(typedCode(form)).toBe('');
    expect(await button('Approve 3')).toBeEnabled();
    expect(await button('Cancel')).toBeEnabled();
    expect(w().hold.pending()).toHaveLength(0);
    expect(w().allowed.filter(moved)).toEqual([]);
  },
  confirming: async (ctx) => {
    const form = await dialog();
    const action = w().action!;
    expect(form).toHaveTextContent(`3 of the 4 selected payouts will be ${PAST[action]}.`);
    // The row left out is named with the server's reason, and not sent.
    expect(form).toHaveTextContent(new RegExp(`Payout ${w().refused.id} \\(${w().refused.filename.replace('.', '\\.')}\\): \\S`));
    if (action === 'approved') {
      expect(within(form).getByRole('group', { name: 'Transfers and amount per currency' })).toHaveTextContent(/ in \d+ transfers/);
    }
    if (action === 'reject') {
      const field = within(form).getByRole('textbox', { name: 'Reason for the rejection, for all of them' });
      expect(field).toHaveValue(ctx.via === 'confirm without a reason' ? w().typed : '');
      if (ctx.via === 'confirm without a reason') expect(field).toHaveAccessibleDescription(REASON_REQUIRED);
    }
    expect(w().hold.pending()).toHaveLength(0);
    expect(w().allowed.filter(moved)).toEqual([]);
  },
  '{"sending":"running"}': async (ctx) => {
    const request = await heldBatch();
    const { queue } = ctx.snapshot.context as { queue: readonly unknown[] };
    // The batch on the wire: rows the preview allowed, at most BULK_BATCH, none moved yet;
    // fewer when a batch that had no answer goes again whole, as it was sent (issue 29).
    const ids = idsOf(request);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(Math.min(BULK_BATCH, queue.length));
    expect(w().allowed.filter((p) => ids.includes(p.id) && !moved(p))).toHaveLength(ids.length);
    const body = JSON.parse(String(request.body)) as { detail?: string; release_grant?: string };
    expect(body.detail).toBe(w().action === 'reject' ? BULK_REASON : undefined);
    // An approval's every batch carries the code's grant.
    expect(body.release_grant !== undefined).toBe(w().action === 'approved');
    expect(within(await dialog()).getByRole('status')).toHaveTextContent(`Sent ${3 - queue.length} of 3`);
    expect(await button('Stop sending')).toBeEnabled();
    expect(w().hold.pending()).toHaveLength(1);
  },
  '{"sending":"stopping"}': async () => {
    expect(within(await dialog()).getByRole('status')).toHaveTextContent('Stopping after the payouts on their way');
    expect(await button('Stop sending')).toBeDisabled();
    // The batch on the wire is not abandoned.
    expect(w().hold.pending()).toHaveLength(1);
  },
  '{"finished":"allDone"}': async () => {
    expect(await tallyMatches()).toEqual([]);
    expect(within(await dialog()).queryByRole('button', { name: 'Retry failed' })).toBeNull();
  },
  '{"finished":"withFailures"}': async () => {
    // Each failure named with its message.
    expect((await tallyMatches()).length).toBeGreaterThan(0);
    expect(await button('Retry failed')).toBeEnabled();
  },
};

const handlers: ReplayHandlers<{ batchSize: number }> = {
  start: async () => {
    notifications.clean();
    bulkSending.batchSize = BULK_BATCH;
    await signIn(username);
    if (username === 'aprobador1') giveSecondFactor(username);
    const go = vi.fn();
    Object.assign(navigation, { go });
    const hold = holdRequests(HELD);
    // Payrolls under approval and approved ones: the first page has rows of both kinds.
    world = { ...renderPayoutList('/payouts/list?size=10&statusIds=4,5'), hold, go, action: null, allowed: [], refused: undefined as unknown as PayrollRecord, before: new Map(), typed: '', codes: releaseCodes() };
    await loadedRows();
    const { allowed, refused } = chooseRows();
    Object.assign(world, { allowed, refused });
    for (const p of [...allowed, refused]) world.before.set(p.id, { status: p.status_id, approver: p.actual_approver_id });
  },
  events,
  states,
};

describe('bulk action model, replayed on the real payout list', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', [...PAYOUT_LIST_NAMESPACES, 'payrollBulk', 'listSelection', 'releaseStepUp']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    username = path.labels.includes('delete the selection') ? 'carga' : 'aprobador1';
    await replay(path, handlers);
  });
});
