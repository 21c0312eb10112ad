import { notifications } from '@mantine/notifications';
import type { Message } from '@machines/shared/message';
import { i18next } from '../i18n';
import { messageText } from '../i18n/message';

export function notifyError(message: Message): void {
  notifications.show({ color: 'red', title: i18next.t('common:errorTitle'), message: messageText(i18next.t, message) });
}

export function notifySuccess(message: Message): void {
  notifications.show({ color: 'green', message: messageText(i18next.t, message) });
}
