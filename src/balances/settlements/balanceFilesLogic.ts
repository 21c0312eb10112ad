import { fromPromise } from 'xstate';
import { balanceFilesMachine } from '@machines/balances/balanceFiles';
import { downloadFiles, previewFiles } from '../../api/calls/balances';
import { notifyError } from '../../platform/toasts';
import { saveFrom } from '../shared/viewerFiles';

/** The details dialog's files chart bound to the preview and download calls. */
export const balanceFilesLogic = balanceFilesMachine.provide({
  actors: {
    loadPreviews: fromPromise(({ input, signal }) => previewFiles(input.entryId, signal).then((answer) => answer.preview_links)),
    downloadFiles: fromPromise(({ input }) => downloadFiles(input.entryId, input.names).then((answer) => answer.download_url)),
  },
  actions: {
    openDownload: (_, { url }) => saveFrom(url),
    announceFailure: (_, { message }) => notifyError(message),
  },
});
