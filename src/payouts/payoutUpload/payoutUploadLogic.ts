import { fromPromise } from 'xstate';
import { payoutUploadMachine, type ChosenFile, type UploadAnswer } from '@machines/payouts/payoutUpload';
import { getUploadStatus, uploadPayroll } from '../../api/calls/payouts';
import { signalUnauthorized } from '../../api/unauthorized';

/** The chart holds the browser's File as an opaque ChosenFile; here it becomes a File again. */
function asFile(file: ChosenFile): File {
  if (!(file instanceof Blob)) throw new TypeError('The chosen file is not a browser File');
  return file as File;
}

/**
 * The upload chart bound to the API client. The upload call returns a 401 as an error (see
 * uploadPayroll); the chart shows the expired session for 3 seconds, then `signOut` tells the
 * session chart, exactly as the client does for any other protected call's 401.
 */
export const payoutUploadLogic = payoutUploadMachine.provide({
  actors: {
    upload: fromPromise<UploadAnswer, { file: ChosenFile; companyId: number }>(({ input }) =>
      uploadPayroll(asFile(input.file), input.companyId),
    ),
    checkStatus: fromPromise<UploadAnswer, { payrollId: number }>(({ input }) => getUploadStatus(input.payrollId)),
  },
  actions: {
    signOut: () => signalUnauthorized(),
  },
});
