import { assign, setup, type PromiseActorLogic } from 'xstate';
import { messageOf } from '../shared/apiError';
import type { Message } from '../shared/message';

/**
 * The reference data every signed-in page leans on: app settings (the date-range limit), the
 * user's countries and the currency list. Loaded once per page load, behind the shell.
 */
export interface ReferenceData {
  readonly settings: {
    readonly date_range_limit_settings: { readonly enabled: boolean; readonly max_days_range: number };
    /** The dashboard notices switched on (app settings); absent: none. */
    readonly dashboard_notices?: readonly string[];
  };
  readonly countries: readonly { readonly id: number; readonly code: string; readonly name: string }[];
  readonly currencies: readonly string[];
}

interface ReferenceDataContext {
  data: ReferenceData | null;
  error: Message | null;
}

export type ReferenceDataEvent = { type: 'RETRY' };

export const referenceDataMachine = setup({
  types: { context: {} as ReferenceDataContext, events: {} as ReferenceDataEvent },
  actors: {
    /** GET /v1/app_settings, /v1/countries/?code__in=…, /v1/currencies/ together. */
    loadReferenceData: {} as PromiseActorLogic<ReferenceData, void>,
  },
}).createMachine({
  id: 'referenceData',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReferenceData',
        src: 'loadReferenceData',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => messageOf(event.error),
          }),
        },
      },
    },
    ready: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
