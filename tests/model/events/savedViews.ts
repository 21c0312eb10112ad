import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ApiFailure } from '@machines/shared/apiError';
import type { SavedView } from '@machines/shared/savedView';
import { savedViewsMachine, type SavedViewsInput } from '@machines/shared/savedViews';
import type { ModelSpec } from '../../support/model';

/**
 * The saved views chart's model, for the payout list of 'manager' (companies 1 and 3): one
 * view of their own, one shared by a provider admin that filters by a company manager lacks.
 * The replay test (savedViews.test.tsx) does each event for real on the list and the demo
 * API; the answers here only stand for what the demo API answers there.
 */
export const MINE: SavedView = {
  id: 1,
  list: 'payoutList',
  name: 'Approved, all merchants',
  shared: true,
  mine: true,
  owner: 'Diego Fernández',
  search: { statusIds: '5', size: '50' },
  columns: [],
};
export const OTHER: SavedView = {
  id: 2,
  list: 'payoutList',
  name: 'Bogotá and Lima',
  shared: true,
  mine: false,
  owner: 'Andrés Quispe',
  search: { companyIds: '2,3', size: '25' },
  columns: [],
};
export const NEW_NAME = 'Last fortnight';
export const RENAMED = 'Approved payrolls';
const created: SavedView = { ...MINE, id: 3, name: NEW_NAME, shared: false, search: { size: '10' } };

const ALLOWANCE = { merchants: { companyIds: [1, 3], merchantIds: [101, 103] }, earliest: '2026-07-21', today: '2026-11-18' };

const refused: ApiFailure = { kind: 'http', status: 503, message: { text: 'Views are resting.' } };

const savedViewsEvents = {
  'the views arrive': { type: 'xstate.done.actor.loadViews', output: [MINE, OTHER] },
  'the views fail to arrive': { type: 'xstate.error.actor.loadViews', error: refused },
  'retry': { type: 'RETRY' },
  'open my view': { type: 'OPEN', id: MINE.id },
  'open the shared view': { type: 'OPEN', id: OTHER.id },
  'save the list as a new view': { type: 'CREATE' },
  'rename my view': { type: 'EDIT', id: MINE.id },
  'delete my view': { type: 'DELETE', id: MINE.id },
  'name the new view and save': { type: 'SUBMIT', request: { kind: 'create', name: NEW_NAME, shared: false, search: created.search, columns: [] } },
  'rename it and save': { type: 'SUBMIT', request: { kind: 'edit', id: MINE.id, name: RENAMED, shared: true } },
  'the new view is saved': { type: 'xstate.done.actor.saveView', output: created },
  'the rename is saved': { type: 'xstate.done.actor.saveView', output: { ...MINE, name: RENAMED } },
  'the save fails': { type: 'xstate.error.actor.saveView', error: refused },
  'confirm': { type: 'CONFIRM' },
  'the delete is done': { type: 'xstate.done.actor.deleteView', output: null },
  'the delete fails': { type: 'xstate.error.actor.deleteView', error: refused },
  'cancel': { type: 'CANCEL' },
  'dismiss the notice': { type: 'DISMISS' },
} satisfies Record<string, AnyEventObject>;

export type SavedViewsEventName = keyof typeof savedViewsEvents;

interface Context {
  readonly views: readonly SavedView[];
  readonly active: number | null;
  readonly subject: SavedView | null;
  readonly request: { kind: string } | null;
  readonly notice: unknown;
}
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as Context;
const alerting = (snapshot: AnyMachineSnapshot): boolean => {
  const notice = contextOf(snapshot).notice as { kind: string; dropped?: readonly string[] } | null;
  return notice?.kind === 'missing' || (notice?.kind === 'opened' && (notice.dropped?.length ?? 0) > 0);
};

export const savedViewsModel: ModelSpec<SavedViewsInput> = {
  machine: savedViewsMachine,
  starts: [
    { name: 'the list', input: { linked: null, allowance: ALLOWANCE } },
    { name: 'a link to the shared view', input: { linked: OTHER.id, allowance: ALLOWANCE } },
    { name: 'a link to a view that is gone', input: { linked: 99, allowance: ALLOWANCE } },
  ],
  events: savedViewsEvents,
  // The dialog's request and the server's answer go together: a new view's, or a rename's.
  accept: (snapshot, event) => {
    const { subject, request } = contextOf(snapshot);
    if (event === savedViewsEvents['name the new view and save']) return subject === null;
    if (event === savedViewsEvents['rename it and save']) return subject !== null;
    if (event === savedViewsEvents['the new view is saved']) return request?.kind === 'create';
    if (event === savedViewsEvents['the rename is saved']) return request?.kind === 'edit';
    // Only an alert has a close button: a view opened with changes, or a link's view not there.
    if (event === savedViewsEvents['dismiss the notice']) return alerting(snapshot);
    return true;
  },
  // What the guards and `accept` read: whether the user's view is still there, which view is
  // open, whether the dialog renames it (or names a new one), whether an alert shows.
  project: (snapshot) => {
    const { views, subject, active } = contextOf(snapshot);
    return { mine: views.some((view) => view.id === MINE.id), open: active, renaming: subject !== null, alert: alerting(snapshot) };
  },
};
