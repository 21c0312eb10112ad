import type { TFunction } from 'i18next';
import type { Message } from '@machines/shared/message';
import { supportHost } from '../platform/config';

/** Server texts stay as they came (rendered as text by React); keys are translated. */
export function messageText(t: TFunction, message: Message): string {
  if ('text' in message) return message.text;
  return String(t(message.key, { host: supportHost(), ...message.values }));
}
