import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { DraftRestoreInput } from '@machines/access/draftRestore';
import { avatarFor } from '@machines/access/avatar';
import { toSessionUser, userKey } from '@machines/access/sessionUser';
import { DraftRestore } from '@app/access/draftRestore/DraftRestore';
import { login } from '@app/api/calls/access';
import { accessCalls } from '@app/app/loadOnDemand';
import { restoringDraft } from '@app/platform/draftRestoring';
import { dropDrafts, findDraft, keepDrafts } from '@app/platform/drafts';
import { QA_TOOLS, recordWith } from '@app/platform/inspect';
import { navigation } from '@app/platform/navigation';
import { formOpened } from '@app/platform/openForms';
import { markDraftsKept, VERSION_KEY, writeSession } from '@app/platform/storage';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor, type SessionActor } from '@app/session/sessionActor';
import { DEMO_PASSWORD } from '@demo-api/store/seed/access';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { draftRestoreModel, type DraftRestoreEventName } from './events/draftRestore';

/**
 * "Restore what you were typing?" (issue 29), each path replayed on the real offer in the
 * shell's place: carga is signed in for real, and this browser's IndexedDB (fake-indexeddb in
 * jsdom) holds, or not, the rejection reason she was typing when her last session ended.
 */

const paths = modelPaths(draftRestoreModel);
const TITLE = 'Restore what you were typing?';
const REASON = 'The amounts of line 4 are wrong';
const PAGE = '/payouts/list?status=pending';
const KEPT_AT = new Date('2026-11-25T14:05:00Z');
const failure = new Error('IndexedDB refused');

interface World {
  actor: SessionActor;
  user: UserEvent;
  owner: string;
  seen: string[];
  go: ReturnType<typeof vi.fn<(to: string) => void>>;
}

let world: World | null = null;
afterEach(() => {
  world?.actor.stop();
  world = null;
  // The browser's storage works again before the shared clean-up forgets the drafts.
  vi.restoreAllMocks();
  vi.useRealTimers();
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const offer = () => screen.queryByRole('dialog', { name: TITLE });
const toasts = () => notificationsStore.getState().notifications;
const valueText = (snapshot: AnyMachineSnapshot) => (typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value));

async function start(ctx: StepContext<DraftRestoreInput>) {
  // Twenty-five minutes after the draft was kept (only the clock is pinned: IndexedDB and the
  // user's clicks run on real timers).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(KEPT_AT.getTime() + 25 * 60 * 1000));
  window.localStorage.setItem(VERSION_KEY, '1.0.0');
  const session = toSessionUser(await login({ username: 'carga', password: DEMO_PASSWORD }), avatarFor('model'));
  const owner = userKey(session);
  // What the browser kept when the last session ended over her open form.
  if (ctx.next === 'a draft is kept') {
    const close = formOpened({ form: 'payrollReject', subject: { id: 12 }, values: () => ({ reason: REASON }) });
    await keepDrafts(owner, PAGE, KEPT_AT);
    close();
  } else markDraftsKept(true);
  if (ctx.next === 'the browser keeps no drafts') vi.spyOn(indexedDB, 'open').mockImplementation(() => { throw failure; });
  writeSession(session);
  const go = vi.fn<(to: string) => void>();
  Object.assign(navigation, { go, reload: vi.fn() });
  const actor = createSessionActor(accessCalls);
  world = { actor, user: userEvent.setup({ delay: null }), owner, seen: [], go };
  recordWith((inspection) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const snapshot = inspection.snapshot as AnyMachineSnapshot;
    if (snapshot.machine?.id === 'draftRestore' && world) world.seen.push(valueText(snapshot));
  });
  actor.start();
  expect(actor.getSnapshot().value).toBe('signedIn');
  renderView(
    <SessionProvider actor={actor}>
      <DraftRestore />
    </SessionProvider>,
  );
}

const click = async (name: string) => w().user.click(await screen.findByRole('button', { name }));

