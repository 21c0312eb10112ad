import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { navigation } from '@app/platform/navigation';
import { readSession } from '@app/platform/storage';
import { say } from '@demo-api/http/messages';
import { needsSecondFactor } from '@demo-api/payouts/releaseRules';
import { db } from '@demo-api/store';
import type { PayrollRecord } from '@demo-api/store/seed/payouts';
import {
  loadedRows,
  openActions,
  PAYOUT_LIST_NAMESPACES,
  renderPayoutList,
  shownIds,
  signIn,
  type PayoutListWorld,
} from '../component/payoutList/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import type { ReleaseStepUpInput } from '@machines/payouts/releaseStepUp';
import { INCOMPLETE, INCOMPLETE_CODE, NO_FACTOR, releaseStepUpModel, WRONG_CODE, type ReleaseStepUpEventName } from './events/releaseStepUp';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';
import {
  codeInputs,
  giveSecondFactor,
  RELEASE_GRANT_PATH,
  RELEASE_INTRO,
  releaseCodes,
  takeSecondFactor,
  typeCode,
  typedCode,
} from './support/releaseCode';

/**
 * The step-up before money leaves (issue 26), replayed on the real payout list (real bindings,
 * API client and session) against the demo API: aprobador1, with the demo's second factor given
 * in the store, opens the approval of a payroll above the threshold that waits for approver 1;
 * the dialog asks the code. The grant call is held so 'verifying' can be seen; the codes typed
 * are real ones (otpauth) for DEMO_TOTP_SECRET. Once the code is taken the approval follows by
 * itself, with the grant.
 */

const paths = modelPaths(releaseStepUpModel);
const USERNAME = 'aprobador1';

