import type { AnyEventObject } from 'xstate';
import { balanceFilesMachine } from '@machines/balances/balanceFiles';
import type { ModelSpec } from '../../support/model';

/** The details dialog's files model: one source for the replay test and the coverage test. */
const balanceFilesEvents = {
  'the previews arrive': {
    type: 'xstate.done.actor.loadPreviews',
    output: [{ name: '10-a1-receipt.pdf', preview_url: '/api/v1/company_balance_list/10/files/10-a1-receipt.pdf', mime_type: 'application/pdf' }],
  },
  'the previews fail': { type: 'xstate.error.actor.loadPreviews', error: { kind: 'network', message: { key: 'errors:contactSupport' } } },
  'the dialog closes while loading': { type: 'xstate.error.actor.loadPreviews', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
  'retry': { type: 'RETRY' },
  'download one file': { type: 'DOWNLOAD', names: ['10-a1-receipt.pdf'] },
  'the server answers a url': { type: 'xstate.done.actor.downloadFiles', output: '/api/v1/company_balance_list/10/files/10-a1-receipt.pdf?download=1' },
  'the server answers a null url': { type: 'xstate.done.actor.downloadFiles', output: null },
  'the download fails': { type: 'xstate.error.actor.downloadFiles', error: { kind: 'http', status: 404, message: { text: 'Not found.' } } },
  'the download is cancelled': { type: 'xstate.error.actor.downloadFiles', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
} satisfies Record<string, AnyEventObject>;


export const balanceFilesModel: ModelSpec<{ entryId: number }> = {
  machine: balanceFilesMachine,
  starts: [{ name: 'the details of an entry with files', input: { entryId: 10 } }],
  events: balanceFilesEvents,
};
