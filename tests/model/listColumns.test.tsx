import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ListColumnsLogicModule from '@app/components/lists/listColumns/listColumnsLogic';
import { ColumnsTable } from '../support/columnsTable';
import { db, resetDemoStore } from '@demo-api/store';
import { NOW, signInAs } from '../unit/demo-api/payoutsSupport';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { listColumnsModel, STORED, type ListColumnsEventName } from './events/listColumns';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/**
 * The list columns chart's paths, replayed on a list table (tests/support/columnsTable.tsx: the
 * real binding, Columns dialog, API client and demo API) as admin, whose balance list has three
 * columns and the row's actions. The test keeps what the user did (`expected`) and checks the
 * table, the dialog and what the demo API stored against it.
 */

// The quiet moment before a save is 400 ms of real time. A slow machine can take that long to
// check a pending state (the table settling), and the save then leaves before the test says so:
// here the chart waits 1.2 s, still real time, and the path's 'a quiet moment passes' waits for it.
const QUIET_MS = 1200;
vi.mock('@app/components/lists/listColumns/listColumnsLogic', async (importOriginal) => {
  const actual = await importOriginal<typeof ListColumnsLogicModule>();
  return { listColumnsLogic: (...args: Parameters<typeof actual.listColumnsLogic>) => actual.listColumnsLogic(...args).provide({ delays: { saveDelay: QUIET_MS } }) };
});

const PATH = '/v1/preferences/lists/balance/columns/';
const paths = modelPaths(listColumnsModel);
const TITLES: Record<string, string> = { name: 'Name', currency: 'Currency', amount: 'Amount' };
const DEFAULT = ['name', 'currency', 'amount'];

interface World {
  user: UserEvent;
  hold: RequestHold;
  held: HeldRequest | null;
  userId: number;
  /** The columns shown, in order, as the user arranged them so far. */
  expected: { order: string[]; hidden: string[] };
  /** Whether the user has a layout of their own (stored, or changed since); Reset forgets it. */
  custom: boolean;
  /** What the server should keep after the last save (null: nothing, the defaults). */
  saved: { order: string[]; hidden: string[] } | null;
}
let world: World | null = null;
const w = (): World => world ?? (() => { throw new Error('The start step did not run'); })();

beforeAll(() => useLanguage('en', ['listColumns', 'errors']));
afterEach(() => {
  world?.hold.discard();
  world = null;
});

const headers = () => within(screen.getByRole('table', { name: 'Balances' })).getAllByRole('columnheader').map((cell) => cell.textContent);
const shownTitles = () => [...w().expected.order.filter((id) => !w().expected.hidden.includes(id)).map((id) => TITLES[id]), 'Actions'];
const editor = async () => {
  const open = screen.queryByRole('dialog', { name: 'Columns: Balances' });
  if (open) return open;
  await w().user.click(screen.getByRole('button', { name: 'Columns' }));
  return screen.findByRole('dialog', { name: 'Columns: Balances' });
};
const refuseOnce = (method: 'get' | 'put') => {
  demoServer.use(http[method](`*${PATH}`, () => HttpResponse.json({ detail: 'Preferences are resting.' }, { status: 503 }), { once: true }));
  w().held!.pass();
};
const stored = () => db.preferences.columns[`${w().userId}:balance`];

