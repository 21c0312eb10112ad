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
  rowOf,
  shownIds,
  signIn,
  type PayoutListWorld,
} from '../component/payoutList/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { CODE_NEEDED, payrollActionModel, REFUSAL_INFO, REJECTION_REASON, type PayrollActionEventName } from './events/payrollAction';
import { holdRequests, type RequestHold } from './support/network';
import { codeInputs, giveSecondFactor, RELEASE_GRANT_PATH, RELEASE_INTRO, releaseCodes, typeCode, typedCode } from './support/releaseCode';

/**
 * The payroll action chart's paths, replayed on the real payout list (real bindings, API
 * client and session) against the demo API, whose payrolls move with the lifecycle chart.
 * The action calls are held so "submitting" can be seen. A path that deletes is played by
 * carga; one that approves or rejects by aprobador1 (the model keeps the two apart), with the
 * demo's second factor given in the store: an approval above the threshold (issue 26) asks a
 * code, a real one for DEMO_TOTP_SECRET. The list shows the payrolls under approval, 25 a page,
 * so two that need no code are on it (the demo's threshold holds most of aprobador1's).
 */

const paths = modelPaths(payrollActionModel);
const ACTION_PATHS = ['/v1/payroll/approved', '/v1/payroll/reject', '/v1/payroll/delete', RELEASE_GRANT_PATH];
const LIST = '/payouts/list?size=25&statusIds=4';
const REASON_REQUIRED = 'You must indicate the reason for the rejection';

