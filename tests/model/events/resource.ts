import type { AnyEventObject } from 'xstate';
import { resourceMachine } from '@machines/shared/resource';
import type { ModelSpec } from '../../support/model';

/** The resource chart's model, replayed on the users page. */
const resourceEvents = {
  'the data arrives': { type: 'xstate.done.actor.load', output: [] },
  'the server fails': { type: 'xstate.error.actor.load', error: { kind: 'http', status: 500, message: { text: 'Server error' } } },
  'the user retries': { type: 'RETRY' },
  'the page reloads them': { type: 'RELOAD' },
} satisfies Record<string, AnyEventObject>;

export type ResourceEventName = keyof typeof resourceEvents;

export const resourceModel: ModelSpec<undefined> = {
  machine: resourceMachine,
  starts: [{ name: 'the users page opens', input: undefined }],
  events: resourceEvents,
};
