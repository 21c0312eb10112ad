import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, resetDemoStore } from '@demo-api/store';
import { signIn } from '../component/payoutList/support';
import { renderViewsTable } from '../support/viewsTable';
import { NOW } from '../unit/demo-api/payoutsSupport';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { MINE, NEW_NAME, OTHER, RENAMED, savedViewsModel, type SavedViewsEventName } from './events/savedViews';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/**
 * The saved views chart's paths, replayed on a list table at /payouts/list (tests/support/
 * viewsTable.tsx: the real binding, menu, dialogs, address, API client and demo API) as
 * 'manager' (companies 1 and 3). Manager owns the seeded view
 * 'Approved, all merchants'; the test adds one shared by the provider's admin that also filters
 * by company 2, which manager does not have. The test keeps what the user did and checks the
 * menu, the notices, the list's address and what the demo API kept, and that each write
 * carries its intent's Idempotency-Key (issue 29): the last one's again while that went
 * unanswered and this sends the same, else the next.
 */

const VIEWS = '/v1/preferences/lists/payoutList/views/';
const ONE = `${VIEWS}${MINE.id}/`;
const paths = modelPaths(savedViewsModel);

interface World {
  readonly page: ReturnType<typeof renderViewsTable>;
  readonly hold: RequestHold;
  held: HeldRequest | null;
  /** The user's view's name (after a rename), or null once deleted. */
  mine: string | null;
  /** The name of the view open now, if any. */
  open: string | null;
  /** What the dialog's name field holds, and whose dialog it is. */
  typed: string;
  naming: 'new' | 'rename';
  /** The notice the list shows after the last step (text), if any. */
  alert: string | null;
  status: string | null;
  created: number;
  /** The last write sent (issue 29): what it sent, under which key, and whether it was answered. */
  write: { readonly sent: string; readonly key: string; answered: boolean } | null;
}
let world: World | null = null;
const w = (): World => world ?? (() => { throw new Error('The start step did not run'); })();

beforeAll(() => useLanguage('en', ['lists', 'listViews', 'listColumns', 'errors']));
afterEach(() => {
  world?.hold.discard();
  world = null;
});

const search = () => Object.fromEntries(new URLSearchParams(w().page.router.history.location.search));
const menuItem = async (name: string | RegExp) => {
  // The menu opened by the click that loaded the views is still open.
  if (screen.queryAllByRole('menuitem').length === 0) await w().page.user.click(screen.getByRole('button', { name: /^Views?\b/ }));
  return screen.findByRole('menuitem', { name });
};
const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
const refuseOnce = (method: 'get' | 'post' | 'patch' | 'delete', path: string) => {
  demoServer.use(http[method](`*${path}`, () => HttpResponse.json({ detail: 'Views are resting.' }, { status: 503 }), { once: true }));
  w().held!.pass();
};
const stored = () => db.preferences.views.filter((view) => view.list === 'payoutList');
const mineLabel = () => `${w().mine} (shared)`;
const otherLabel = `${OTHER.name}, by ${OTHER.owner}`;
const MISSING = 'The view in this link does not exist any more, or is not shared with you. The list shows your usual filters.';

