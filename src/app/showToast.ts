import type { notifications as notificationsApi } from '@mantine/notifications';
import type { Toast, Tone } from '../platform/toasts';
import { i18next, loadErrorTexts } from '../i18n';
import { messageText } from '../i18n/message';
import { needToaster } from './toasterDemand';

const COLORS: Record<Tone, string> = { error: 'red', success: 'green', warning: 'orange', info: 'blue' };

type NotificationsModule = { readonly notifications: typeof notificationsApi };

/**
 * Draws a toast, in the on-demand module (src/app/onDemand.ts): /login shows none before the
 * user acts. The toast container mounts with the first one (see ToasterHost); Mantine's
 * notifications and the error catalogue (a message may name one of its keys) load with it.
 */
export async function showToast({ tone, message, title }: Toast, notificationsModule: () => Promise<NotificationsModule>): Promise<void> {
  needToaster();
  const [{ notifications }] = await Promise.all([notificationsModule(), loadErrorTexts()]);
  notifications.show({
    color: COLORS[tone],
    title: title ? messageText(i18next.t, title) : tone === 'error' ? i18next.t('common:errorTitle') : undefined,
    message: messageText(i18next.t, message),
    closeButtonProps: { 'aria-label': i18next.t('common:closeNotification') },
  });
}
