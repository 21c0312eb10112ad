import { fromPromise } from 'xstate';
import type { SubmitInput } from '@machines/balances/balanceDialog';
import { jobMachine, type JobWorkInput, type JobWorkResult } from '@machines/shared/job';
import type { WriteOptions } from '../../api/client';
import type { BalancePayload } from '@machines/balances/balanceForm';
import type { Message } from '@machines/shared/message';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** What the balance dialogs' bindings share (balanceAddLogic, balanceEditLogic, balanceDeleteLogic). */

/** The multipart form of a payload: its fields, then each new file under `files`. */
function payloadForm(payload: BalancePayload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload.fields)) form.append(name, value);
  for (const file of payload.files) if (file.blob instanceof Blob) form.append('files', file.blob, file.name);
  return form;
}

/**
 * The send as the dialog's job's work (issue 28): the request with the job's signal, and, when
 * attachments go along, the browser's progress as bytes of their size (the XHR's percent of the
 * request, applied to the files the user chose).
 */
export const submitJob = (
  send: (form: FormData, signal: AbortSignal, onProgress: ((percent: number) => void) | undefined, write: WriteOptions) => Promise<unknown>,
  keyOf: (intent: number) => string,
) =>
  jobMachine.provide({
    actors: {
      work: fromPromise<JobWorkResult, JobWorkInput>(async ({ input: { input, progressTo }, signal }) => {
        const { payload, intent } = input as SubmitInput;
        const size = payload.files.reduce((total, file) => total + file.size, 0);
        const onProgress =
          payload.files.length > 0
            ? (percent: number) => progressTo.send({ type: 'PROGRESS', done: Math.round((size * percent) / 100), total: size, unit: 'bytes' })
            : undefined;
        const value = await send(payloadForm(payload), signal, onProgress, { idempotencyKey: keyOf(intent) });
        return { value, tally: payload.files.length > 0 ? { done: size, of: size, unit: 'bytes' } : null };
      }),
    },
  });

/** The dialogs' outcomes as toasts. */
export const announce = {
  announceDone: (_: unknown, params: { message: Message }) => notifySuccess(params.message),
  announceFailure: (_: unknown, params: { message: Message }) => notifyError(params.message),
};