const events: Record<SavedViewsEventName, (ctx: StepContext) => Promise<void>> = {
  'the views arrive': async (ctx) => {
    w().held!.pass();
    if (ctx.start.name === 'a link to the shared view') {
      w().open = OTHER.name;
      w().alert = `View ${OTHER.name} opened, with changes`;
    }
    if (ctx.start.name === 'a link to a view that is gone') w().alert = MISSING;
  },
  'the views fail to arrive': async () => refuseOnce('get', VIEWS),
  'retry': async () => {
    await w().page.user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    w().held = await w().hold.next(VIEWS);
  },
  'open my view': async () => {
    await w().page.user.click(await menuItem(mineLabel()));
    w().open = w().mine;
    w().alert = null;
    w().status = `View ${w().mine} opened.`;
  },
  'open the shared view': async () => {
    await w().page.user.click(await menuItem(otherLabel));
    w().open = OTHER.name;
    w().alert = `View ${OTHER.name} opened, with changes`;
    w().status = null;
  },
  'save the list as a new view': async () => {
    await w().page.user.click(await menuItem('Save as a new view…'));
    await dialog('Save this view');
    w().typed = '';
    w().naming = 'new';
  },
  'rename my view': async () => {
    await w().page.user.click(await menuItem(`Rename or share ${w().mine}…`));
    await dialog(`Rename or share ${w().mine}`);
    w().typed = w().mine!;
    w().naming = 'rename';
  },
  'delete my view': async () => {
    await w().page.user.click(await menuItem(`Delete ${w().mine}…`));
    await dialog(`Delete ${w().mine}?`);
  },
  'name the new view and save': async () => {
    const name = screen.getByRole('textbox', { name: 'Name' });
    await w().page.user.clear(name);
    w().typed = `${NEW_NAME} ${++w().created}`;
    await w().page.user.type(name, w().typed);
    await w().page.user.click(screen.getByRole('button', { name: 'Save' }));
    w().held = await w().hold.next(VIEWS);
  },
  'rename it and save': async () => {
    const name = screen.getByRole('textbox', { name: 'Name' });
    await w().page.user.clear(name);
    await w().page.user.type(name, RENAMED);
    w().typed = RENAMED;
    await w().page.user.click(screen.getByRole('button', { name: 'Save' }));
    w().held = await w().hold.next(ONE);
  },
  'the new view is saved': async () => {
    w().held!.pass();
    w().write!.answered = true;
    w().open = w().typed;
    w().status = `View ${w().typed} saved.`;
    w().alert = null;
  },
  'the rename is saved': async () => {
    w().held!.pass();
    w().write!.answered = true;
    w().mine = RENAMED;
    w().open = RENAMED;
    w().status = `View ${RENAMED} saved.`;
    w().alert = null;
  },
  'the save fails': async () => refuseOnce(w().held!.method === 'POST' ? 'post' : 'patch', w().held!.method === 'POST' ? VIEWS : ONE),
  'confirm': async () => {
    await w().page.user.click(screen.getByRole('button', { name: 'Delete view' }));
    w().held = await w().hold.next(ONE);
  },
  'the delete is done': async () => {
    w().held!.pass();
    w().write!.answered = true;
    w().status = `View ${w().mine} deleted.`;
    w().alert = null;
    w().open = null;
    w().mine = null;
  },
  'the delete fails': async () => refuseOnce('delete', ONE),
  'cancel': async () => {
    await w().page.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  },
  'dismiss the notice': async () => {
    await w().page.user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    w().alert = null;
    w().status = null;
  },
};

/** The list says what the user's last step should have it say, and the menu names the view open. */
async function listAsExpected() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const button = screen.getByRole('button', { name: /^Views?\b/ });
  expect(button).toHaveTextContent(w().open ? `View: ${w().open}` : 'Views');
  if (w().alert) expect(screen.getByRole('alert')).toHaveTextContent(w().alert!);
  else expect(screen.queryByRole('alert')).toBeNull();
  const statuses = screen.queryAllByRole('status').map((status) => status.textContent);
  if (w().status) expect(statuses).toContain(w().status);
}

/** The address holds the view just opened: what manager may use of it. */
function addressOfOpenView(via: string | undefined) {
  if (via === 'open my view') expect(search()).toMatchObject({ statusIds: '5', size: '50', page: '1' });
  // Company 2 is not manager's: left out, with the notice.
  if (via === 'open the shared view' || via === 'the views arrive' && w().open === OTHER.name) {
    expect(search()).toMatchObject({ companyIds: '3', size: '25' });
  }
}

/**
 * The held write's Idempotency-Key (issue 29): the last write's while that went unanswered (a
 * refusal, a lost answer) and this one sends the same request; the next one otherwise.
 */