const events: Record<DraftRestoreEventName, (ctx: StepContext<DraftRestoreInput>) => Promise<void>> = {
  // The browser answers on its own: what the start kept, or its refusal.
  'a draft is kept': async () => {},
  'no draft is kept': async () => {},
  'the browser keeps no drafts': async () => {},
  Restore: async (ctx) => {
    // Another tab signed out (which forgets every draft) while the offer was on screen.
    if (ctx.next === 'the draft is gone meanwhile') await dropDrafts();
    await click('Restore');
  },
  Discard: async (ctx) => {
    if (ctx.next === 'the draft cannot be forgotten') vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => { throw failure; });
    await click('Discard');
  },
  'Not now': async () => click('Not now'),
  'the draft goes back to its page': async () => {},
  'the draft is gone meanwhile': async () => {},
  'the draft is forgotten': async () => {},
  'the draft cannot be forgotten': async () => {},
};

/** Whether carga's draft is still kept (with the browser's storage working again). */
async function stillKept(): Promise<boolean> {
  vi.mocked(IDBDatabase.prototype.transaction).mockRestore?.();
  return (await findDraft(w().owner, KEPT_AT)) !== null;
}

const doneChecks: Partial<Record<DraftRestoreEventName, () => Promise<void>>> = {
  'no draft is kept': async () => expect(await stillKept()).toBe(false),
  'the browser keeps no drafts': async () => {
    // Nothing to offer, and nothing said: the page is not the worse for it.
    expect(toasts()).toHaveLength(0);
  },
  'the draft goes back to its page': async () => {
    // Its page, with its query, opens; the draft waits there for its form; the kept copy is gone.
    await waitFor(() => expect(w().go).toHaveBeenCalledWith(PAGE));
    expect(restoringDraft('payrollReject')).toEqual({ form: 'payrollReject', subject: { id: 12 }, values: { reason: REASON } });
    expect(await stillKept()).toBe(false);
  },
  'the draft is gone meanwhile': async () => {
    expect(await screen.findByText(/That draft could no longer be read back/)).toBeVisible();
    expect(w().go).not.toHaveBeenCalled();
    expect(restoringDraft('payrollReject')).toBeNull();
  },
  'the draft is forgotten': async () => {
    expect(w().go).not.toHaveBeenCalled();
    expect(await stillKept()).toBe(false);
  },
  'the draft cannot be forgotten': async () => {
    // It expires on its own; the user chose not to see it, so nothing is said.
    expect(w().go).not.toHaveBeenCalled();
    expect(toasts()).toHaveLength(0);
    expect(await stillKept()).toBe(true);
  },
  'Not now': async () => {
    // Offered again after the next sign-in, until it expires.
    expect(w().go).not.toHaveBeenCalled();
    expect(await stillKept()).toBe(true);
  },
};

const states: Record<string, (ctx: StepContext<DraftRestoreInput>) => Promise<void>> = {
  looking: async () => {
    // Nothing is offered before the browser has answered.
    expect(offer()).toBeNull();
  },
  offering: async () => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('Your session ended while you had “Reject payroll” open, at 25-11-2026 14:05:00 (UTC).');
    expect(dialog).toHaveTextContent('Passwords and codes are never kept');
    expect(screen.getByRole('button', { name: 'Restore' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeEnabled();
    expect(w().go).not.toHaveBeenCalled();
  },
  // The browser's storage answers within a tick: the recorder saw the chart there.
  restoring: async () => expect(w().seen).toContain('restoring'),
  discarding: async () => expect(w().seen).toContain('discarding'),
  done: async (ctx) => {
    await waitFor(() => expect(w().seen.at(-1)).toBe('done'));
    await waitFor(() => expect(offer()).toBeNull());
    const check = doneChecks[ctx.via as DraftRestoreEventName];
    if (!check) throw new Error(`No check for done via ${ctx.via}`);
    await check();
  },
};

const handlers: ReplayHandlers<DraftRestoreInput> = {
  start,
  events,
  states: Object.fromEntries(
    Object.entries(states).map(([value, check]) => [
      value,
      async (ctx: StepContext<DraftRestoreInput>) => {
        if (value !== 'looking') await waitFor(() => expect(w().seen).toContain(value));
        await check(ctx);
      },
    ]),
  ),
};

describe('draftRestore model, replayed on the real offer', () => {
  beforeAll(() => useLanguage('en', ['draftRestore']));

  it('runs with the QA recorder built in (it reads the chart through it)', () => {
    expect(QA_TOOLS).toBe(true);
  });

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(7);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
