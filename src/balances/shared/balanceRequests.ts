import type { SubmitInput } from '@machines/balances/balanceDialog';
import type { BalancePayload } from '@machines/balances/balanceForm';
import type { Message } from '@machines/shared/message';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** What the balance dialogs' bindings share (balanceAddLogic, balanceEditLogic, balanceDeleteLogic). */

/** The multipart form of a payload: its fields, then each new file under `files`. */
export function payloadForm(payload: BalancePayload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload.fields)) form.append(name, value);
  for (const file of payload.files) if (file.blob instanceof Blob) form.append('files', file.blob, file.name);
  return form;
}

/** The browser's upload progress, back to the dialog's chart (only when attachments are sent). */
export const progressOf = (input: SubmitInput) =>
  input.payload.files.length > 0 ? (percent: number) => input.progressTo.send({ type: 'PROGRESS', percent }) : undefined;

/** The dialogs' outcomes as toasts. */
export const announce = {
  announceDone: (_: unknown, params: { message: Message }) => notifySuccess(params.message),
  announceFailure: (_: unknown, params: { message: Message }) => notifyError(params.message),
};