const events: Record<ListColumnsEventName, (ctx: StepContext) => Promise<void>> = {
  'the stored columns arrive': async () => {
    w().held!.pass();
    w().expected = { order: STORED.map((s) => s.id), hidden: [] };
    w().custom = true;
  },
  'the stored columns fail to arrive': async () => {
    refuseOnce('get');
    w().expected = { order: [...DEFAULT], hidden: [] };
  },
  'show or hide Currency': async () => {
    const box = within(await editor()).getByRole('checkbox', { name: 'Currency' });
    const hidden = w().expected.hidden.includes('currency');
    expect(box).toHaveProperty('checked', !hidden);
    await w().user.click(box);
    w().custom = true;
    w().expected = { ...w().expected, hidden: hidden ? w().expected.hidden.filter((id) => id !== 'currency') : [...w().expected.hidden, 'currency'] };
  },
  // Up when it can go up (after the stored columns, where it is second), else down.
  'move Name one place': async () => {
    const { order } = w().expected;
    const at = order.indexOf('name');
    const by = at === 0 ? 1 : -1;
    await w().user.click(within(await editor()).getByRole('button', { name: by < 0 ? 'Move Name up' : 'Move Name down' }));
    const next = [...order];
    next.splice(at, 1);
    next.splice(at + by, 0, 'name');
    w().expected = { ...w().expected, order: next };
    w().custom = true;
  },
  'reset to defaults': async () => {
    await w().user.click(within(await editor()).getByRole('button', { name: 'Reset to defaults' }));
    w().expected = { order: [...DEFAULT], hidden: [] };
    w().custom = false;
  },
  'a quiet moment passes': async () => {
    w().held = await w().hold.next(PATH, QUIET_MS + 3000);
  },
  'the save is done': async () => {
    w().held!.pass();
    w().saved = w().custom ? { ...w().expected } : null;
  },
  'the save fails': async () => refuseOnce('put'),
  'retry': async () => {
    await w().user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    w().held = await w().hold.next(PATH, 3000);
  },
};

/** The table shows what the user arranged, the row's actions last. */
const tableAsArranged = () => waitFor(() => expect(headers()).toEqual(shownTitles()));
const settledTable = async () => {
  await waitFor(() => expect(screen.getByRole('region', { name: 'Balances' })).toHaveAttribute('aria-busy', 'false'));
  await tableAsArranged();
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  loading: async () => {
    // The rows wait for the stored columns (no flash of the defaults).
    expect(screen.getByRole('region', { name: 'Balances' })).toHaveAttribute('aria-busy', 'true');
    expect(w().held?.method).toBe('GET');
    expect(screen.queryByRole('alert')).toBeNull();
  },
  loadFailed: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Your columns could not be loaded: the list's own columns show. Preferences are resting."));
    expect(screen.getByRole('region', { name: 'Balances' })).toHaveAttribute('aria-busy', 'false');
    await tableAsArranged();
  },
  '{"ready":"idle"}': async (ctx) => {
    await settledTable();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(w().hold.pending()).toHaveLength(0);
    // What the demo API keeps is what the user arranged (or nothing, after Reset).
    if (ctx.via === 'the save is done') {
      await waitFor(() => {
        const kept = stored();
        if (w().saved === null) expect(kept).toBeUndefined();
        else {
          expect(kept?.map((s) => s.id)).toEqual(w().saved!.order);
          expect(kept?.filter((s) => !s.visible).map((s) => s.id)).toEqual(w().saved!.hidden);
        }
      });
    }
  },
  '{"ready":"pending"}': async () => {
    await settledTable();
    // Not saved yet: the quiet moment runs.
    expect(w().hold.pending()).toHaveLength(0);
  },
  '{"ready":"saving"}': async () => {
    await settledTable();
    expect(w().held?.method).toBe('PUT');
    const sent = JSON.parse(String(w().held?.body)) as { columns: { id: string; visible: boolean }[] };
    const { custom } = w();
    expect(sent.columns.map((c) => c.id)).toEqual(custom ? w().expected.order : []);
    expect(sent.columns.filter((c) => !c.visible).map((c) => c.id)).toEqual(custom ? w().expected.hidden : []);
  },
  '{"ready":"saveFailed"}': async () => {
    await settledTable();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Your change to the columns could not be saved. It shows here until you leave the page. Preferences are resting.'),
    );
  },
};

describe('list columns chart, replayed on a table and the demo API', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    await replay(path, {
      start: async () => {
        resetDemoStore(NOW);
        await signInAs('admin');
        const userId = db.access.users.find((u) => u.username === 'admin')!.id;
        db.preferences.columns[`${userId}:balance`] = STORED.map((s) => ({ ...s }));
        const hold = holdRequests([PATH]);
        world = { user: userEvent.setup({ delay: null }), hold, held: null, userId, expected: { order: [...DEFAULT], hidden: [] }, custom: false, saved: null };
        renderView(<ColumnsTable />);
        w().held = await hold.next(PATH);
      },
      events,
      states,
    });
  });
});