interface World extends PayoutListWorld {
  hold: RequestHold;
  go: ReturnType<typeof vi.fn>;
  /** The payroll acted on, its action, and the status it had before. */
  target: { id: number; action: 'approved' | 'reject' | 'delete'; status: number; approver: number | null } | null;
  typed: string;
  codes: ReturnType<typeof releaseCodes>;
}
let username = 'carga';
let world: World | null = null;
afterEach(() => {
  world = null;
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const record = (id: number): PayrollRecord | undefined => db.payouts.payrolls.find((p) => p.id === id);

/**
 * The newest payroll of company 1 under approval on the first page (waiting for approver 1
 * unless any will do); for an approval, one whose approval needs a code (`code`) or not.
 */
function newestUnderApproval(approver: 1 | null, code?: boolean): PayrollRecord {
  const found = db.payouts.payrolls
    .filter((p) => p.company_id === 1 && p.status_id === 4 && (approver === null || p.actual_approver_id === approver))
    .filter((p) => code === undefined || needsSecondFactor(p) === code)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .find((p) => shownIds().includes(p.id));
  if (!found) throw new Error('No payroll under approval on the first page');
  return found;
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const toastWith = async (text: string) => {
  const toast = (await screen.findByText(text, {}, { timeout: 3000 })).closest('[role="alert"]');
  expect(toast).not.toBeNull();
  return toast as HTMLElement;
};

async function startAction(action: 'approved' | 'reject' | 'delete', item: string, code?: boolean) {
  const { user } = w();
  const payroll = newestUnderApproval(action === 'delete' ? null : 1, code);
  w().target = { id: payroll.id, action, status: payroll.status_id, approver: payroll.actual_approver_id };
  w().typed = '';
  await openActions(user, payroll.id);
  await user.click(screen.getByRole('menuitem', { name: item }));
}

async function typeReason(text: string) {
  const { user, target } = w();
  const form = await dialog(`Reject payout ${target!.id}`);
  const field = within(form).getByRole('textbox', { name: 'Reason for the rejection' });
  await user.clear(field);
  await user.type(field, text);
  w().typed = text;
  await user.click(within(form).getByRole('button', { name: 'Reject' }));
}

const DIALOG_NAMES = { approved: 'Approve payout', reject: 'Reject payout', delete: 'Delete payout' } as const;
/** The open dialog's name for the payroll acted on. */
const dialogName = () => `${DIALOG_NAMES[w().target!.action]} ${w().target!.id}`;

const held = () => w().hold.next(`/v1/payroll/${w().target!.action}`);

async function answerWith(response: () => Response) {
  demoServer.use(http.post('*/v1/payroll/:action', response, { once: true }));
  (await held()).pass();
}

const events: Record<PayrollActionEventName, (ctx: StepContext) => Promise<void>> = {
  'approve a payroll': () => startAction('approved', 'Approval', false),
  'approve a payroll above the threshold': () => startAction('approved', 'Approval', true),
  'reject a payroll': () => startAction('reject', 'Reject'),
  'delete a payroll': () => startAction('delete', 'Delete'),
  'give a reason': () => typeReason(REJECTION_REASON),
  'give no reason': () => typeReason('   '),
  'confirm the dialog': async () => {
    const { target, user } = w();
    const form = await dialog(dialogName());
    await user.click(within(form).getByRole('button', { name: target!.action === 'delete' ? 'Delete' : 'Approve' }));
  },
  'cancel the dialog': async () => {
    await w().user.click(within(await dialog(dialogName())).getByRole('button', { name: 'Cancel' }));
  },
  'the code is taken': async () => {
    const { user, codes, target } = w();
    const form = await dialog(dialogName());
    const code = codes.right();
    await typeCode(user, form, code);
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    // The code goes first, for this payroll only; the approval follows with the grant.
    const grant = await w().hold.next(RELEASE_GRANT_PATH);
    expect(JSON.parse(String(grant.body))).toEqual({ ids: [target!.id], code });
    grant.pass();
  },
  'the code step is given up': async () => {
    await w().user.click(within(await dialog(dialogName())).getByRole('button', { name: 'Cancel' }));
  },
  'the server accepts': async () => (await held()).pass(),
  'the server refuses': () => answerWith(() => HttpResponse.json({ info: REFUSAL_INFO }, { status: 400 })),
  // What the demo API answers an approval above the threshold without a grant.
  'the server asks a code': () => answerWith(() => HttpResponse.json({ detail: CODE_NEEDED, second_factor_required: true }, { status: 403 })),
  'the session has expired': () => answerWith(() => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
};

/** The acted-on payroll still has the status and approver it had. */
function unchanged() {
  const { target } = w();
  if (!target) return;
  expect(record(target.id)?.status_id).toBe(target.status);
  expect(record(target.id)?.actual_approver_id).toBe(target.approver);
}

async function noDialog() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  '{"ready":"idle"}': async (ctx) => {
    if (ctx.via === 'the session has expired') {
      // The session ends (storage cleared, off to the sign-in page); the list is gone.
      await waitFor(() => expect(w().go).toHaveBeenCalledWith('/login'));
      expect(readSession()).toBeNull();
      await waitFor(() => expect(screen.queryByRole('table', { name: 'Payouts' })).toBeNull());
      expect(screen.queryByText('Something went wrong')).toBeNull();
      unchanged();
      return;
    }
    expect((await loadedRows()).length).toBeGreaterThan(0);
    await noDialog();
    expect(w().hold.pending()).toHaveLength(0);
    unchanged();
  },
  askingReason: async (ctx) => {
    const form = await dialog(`Reject payout ${w().target!.id}`);
    const field = within(form).getByRole('textbox', { name: 'Reason for the rejection' });
    // What was typed stays, even when refused.
    expect(field).toHaveValue(w().typed);
    if (ctx.via === 'give no reason') {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(REASON_REQUIRED);
    } else {
      expect(within(form).queryByText(REASON_REQUIRED)).toBeNull();
    }
    expect(w().hold.pending()).toHaveLength(0);
    unchanged();
  },
  confirmingApproval: async () => {
    const { target } = w();
    const form = await dialog(dialogName());
    // What is signed: the file, its totals per currency, and the user's level.
    expect(form).toHaveTextContent(record(target!.id)!.filename);
    expect(within(form).getByRole('group', { name: 'Transfers and amount per currency' })).toHaveTextContent(/·/);
    expect(form).toHaveTextContent('You sign as approver 1');
    // Below the threshold: a confirmation, no code.
    expect(within(form).queryAllByLabelText('Code from your app', { selector: 'input' })).toHaveLength(0);
    expect(w().hold.pending()).toHaveLength(0);
    unchanged();
  },
  confirmingDelete: async () => {
    const { target } = w();
    const form = await dialog(`Delete payout ${target!.id}`);
    expect(form).toHaveTextContent(record(target!.id)!.filename);
    expect(w().hold.pending()).toHaveLength(0);
    unchanged();
  },
  steppingUp: async () => {
    const { target } = w();
    const form = await dialog(dialogName());
    // What is signed stays above the code: the file and its totals; the code is the confirmation.
    expect(form).toHaveTextContent(record(target!.id)!.filename);
    expect(within(form).getByRole('group', { name: 'Transfers and amount per currency' })).toHaveTextContent(/·/);
    // The code step loads on demand: waited for, as a user would.
    await waitFor(() => expect(form).toHaveTextContent(RELEASE_INTRO));
    expect(codeInputs(form)).toHaveLength(6);
    expect(typedCode(form)).toBe('');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Approve' })).not.toHaveAttribute('data-loading'));
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(w().hold.pending()).toHaveLength(0);
    unchanged();
  },
  submitting: async (ctx) => {
    const { target } = w();
    const request = await held();
    const body = new URLSearchParams(String(request.body));
    expect(request.method).toBe('POST');
    expect(body.get('uploaded_file_id')).toBe(String(target!.id));
    expect(body.get('detail')).toBe(target!.action === 'reject' ? REJECTION_REASON.trim() : null);
    // After a code, the approval carries the grant the server gave for this payroll; else none.
    const grant = body.get('release_grant');
    if (ctx.via === 'the code is taken') expect(db.payouts.releaseGrants.get(grant!)?.ids.has(target!.id)).toBe(true);
    else expect(grant).toBeNull();
    // Busy where the user clicked, and on the row; nothing else can be sent meanwhile.
    expect(within(rowOf(target!.id)).getByRole('button', { name: `Actions for payout ${target!.id}` })).toHaveAttribute('data-loading');
    const submit = { approved: 'Approve', reject: 'Reject', delete: 'Delete' }[target!.action];
    const confirm = within(await dialog(dialogName())).getByRole('button', { name: submit });
    expect(confirm).toHaveAttribute('data-loading');
    await w().user.dblClick(confirm);
    expect(w().hold.pending()).toHaveLength(1);
  },
  '{"ready":"done"}': async () => {
    const { target } = w();
    // The demo moved the payroll with the lifecycle chart, and the list shows it.
    expect(target!.action).toBe('approved');
    await toastWith(say('en', 'approvedFirst', { id: String(target!.id) }));
    expect(record(target!.id)).toMatchObject({ status_id: 4, actual_approver_id: 2 });
    await noDialog();
    // The list was loaded again: aprobador1 may no longer approve it.
    await waitFor(async () => expect(await openActions(w().user, target!.id)).toEqual(['See details']));
    await w().user.keyboard('{Escape}');
  },
  '{"ready":"failed"}': async () => {
    const toast = await toastWith(REFUSAL_INFO);
    expect(within(toast).getByText('Something needs your attention')).toBeInTheDocument();
    await noDialog();
    unchanged();
    expect(await openActions(w().user, w().target!.id)).toEqual(['See details', 'Approval', 'Reject']);
    await w().user.keyboard('{Escape}');
  },
};

const handlers: ReplayHandlers<undefined> = {
  start: async () => {
    notifications.clean();
    await signIn(username);
    if (username === 'aprobador1') giveSecondFactor(username);
    const go = vi.fn();
    Object.assign(navigation, { go });
    const hold = holdRequests(ACTION_PATHS);
    world = { ...renderPayoutList(LIST), hold, go, target: null, typed: '', codes: releaseCodes() };
    await loadedRows();
  },
  events,
  states,
};

describe('payroll action model, replayed on the real payout list', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', [...PAYOUT_LIST_NAMESPACES, 'releaseStepUp']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    username = path.labels.includes('delete a payroll') ? 'carga' : 'aprobador1';
    await replay(path, handlers);
  });
});
