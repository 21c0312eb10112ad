import { fromPromise } from 'xstate';
import { jobMachine, type JobWorkInput, type JobWorkResult } from '@machines/shared/job';
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
 * session chart, exactly as the client does for any other protected call's 401. The upload runs
 * as a job (issue 28): the browser's progress goes to the job as bytes of the file, and the
 * work's signal (Cancel, sent to the job, or the page went) aborts the request. One logic per page (each visit
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
      uploadJob: jobMachine.provide({
        actors: {
          work: fromPromise<JobWorkResult, JobWorkInput>(async ({ input: { input, progressTo }, signal }) => {
            const { file, companyId, intent } = input as UploadInput;
            const sending = asFile(file);
            // The browser says how much of the request it sent; as bytes of the file it reads best.
            const bytes = (percent: number) => Math.round((sending.size * percent) / 100);
            const answer = await uploadPayroll(sending, companyId, {
              alsoAbortOn: signal,
              onProgress: (percent) => progressTo.send({ type: 'PROGRESS', done: bytes(percent), total: sending.size, unit: 'bytes' }),
              idempotencyKey: keyOf(intent),
            });
            // The server answers once it has the whole file.
            return { value: answer, tally: { done: sending.size, of: sending.size, unit: 'bytes' } };
          }),
        },
      }),
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
