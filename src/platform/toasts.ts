import type { Message } from '@machines/shared/message';

export type Tone = 'error' | 'success' | 'warning' | 'info';

/** A toast as the code below the app asks for it: what happened, not how it is drawn. */
export interface Toast {
  readonly tone: Tone;
  readonly message: Message;
  /** Names what happened when the colour alone would tell it (errors have a common one). */
  readonly title?: Message | undefined;
}

type Presenter = (toast: Toast) => void;

/**
 * Toasts are drawn by the app (src/app/showToast.ts: Mantine's notifications, the texts in the
 * user's language), which binds itself at start-up with `presentToasts`. Everything below
 * the app only says what to show, so no area or shared part imports the app to do it.
 * A toast asked for before the app is bound waits for it rather than being lost.
 */
let waiting: Toast[] = [];
let present: Presenter = (toast) => void waiting.push(toast);

export const notify = (tone: Tone, message: Message, title?: Message): void => present({ tone, message, title });
export const notifyError = (message: Message): void => notify('error', message);
export const notifySuccess = (message: Message): void => notify('success', message);

/** Binds the app's drawer of toasts and draws what waited for it. */
export function presentToasts(next: Presenter): void {
  present = next;
  waiting.forEach(next);
  waiting = [];
}

/** Tests only: as on a fresh page load, no drawer bound and nothing waiting. */
export function resetToasts(): void {
  waiting = [];
  present = (toast) => void waiting.push(toast);
}