interface World extends PayoutListWorld {
  hold: RequestHold;
  go: ReturnType<typeof vi.fn>;
  /** The payroll approved, with the status and approver it had. */
  target: { id: number; status: number; approver: number | null };
  codes: ReturnType<typeof releaseCodes>;
  /** What was typed last, and the grant call it made. */
  typed: string;
  held: HeldRequest | null;
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

const record = (id: number): PayrollRecord | undefined => db.payouts.payrolls.find((p) => p.id === id);

/** The newest payroll of company 1 on the first page, waiting for approver 1, whose approval needs a code. */
function newestNeedingCode(): PayrollRecord {
  const found = db.payouts.payrolls
    .filter((p) => p.company_id === 1 && p.status_id === 4 && p.actual_approver_id === 1 && !p.approval_blocked && needsSecondFactor(p))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .find((p) => shownIds().includes(p.id));
  if (!found) throw new Error('No payroll above the threshold waiting for approver 1 on the first page');
  return found;
}

const dialogName = () => `Approve payout ${w().target.id}`;
const dialog = () => screen.findByRole('dialog', { name: dialogName() });
const button = async (name: string) => within(await dialog()).getByRole('button', { name });
const grantsOpened = () => [...db.payouts.releaseGrants.values()].filter((grant) => grant.ids.has(w().target.id));

async function approveWith(code: string) {
  const { user } = w();
  await typeCode(user, await dialog(), code);
  w().typed = code;
  await user.click(await button('Approve'));
}

async function answerWith(response: () => Response) {
  demoServer.use(http.post(`*${RELEASE_GRANT_PATH}`, response, { once: true }));
  w().held!.pass();
}

const events: Record<ReleaseStepUpEventName, (ctx: StepContext) => Promise<void>> = {
  'the user types a code and approves': async (ctx) => {
    const { codes } = w();
    await approveWith(ctx.next === 'the server refuses the code' ? codes.wrong() : codes.right());
    w().held = await w().hold.next(RELEASE_GRANT_PATH);
  },
  'the user approves an incomplete code': () => approveWith(INCOMPLETE_CODE),
  'the user cancels': async () => {
    await w().user.click(await button('Cancel'));
  },
  'the server takes the code': async () => w().held!.pass(),
  'the server refuses the code': async () => w().held!.pass(),
  'the server says the user has no factor': async () => {
    // Turned off meanwhile (in another tab): the demo API's own 403.
    takeSecondFactor(USERNAME);
    w().held!.pass();
  },
  'the session has expired': () => answerWith(() => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
};

/** The payroll still has the status and approver it had, and was not released. */
function unchanged() {
  const { target } = w();
  expect(record(target.id)?.status_id).toBe(target.status);
  expect(record(target.id)?.actual_approver_id).toBe(target.approver);
  expect(db.ledger.entries.filter((entry) => entry.payroll_id === target.id && entry.second_factor)).toEqual([]);
}

/** The code field says why the last code was refused (or nothing). */
function refusedWith(form: HTMLElement, text: string | null) {
  const field = within(form).getByRole('group', { name: 'Code from your app' });
  if (text) expect(field).toHaveAccessibleDescription(text);
  else expect(field).not.toHaveAccessibleDescription();
  for (const input of codeInputs(form)) {
    if (text) expect(input).toHaveAttribute('aria-invalid', 'true');
    else expect(input).not.toHaveAttribute('aria-invalid');
  }
}

async function noDialog() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  enteringCode: async (ctx) => {
    const form = await dialog();
    // What is signed stays above the code: the file and its totals.
    expect(form).toHaveTextContent(record(w().target.id)!.filename);
    expect(within(form).getByRole('group', { name: 'Transfers and amount per currency' })).toHaveTextContent(/CLP/);
    // The code step loads on demand: waited for, as a user would.
    await waitFor(() => expect(form).toHaveTextContent(RELEASE_INTRO));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Approve' })).not.toHaveAttribute('data-loading'));
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(codeInputs(form)).toHaveLength(6);
    switch (ctx.via) {
      case 'the user approves an incomplete code':
        // Nothing was sent; what was typed stays.
        refusedWith(form, INCOMPLETE);
        expect(typedCode(form)).toBe(INCOMPLETE_CODE);
        break;
      case 'the server refuses the code':
        // The server's words; the boxes emptied for the next try, the first one focused.
        refusedWith(form, WRONG_CODE);
        expect(typedCode(form)).toBe('');
        await waitFor(() => expect(codeInputs(form)[0]).toHaveFocus());
        break;
      default:
        refusedWith(form, null);
        expect(typedCode(form)).toBe('');
    }
    expect(w().hold.pending()).toHaveLength(0);
    expect(grantsOpened()).toEqual([]);
    unchanged();
  },
  verifying: async () => {
    const { held, target, typed, user } = w();
    // The code goes with the one payroll it releases.
    expect(held!.method).toBe('POST');
    expect(JSON.parse(String(held!.body))).toEqual({ ids: [target.id], code: typed });
    const approve = await button('Approve');
    await waitFor(() => expect(approve).toHaveAttribute('data-loading'));
    expect(await button('Cancel')).toBeDisabled();
    // The boxes take no typing while the code is checked; a second press and Escape do nothing.
    for (const input of codeInputs(await dialog())) expect(input).toHaveAttribute('readonly');
    await user.dblClick(approve).catch(() => {});
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: dialogName() })).toBeInTheDocument();
    expect(w().hold.pending()).toHaveLength(1);
    unchanged();
  },
  needsEnrolment: async () => {
    const form = await dialog();
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(NO_FACTOR);
    expect(within(alert).getByRole('link', { name: 'Open My profile' })).toHaveAttribute('href', '/profile');
    // Nothing can be typed or sent: only Cancel.
    expect(within(form).queryAllByLabelText('Code from your app', { selector: 'input' })).toHaveLength(0);
    expect(within(form).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(w().hold.pending()).toHaveLength(0);
    unchanged();
  },
  granted: async () => {
    const { target } = w();
    // The approval followed by itself, with the grant: the payroll moved on, released with a code.
    expect(await screen.findByText(say('en', 'approvedFirst', { id: String(target.id) }), {}, { timeout: 3000 })).toBeInTheDocument();
    await noDialog();
    expect(record(target.id)).toMatchObject({ status_id: 4, actual_approver_id: 2 });
    const approvals = db.ledger.entries.filter((entry) => entry.payroll_id === target.id && entry.event === 'APPROVE');
    expect(approvals.at(-1)).toMatchObject({ second_factor: true, actor: { username: USERNAME } });
    // The grant released this one approval and is spent.
    expect(grantsOpened()).toEqual([]);
    // The list was loaded again: aprobador1 may no longer approve it.
    await waitFor(async () => expect(await openActions(w().user, target.id)).toEqual(['See details']));
    await w().user.keyboard('{Escape}');
  },
  cancelled: async (ctx) => {
    if (ctx.via === 'the session has expired') {
      // The session ends (storage cleared, off to the sign-in page); the list is gone.
      await waitFor(() => expect(w().go).toHaveBeenCalledWith('/login'));
      expect(readSession()).toBeNull();
      await waitFor(() => expect(screen.queryByRole('table', { name: 'Payouts' })).toBeNull());
      expect(screen.queryByText('Something went wrong')).toBeNull();
      unchanged();
      return;
    }
    await noDialog();
    expect((await loadedRows()).length).toBeGreaterThan(0);
    expect(w().hold.pending()).toHaveLength(0);
    expect(grantsOpened()).toEqual([]);
    unchanged();
    // Still waiting for aprobador1.
    expect(await openActions(w().user, w().target.id)).toEqual(['See details', 'Approval', 'Reject']);
    await w().user.keyboard('{Escape}');
  },
};

const handlers: ReplayHandlers<ReleaseStepUpInput> = {
  start: async () => {
    notifications.clean();
    await signIn(USERNAME);
    giveSecondFactor(USERNAME);
    const go = vi.fn();
    Object.assign(navigation, { go });
    const hold = holdRequests([RELEASE_GRANT_PATH]);
    const list = renderPayoutList();
    await loadedRows();
    const payroll = newestNeedingCode();
    world = {
      ...list,
      hold,
      go,
      target: { id: payroll.id, status: payroll.status_id, approver: payroll.actual_approver_id },
      codes: releaseCodes(),
      typed: '',
      held: null,
    };
    await openActions(list.user, payroll.id);
    await list.user.click(screen.getByRole('menuitem', { name: 'Approval' }));
  },
  events,
  states,
};

describe('release step-up model, replayed on the real payout list', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', [...PAYOUT_LIST_NAMESPACES, 'releaseStepUp']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(6);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
