import { fromPromise } from 'xstate';
import type { SessionCompany } from '@machines/access/sessionUser';
import { payoutUploadMachine, type ChosenFile, type PreviewAnswer, type PreviewInput, type UploadAnswer, type UploadInput } from '@machines/payouts/payoutUpload';
import { payrollBankingOf } from '@rules/payrollFile/catalogue';
import { getUploadStatus, uploadPayroll } from '../../api/calls/payouts';
import { signalUnauthorized } from '../../api/unauthorized';
import { intentKeys } from '../../platform/intentKeys';
import { previewFile } from './preview/previewFile';

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
 *
 * The preview (issue 28) reads the file in a module worker against the merchant's country's
 * catalogue, the bundled copy in rules/payrollFile/catalogue.ts (the API answers no banks or
 * account types); a country it does not know has no preview.
 */
export const payoutUploadLogic = (companies: readonly Pick<SessionCompany, 'pk' | 'country_id'>[]) => {
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
      readPreview: fromPromise<PreviewAnswer, PreviewInput>(async ({ input, signal }) => {
        const company = companies.find((candidate) => candidate.pk === input.companyId);
        const banking = company ? payrollBankingOf(company.country_id) : null;
        if (!banking) return { readable: false, reason: 'unknownCountry' };
        return previewFile(asFile(input.file), banking, signal);
      }),
    },
    actions: {
      signOut: () => signalUnauthorized(),
    },
  });
};
