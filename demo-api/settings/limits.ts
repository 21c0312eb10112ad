import { NOTIFICATION_URL_MAX } from '../../machines/settings/notificationUrl.ts';
import { longerThan } from '../http/limits.ts';

/**
 * The longest text the settings and users calls store, in characters (Unicode code points, as
 * Django counts them). Longer input is refused with 400 `{field: ['Ensure this field has no more
 * than N characters.']}`. The numbers are Django's own defaults for these fields: AbstractUser's
 * first_name, last_name and username (150), EmailField (254, with the 64-character local part of
 * RFC 5321) and URLField (200).
 */
export const SETTINGS_LIMITS = {
  text: {
    first_name: 150,
    last_name: 150,
    username: 150,
    email: 254,
    email_local_part: 64,
    notification_url: NOTIFICATION_URL_MAX,
    reject_notification_url: NOTIFICATION_URL_MAX,
  },
} as const;

export type SettingsTextField = keyof typeof SETTINGS_LIMITS.text;


/** Whether `text` is longer than the field's limit. */
export const isTooLong = (field: SettingsTextField, text: string): boolean => longerThan(SETTINGS_LIMITS.text[field], text);
