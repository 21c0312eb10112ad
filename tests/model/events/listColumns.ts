import type { AnyEventObject } from 'xstate';
import type { ApiFailure } from '@machines/shared/apiError';
import { listColumnsMachine, type ListColumnsInput } from '@machines/shared/listColumns';
import type { ModelSpec } from '../../support/model';

/**
 * The list columns chart's model: a list of three columns (name, required; currency; amount)
 * whose user stored 'amount' first. The replay test (listColumns.test.tsx) does each event for
 * real on a table and the demo API; the layouts here only stand for what the user does there.
 */
const COLUMN_SPECS = [{ id: 'name', required: true }, { id: 'currency' }, { id: 'amount' }] as const;
export const STORED = [
  { id: 'amount', visible: true, pin: null, width: null },
  { id: 'name', visible: true, pin: null, width: null },
  { id: 'currency', visible: true, pin: null, width: null },
] as const;

const failure: ApiFailure = { kind: 'http', status: 503, message: { text: 'Preferences are resting.' } };

const listColumnsEvents = {
  'the stored columns arrive': { type: 'xstate.done.actor.loadColumns', output: { columns: STORED } },
  'the stored columns fail to arrive': { type: 'xstate.error.actor.loadColumns', error: failure },
  'show or hide Currency': { type: 'CHANGE', layout: STORED.map((s) => (s.id === 'currency' ? { ...s, visible: false } : s)) },
  'move Name one place': { type: 'CHANGE', layout: [STORED[1], STORED[0], STORED[2]] },
  'reset to defaults': { type: 'RESET' },
  'a quiet moment passes': { type: 'xstate.after.saveDelay.listColumns.ready.pending' },
  'the save is done': { type: 'xstate.done.actor.saveColumns', output: { columns: [] } },
  'the save fails': { type: 'xstate.error.actor.saveColumns', error: failure },
  'retry': { type: 'RETRY' },
} satisfies Record<string, AnyEventObject>;

export type ListColumnsEventName = keyof typeof listColumnsEvents;

export const listColumnsModel: ModelSpec<ListColumnsInput> = {
  machine: listColumnsMachine,
  starts: [{ name: 'a list', input: { specs: COLUMN_SPECS } }],
  events: listColumnsEvents,
  // Whether the layout is the user's own (a save sends it) or the defaults (a save sends none).
  project: (snapshot) => ({ custom: (snapshot.context as { custom: boolean }).custom }),
};
