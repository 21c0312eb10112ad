import type { Message } from '@machines/shared/message';
import { i18next, loadErrorTexts } from '../i18n';
import { messageText } from '../i18n/message';
import { reportError } from '../reporting/report';
import { onDemand } from './loadOnDemand';
import { needToaster } from './toasterDemand';

type Tone = 'error' | 'success' | 'warning' | 'info';
const COLORS: Record<Tone, string> = { error: 'red', success: 'green', warning: 'orange', info: 'blue' };

/**
 * Shows a toast; the toast code loads with the first one (see ToasterHost), and the error
 * catalogue with it when it is not there yet (a message may name one of its keys). `title`
 * names what happened when the colour alone would tell it (errors have a common one).
 */
export function notify(tone: Tone, message: Message, title?: Message): void {
  needToaster();
  const code = onDemand().then((loader) => loader.notifications());
  void Promise.all([code, loadErrorTexts()])
    .then(([{ notifications }]) =>
      notifications.show({
        color: COLORS[tone],
        title: title ? messageText(i18next.t, title) : tone === 'error' ? i18next.t('common:errorTitle') : undefined,
        message: messageText(i18next.t, message),
        closeButtonProps: { 'aria-label': i18next.t('common:closeNotification') },
      }),
    )
    .catch(reportError);
}

export const notifyError = (message: Message): void => notify('error', message);
export const notifySuccess = (message: Message): void => notify('success', message);
