import type { AnyEventObject } from 'xstate';
import { servicesStatusMachine } from '@machines/dashboards/servicesStatus';
import type { ApiFailure } from '@machines/shared/apiError';
import type { ModelSpec } from '../../support/model';

/** The services status panel's model: one source for the replay test and the coverage test. */

const failure: ApiFailure = { kind: 'network', message: { key: 'errors:contactSupport' } };

const servicesStatusEvents = {
  'the status page answers': { type: 'xstate.done.actor.loadStatus', output: { status: 'summary' } },
  'the status page cannot be read': { type: 'xstate.error.actor.loadStatus', error: failure },
  'reload the status': { type: 'RELOAD' },
} satisfies Record<string, AnyEventObject>;

export type ServicesStatusEventName = keyof typeof servicesStatusEvents;

export const servicesStatusModel: ModelSpec<undefined> = {
  machine: servicesStatusMachine,
  starts: [{ name: 'the dashboard opens', input: undefined }],
  events: servicesStatusEvents,
};