function keyOfIntent() {
  const held = w().held!;
  const key = held.headers.get('Idempotency-Key') ?? '';
  expect(key).toMatch(/^[0-9a-f]{24}-\d+$/);
  const sent = `${held.method} ${held.url} ${held.body === undefined ? '' : String(held.body)}`;
  const last = w().write;
  if (last === null) expect(key).toMatch(/-1$/);
  else if (!last.answered && last.sent === sent) expect(key).toBe(last.key);
  else expect(key).toBe(last.key.replace(/\d+$/, (n) => String(Number(n) + 1)));
  w().write = { sent, key, answered: false };
}

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  loading: async (ctx) => {
    expect(w().held?.method).toBe('GET');
    // A click on Views loaded them: the menu is open and waits with them (Retry asks from the alert).
    if (ctx.start.name === 'the list' && ctx.event === null) expect(await screen.findByRole('menuitem', { name: 'Loading the views…' })).toBeDisabled();
  },
  loadFailed: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your saved views could not be loaded. Views are resting.'));
    // The list works without its views.
    expect(screen.getByRole('button', { name: 'Views' })).toBeEnabled();
  },
  '{"ready":"idle"}': async (ctx) => {
    await waitFor(() => expect(w().hold.pending()).toHaveLength(0));
    await waitFor(listAsExpected);
    await waitFor(() => addressOfOpenView(ctx.via));
    // What the demo API keeps: the user's view under its name (or gone), and each view saved here.
    const kept = stored();
    expect(kept.find((view) => view.id === MINE.id)?.name ?? null).toBe(w().mine);
    if (ctx.via === 'the new view is saved') {
      const created = kept.find((view) => view.name === w().typed);
      expect(created).toMatchObject({ shared: false, ownerId: 4 });
      // The list's query as the address had it, less the page.
      const { page: _page, ...query } = search();
      expect(created?.search).toEqual(query);
    }
  },
  '{"ready":"naming"}': async (ctx) => {
    const open = await dialog(w().naming === 'new' ? 'Save this view' : `Rename or share ${w().mine}`);
    // What was typed stays, after a refusal too.
    expect(within(open).getByRole('textbox', { name: 'Name' })).toHaveValue(w().typed);
    if (ctx.via === 'the save fails') await waitFor(() => expect(within(open).getByRole('alert')).toHaveTextContent('Views are resting.'));
  },
  '{"ready":"saving"}': async () => {
    const sent = JSON.parse(String(w().held?.body)) as { name: string; shared: boolean };
    expect(sent.name).toBe(w().typed);
    // A rename keeps the view shared; a new one is private unless the user ticks the box.
    expect(sent.shared).toBe(w().held?.method === 'PATCH');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true');
    keyOfIntent();
  },
  '{"ready":"confirmingDelete"}': async (ctx) => {
    const open = await dialog(`Delete ${w().mine}?`);
    if (ctx.via === 'the delete fails') await waitFor(() => expect(within(open).getByRole('alert')).toHaveTextContent('Views are resting.'));
  },
  '{"ready":"deleting"}': async () => {
    expect(w().held?.method).toBe('DELETE');
    expect(screen.getByRole('button', { name: 'Delete view' })).toHaveAttribute('data-loading', 'true');
    keyOfIntent();
  },
};

describe('saved views chart, replayed on a list table and the demo API', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    await replay(path, {
      start: async (ctx) => {
        resetDemoStore(NOW);
        // A provider admin's view, shared with every company, that also filters by company 2.
        db.preferences.views.push({ id: OTHER.id, list: 'payoutList', ownerId: 6, companyIds: [1, 2, 3, 4, 5, 6, 7, 8], name: OTHER.name, shared: true, search: { ...OTHER.search }, columns: [] });
        db.preferences.nextViewId = 3;
        await signIn('manager');
        const linked = (ctx.start.input as { linked: number | null }).linked;
        const hold = holdRequests([VIEWS, ONE]);
        world = { page: renderViewsTable(linked ? `/payouts/list?view=${linked}` : '/payouts/list'), hold, held: null, mine: MINE.name, open: null, typed: '', naming: 'new', alert: null, status: null, created: 0, write: null };
        // No view is fetched until the user asks for them (a click on Views) or a link names one.
        if (!linked) {
          await screen.findByLabelText('Payouts', { selector: 'table' });
          expect(hold.pending()).toHaveLength(0);
          await w().page.user.click(screen.getByRole('button', { name: 'Views' }));
        }
        w().held = await hold.next(VIEWS);
      },
      events,
      states,
    });
  });
});
