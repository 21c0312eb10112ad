import type { Message } from '@machines/shared/message';
import { platform, type Tone, type Toast } from './store';

export type { Tone, Toast } from './store';

/**
 * Toasts are drawn by the app (src/app/showToast.ts: Mantine's notifications, the texts in the
 * user's language), which binds itself at start-up with `presentToasts`. Everything below
 * the app only says what to show, so no area or shared part imports the app to do it.
 * A toast asked for before the app is bound waits for it rather than being lost.
 */
export function notify(tone: Tone, message: Message, title?: Message): void {
  const toast: Toast = { tone, message, title };
  if (platform.toasts.present) platform.toasts.present(toast);
  else platform.toasts.waiting.push(toast);
}

export const notifyError = (message: Message): void => notify('error', message);
export const notifySuccess = (message: Message): void => notify('success', message);

/** Binds the app's drawer of toasts and draws what waited for it. */
export function presentToasts(next: (toast: Toast) => void): void {
  platform.toasts.present = next;
  const waiting = platform.toasts.waiting;
  platform.toasts.waiting = [];
  waiting.forEach(next);
}
