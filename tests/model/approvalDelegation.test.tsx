import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@app/platform/businessToday';
import { ProfilePage } from '@app/settings/profile/ProfilePage';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn, type SettingsWorld } from '../component/settings/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import {
  approvalDelegationModel,
  CANDIDATES,
  GIVEN,
  GONE,
  LOAD_FAILURE,
  NOT_APPROVER,
  OVERLAP,
  RECEIVED,
  type ApprovalDelegationEventName,
} from './events/approvalDelegation';
import type { DelegationLists } from '@machines/settings/approvalDelegation';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/**
 * 'Delegate my approvals' on My profile, replayed on the real page signed in as aprobador1.
 * The delegation calls are served by msw in the contract's shapes (src/api/contract/
 * approvalDelegations.ts), held so the page can be seen while they are in flight; refusals
 * are one-time overrides of an answer.
 */

const LIST = '/v1/approval_delegations/';
const CANDIDATES_PATH = '/v1/approval_delegations/candidates/';
const ONE = `/v1/approval_delegations/${GIVEN.id}/`;
const paths = modelPaths(approvalDelegationModel);

let world: SettingsWorld;
let hold: RequestHold;
let held: HeldRequest | null = null;

beforeAll(() => useLanguage('en', [...SETTINGS_NAMESPACES, 'approvalDelegation', 'filters']));
afterEach(() => hold?.discard());

