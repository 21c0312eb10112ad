import { fromPromise } from 'xstate';
import { payoutUploadMachine, type ChosenFile, type UploadAnswer, type UploadInput } from '@machines/payouts/payoutUpload';
import { getUploadStatus, uploadPayroll } from '../../api/calls/payouts';
import { signalUnauthorized } from '../../api/unauthorized';
import { intentKeys } from '../../platform/intentKeys';

/** The chart holds the browser's File as an opaque ChosenFile; here it becomes a File again. */
function asFile(file: ChosenFile): File {
  if (!(file instanceof Blob)) throw new TypeError('The chosen file is not a browser File');
  return file as File;
}

/**
 * The upload chart bound to the API client. The upload call returns a 401 as an error (see
 * uploadPayroll); the chart shows the expired session for 3 seconds, then `signOut` tells the
 * session chart, exactly as the client does for any other protected call's 401. The browser's
 * upload progress goes back to the chart as PROGRESS; the actor's signal (the chart left
 * `uploading`: CANCEL, or the page went) aborts the request. One logic per page (each visit
 * makes its own): an upload's Idempotency-Key is its intent's (issue 29).
 */
export const payoutUploadLogic = () => {
  const keyOf = intentKeys();
  return payoutUploadMachine.provide({
    actors: {
      upload: fromPromise<UploadAnswer, UploadInput>(({ input, signal }) =>
        uploadPayroll(asFile(input.file), input.companyId, {
          alsoAbortOn: signal,
          onProgress: (percent) => input.progressTo.send({ type: 'PROGRESS', percent }),
          idempotencyKey: keyOf(input.intent),
        }),
      ),
      checkStatus: fromPromise<UploadAnswer, { payrollId: number }>(({ input }) => getUploadStatus(input.payrollId)),
    },
    actions: {
      signOut: () => signalUnauthorized(),
    },
  });
};
