import { fromPromise } from 'xstate';
import { passwordChangeMachine, type PasswordChangeValues } from '@machines/settings/passwordChange';
import { keyMessage, type Message } from '@machines/shared/message';
import { changePassword } from '../../api/calls/users';
import { i18next } from '../../i18n';
import { intentKeys } from '../../platform/intentKeys';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** A field-failure toast names the field by its label when the app knows it. */
const withFieldLabel = (message: Message): Message => {
  if (!('key' in message) || message.key !== 'passwordChange:fieldFailure') return message;
  const field = String(message.values?.field ?? '');
  const label = i18next.exists(`passwordChange:fieldNames.${field}`) ? i18next.t(`passwordChange:fieldNames.${field}`) : field;
  return { key: message.key, values: { ...message.values, field: label } };
};

/** Change password bound to the API and toasts (one per field on a 400); `clear` empties the form once changed. Each change's Idempotency-Key is its intent's (issue 29). */
export const passwordChangeLogic = (clear: () => void) => {
  const keyOf = intentKeys();
  return passwordChangeMachine.provide({
    actors: {
      change: fromPromise<unknown, PasswordChangeValues & { readonly intent: number }>(({ input }) => {
        const { intent, ...change } = input;
        return changePassword(change, { idempotencyKey: keyOf(intent) });
      }),
    },
    actions: {
      announceChanged: () => {
        clear();
        notifySuccess(keyMessage('passwordChange:changed'));
      },
      announceCheckForm: () => notifyError(keyMessage('passwordChange:checkForm')),
      announceFailures: (_, params) => params.messages.forEach((message) => notifyError(withFieldLabel(message))),
    },
  });
};
