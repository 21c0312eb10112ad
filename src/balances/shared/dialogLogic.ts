import { fromPromise } from 'xstate';
import { balanceAddMachine } from '@machines/balances/balanceAdd';
import { balanceDeleteMachine } from '@machines/balances/balanceDelete';
import { balanceEditMachine } from '@machines/balances/balanceEdit';
import type { SubmitInput } from '@machines/balances/balanceDialog';
import type { BalancePayload } from '@machines/balances/balanceForm';
import { addBalance, deleteBalance, editBalance } from '../../api/calls/balances';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** The multipart form of a payload: its fields, then each new file under `files`. */
export function payloadForm(payload: BalancePayload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload.fields)) form.append(name, value);
  for (const file of payload.files) if (file.blob instanceof Blob) form.append('files', file.blob, file.name);
  return form;
}

/** The browser's upload progress, back to the dialog's chart (only when attachments are sent). */
const progressOf = (input: SubmitInput) =>
  input.payload.files.length > 0 ? (percent: number) => input.progressTo.send({ type: 'PROGRESS', percent }) : undefined;

const announce = {
  announceDone: (_: unknown, params: { message: Parameters<typeof notifySuccess>[0] }) => notifySuccess(params.message),
  announceFailure: (_: unknown, params: { message: Parameters<typeof notifyError>[0] }) => notifyError(params.message),
};

/** The dialogs' charts bound to the calls and toasts; `reload` sends the list back to page 1. */
export const addLogic = (reload: () => void) =>
  balanceAddMachine.provide({
    actors: { submitBalance: fromPromise(({ input, signal }) => addBalance(payloadForm(input.payload), signal, progressOf(input))) },
    actions: { ...announce, reloadList: reload },
  });

export const editLogic = (reload: () => void) =>
  balanceEditMachine.provide({
    actors: { submitBalance: fromPromise(({ input, signal }) => editBalance(payloadForm(input.payload), signal, progressOf(input))) },
    actions: { ...announce, reloadList: reload },
  });

export const deleteLogic = (reload: () => void) =>
  balanceDeleteMachine.provide({
    actors: { deleteBalance: fromPromise(({ input, signal }) => deleteBalance({ ...input }, signal)) },
    actions: { ...announce, reloadList: reload },
  });
