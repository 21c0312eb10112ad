import type { AnyEventObject } from 'xstate';
import { balanceExportMachine } from '@machines/balances/balanceExport';
import type { ModelSpec } from '../../support/model';

/** The export button's model: one source for the replay test and the coverage test. */
const balanceExportEvents = {
  'press Export': { type: 'EXPORT', filters: { currency: 'USD' } },
  'the server answers a url': { type: 'xstate.done.actor.exportBalances', output: { kind: 'file', url: '/api/v1/company_balance_list/exports/balances_00001.csv' } },
  'the server answers a null url': { type: 'xstate.done.actor.exportBalances', output: { kind: 'unavailable' } },
  'the server will e-mail it': { type: 'xstate.done.actor.exportBalances', output: { kind: 'emailed' } },
  'the server fails': { type: 'xstate.error.actor.exportBalances', error: { kind: 'network', message: { key: 'errors:contactSupport' } } },
  'the user leaves the page': { type: 'xstate.error.actor.exportBalances', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
} satisfies Record<string, AnyEventObject>;


export const balanceExportModel: ModelSpec<undefined> = {
  machine: balanceExportMachine,
  starts: [{ name: 'a balance screen', input: undefined }],
  events: balanceExportEvents,
};
