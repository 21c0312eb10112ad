import { describe, expect, it } from 'vitest';
import { isNotificationUrl, NOTIFICATION_URL_MAX } from '@machines/settings/notificationUrl';

describe('the notification URL rule', () => {
  it.each([
    'https://shop.example/webhooks/ok',
    'http://shop.example:8080/ko?order=1#x',
    'https://localhost/hook',
    'https://192.168.0.10/hook',
    'HTTPS://Shop.Example.COM',
  ])('accepts %s', (url) => expect(isNotificationUrl(url)).toBe(true));

  it.each([
    '',
    'shop.example/hook',
    'ftp://shop.example/hook',
    'javascript:alert(1)',
    'https://',
    'https://shop',
    'https://shop .example/hook',
    'https://user:secret@shop.example/hook',
    'https://-shop.example/',
    `https://shop.example/${'a'.repeat(NOTIFICATION_URL_MAX)}`,
  ])('refuses %s', (url) => expect(isNotificationUrl(url)).toBe(false));
});
