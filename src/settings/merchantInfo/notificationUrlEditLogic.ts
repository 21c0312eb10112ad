import { fromPromise } from 'xstate';
import { notificationUrlEditMachine, type NotificationUrls } from '@machines/settings/notificationUrlEdit';
import { keyMessage } from '@machines/shared/message';
import { updateNotificationUrls } from '../../api/calls/settings';
import { intentKeys } from '../../platform/intentKeys';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** The notification URL edit bound to the API and toasts; one per tab, whose saves' Idempotency-Keys are their intents' (issue 29). */
export const notificationUrlEditLogic = () => {
  const keyOf = intentKeys();
  return notificationUrlEditMachine.provide({
    actors: {
      save: fromPromise<unknown, { merchantId: number; urls: NotificationUrls; intent: number }>(({ input }) =>
        updateNotificationUrls(input.merchantId, input.urls, { idempotencyKey: keyOf(input.intent) }),
      ),
    },
    actions: {
      announceSaved: () => notifySuccess(keyMessage('merchantInfo:notifications.saved')),
      announceFailure: (_, params) => notifyError(params.message),
    },
  });
};