/** The delegation calls as the contract describes them, with the given list kept between calls. */
function serveDelegations() {
  let given = [GIVEN];
  demoServer.use(
    http.get(`*${CANDIDATES_PATH}`, () => HttpResponse.json(CANDIDATES)),
    http.get(`*${LIST}`, () => HttpResponse.json({ given, received: [RECEIVED] })),
    http.post(`*${LIST}`, async ({ request }) => {
      const body = (await request.json()) as { delegate_id: number; starts_on: string; ends_on: string };
      const delegate = CANDIDATES.find((c) => c.id === body.delegate_id)!;
      const created = { ...GIVEN, id: 40 + given.length, delegate: { id: delegate.id, name: delegate.name }, starts_on: body.starts_on, ends_on: body.ends_on, active: true };
      given = [...given, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete(`*${LIST}:id/`, ({ params }) => {
      given = given.filter((d) => String(d.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

const refuse = (method: 'post' | 'delete', path: string, status: number, body: Record<string, unknown>) =>
  demoServer.use(http[method](`*${path}`, () => HttpResponse.json(body, { status }), { once: true }));

const section = () => screen.getByRole('region', { name: 'Delegate my approvals' });
const givenTable = () => within(section()).queryByRole('table', { name: 'Delegations I gave' });
const delegate = () => within(section()).getByRole('combobox', { name: 'Delegate' });
const save = () => within(section()).getByRole('button', { name: 'Save' });
const dialog = () => screen.queryByRole('dialog', { name: 'Remove the delegation?' });
/** Today in the business time zone, as the calendar names its day button. */
const todayLabel = () => dayjs(businessToday()).format('D MMMM YYYY');

async function pickToday(label: string) {
  await world.user.click(within(section()).getByRole('button', { name: label }));
  const days = await screen.findAllByRole('button', { name: todayLabel() });
  await world.user.click(days.find((day) => !day.hasAttribute('data-outside'))!);
}

async function fillForm() {
  await world.user.click(delegate());
  await world.user.click(await screen.findByRole('option', { name: 'Diego Fernández (manager)' }));
  await pickToday('From');
  await pickToday('To');
}

async function passLoad() {
  (await hold.next(LIST)).pass();
  (await hold.next(CANDIDATES_PATH)).pass();
}

const events: Record<ApprovalDelegationEventName, (ctx: StepContext) => Promise<void>> = {
  'the server sends my delegations': passLoad,
  'the server fails to load them': async () => {
    demoServer.use(http.get(`*${LIST}`, () => HttpResponse.json({ detail: LOAD_FAILURE }, { status: 503 }), { once: true }));
    await passLoad();
  },
  'the user tries again': async () => {
    await world.user.click(within(section()).getByRole('button', { name: 'Try again' }));
  },
  'the user saves a delegation': async () => {
    notifications.clean();
    // After a refusal the form still holds what was typed: it is sent again as it is.
    if (delegate().getAttribute('value') === '') await fillForm();
    await world.user.click(save());
    held = await hold.next(LIST);
    expect(held.method).toBe('POST');
    expect(JSON.parse(String(held.body))).toEqual({ delegate_id: 4, starts_on: businessToday(), ends_on: businessToday() });
  },
  'the server saves it': async () => held!.pass(),
  'the server refuses the days': async () => {
    refuse('post', LIST, 400, { starts_on: [OVERLAP] });
    held!.pass();
  },
  'the server refuses the user': async () => {
    refuse('post', LIST, 403, { detail: NOT_APPROVER });
    held!.pass();
  },
  'the user leaves while saving': async () => held!.abort(),
  'the user removes a delegation': async () => {
    notifications.clean();
    await world.user.click(within(section()).getByRole('button', { name: 'Remove the delegation to Martina Lagos' }));
  },
  'the user keeps it': async () => {
    await world.user.click(within(dialog()!).getByRole('button', { name: 'Cancel' }));
  },
  'the user confirms the removal': async () => {
    await world.user.click(within(dialog()!).getByRole('button', { name: 'Remove' }));
    held = await hold.next(ONE);
    expect(held.method).toBe('DELETE');
  },
  'the server removes it': async () => held!.pass(),
  'the server fails to remove it': async () => {
    refuse('delete', ONE, 404, { detail: GONE });
    held!.pass();
  },
  'the user leaves while removing': async () => held!.abort(),
};

/** Martina Lagos's delegation is listed among those given, with its days and state in words. */
function listsGiven(listed: boolean) {
  const table = givenTable();
  if (!listed) {
    expect(table === null || within(table).queryByText('Martina Lagos') === null).toBe(true);
    return;
  }
  const row = within(table!).getByText('Martina Lagos').closest('tr')!;
  expect(row).toHaveTextContent('Approver 1');
  expect(row).toHaveTextContent('07/01/2030');
  expect(row).toHaveTextContent('11/01/2030');
  expect(row).toHaveTextContent('Not active');
}

/** What was typed is still there; `open`: and can be sent again. */
const keptForm = (open = true) => {
  expect(delegate()).toHaveValue('Diego Fernández (manager)');
  if (open) expect(save()).toBeEnabled();
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  loading: async () => {
    expect(await screen.findByRole('status', { name: 'Loading your delegations' })).toBeInTheDocument();
  },
  failed: async () => {
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Your delegations could not be loaded');
    expect(alert).toHaveTextContent(LOAD_FAILURE);
    expect(givenTable()).toBeNull();
  },
  '{"ready":"editing"}': async (ctx) => {
    await waitFor(() => expect(save()).not.toHaveAttribute('data-loading'));
    expect(dialog()).toBeNull();
    const received = within(section()).getByRole('table', { name: 'Delegations I received' });
    expect(within(received).getByText('Valentina Soto').closest('tr')).toHaveTextContent('Active');
    // The model's own list says whether the delegation to Martina Lagos is still there.
    listsGiven((ctx.snapshot.context as { lists: DelegationLists }).lists.given.some((d) => d.id === GIVEN.id));
    switch (ctx.via) {
      case 'the server saves it': {
        expect(await screen.findByText('Delegation saved')).toBeInTheDocument();
        const row = within(givenTable()!).getByText('Diego Fernández').closest('tr')!;
        expect(row).toHaveTextContent(dayjs(businessToday()).format('DD/MM/YYYY'));
        // A fresh form for the next one.
        expect(delegate()).toHaveValue('');
        expect(save()).toBeDisabled();
        break;
      }
      case 'the server refuses the days':
        // Under the field it names, the form as typed.
        expect(within(section()).getByRole('button', { name: 'From' })).toHaveAccessibleDescription(OVERLAP);
        expect(within(section()).queryByRole('alert')).toBeNull();
        keptForm();
        break;
      case 'the server refuses the user':
        expect(within(section()).getByRole('alert')).toHaveTextContent(NOT_APPROVER);
        keptForm();
        break;
      case 'the user leaves while saving':
        keptForm();
        break;
      case 'the server removes it':
        expect(await screen.findByText('Delegation removed')).toBeInTheDocument();
        expect(within(section()).getByText('You have not delegated your approvals.')).toBeInTheDocument();
        break;
      case 'the server fails to remove it':
        expect(within(section()).getByRole('alert')).toHaveTextContent(GONE);
        break;
      default:
        break;
    }
  },
  '{"ready":"saving"}': async () => {
    await waitFor(() => expect(save()).toHaveAttribute('data-loading', 'true'));
    keptForm(false);
  },
  '{"ready":"confirmingRemoval"}': async () => {
    const asking = await screen.findByRole('dialog', { name: 'Remove the delegation?' });
    expect(asking).toHaveTextContent('Martina Lagos will no longer sign as approver 1 for you (07/01/2030 to 11/01/2030).');
    expect(hold.pending()).toHaveLength(0);
  },
  '{"ready":"removing"}': async () => {
    await waitFor(() => expect(within(dialog()!).getByRole('button', { name: 'Remove' })).toHaveAttribute('data-loading', 'true'));
  },
};

describe('approval delegation, replayed on My profile', { timeout: 30_000 }, () => {
  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    await replay(path, {
      start: async () => {
        notifications.clean();
        await signIn('aprobador1');
        serveDelegations();
        hold = holdRequests([LIST, CANDIDATES_PATH, ONE]);
        held = null;
        world = renderSettingsPage('/profile', ProfilePage);
        await screen.findByRole('region', { name: 'Delegate my approvals' }, { timeout: 5000 });
      },
      events,
      states,
    });
  });
});
