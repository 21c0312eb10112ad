import type { TFunction } from 'i18next';
import type { Message } from '@machines/shared/message';
import { OFFERED_PROFILES } from '../../api/schemas/settings';
import { messageText } from '../../i18n/message';

const KNOWN = new Set<string>([...OFFERED_PROFILES, 'aprobador_2']);

/** A profile code's label; a code this app does not know is shown as sent. */
export const profileLabel = (t: TFunction, code: string | null): string => (code && KNOWN.has(code) ? t(`users:profiles.${code}`) : (code ?? ''));

export const profileOptions = (t: TFunction) => OFFERED_PROFILES.map((code) => ({ value: code, label: t(`users:profiles.${code}`) }));

/** A validation message whose {field} is a field code: named by the field's label. */
export const fieldMessage = (t: TFunction, message: Message): string =>
  'key' in message && typeof message.values?.field === 'string'
    ? messageText(t, { key: message.key, values: { ...message.values, field: t(`users:fields.${message.values.field}`) } })
    : messageText(t, message);
