import { fromPromise } from 'xstate';
import { notificationUrlEditMachine, type NotificationUrls } from '@machines/settings/notificationUrlEdit';
import { keyMessage } from '@machines/shared/message';
import { updateNotificationUrls } from '../../api/calls/settings';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** The notification URL edit bound to the API and toasts. */
export const notificationUrlEditLogic = notificationUrlEditMachine.provide({
  actors: {
    save: fromPromise<unknown, { merchantId: number; urls: NotificationUrls }>(({ input }) => updateNotificationUrls(input.merchantId, input.urls)),
  },
  actions: {
    announceSaved: () => notifySuccess(keyMessage('merchantInfo:notifications.saved')),
    announceFailure: (_, params) => notifyError(params.message),
  },
});
