import { describe, expect, it } from 'vitest';
import { isNotificationUrl, NOTIFICATION_URL_MAX } from '@machines/settings/notificationUrl';

describe('the notification URL rule', () => {
  it.each([
    'https://shop.example/webhooks/ok',
    'https://shop.example:8443/ko?order=1#x',
    'HTTPS://Shop.Example.COM',
    'https://8.8.8.8/hook',
    'https://172.32.0.1/hook',
    'https://[2001:db8::1]/hook',
    'https://localhost.example/hook',
    `https://shop.example/${'a'.repeat(NOTIFICATION_URL_MAX - 'https://shop.example/'.length)}`,
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
    'https://user@shop.example/hook',
    'https://:pass@shop.example/hook',
    'https://-shop.example/',
    `https://shop.example/${'a'.repeat(NOTIFICATION_URL_MAX)}`,
  ])('refuses %s', (url) => expect(isNotificationUrl(url)).toBe(false));

  it.each(['http://shop.example/webhooks/ok', 'http://shop.example:8080/ko?order=1#x', 'HTTP://SHOP.EXAMPLE/'])('refuses plain http: %s', (url) =>
    expect(isNotificationUrl(url)).toBe(false),
  );

  it.each([
    // this machine
    'https://localhost/hook',
    'https://LOCALHOST:8443/hook',
    'https://api.localhost/hook',
    'https://127.0.0.1/hook',
    'https://127.1.2.3/hook',
    'https://0.0.0.0/hook',
    'https://0.1.2.3/hook',
    // private and local networks
    'https://10.0.0.1/hook',
    'https://10.255.255.255/hook',
    'https://172.16.0.1/hook',
    'https://172.31.255.255/hook',
    'https://192.168.0.10/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/hook',
    'https://224.0.0.1/hook',
    'https://255.255.255.255/hook',
    // IPv6
    'https://[::1]/hook',
    'https://[0:0:0:0:0:0:0:1]/hook',
    'https://[::]/hook',
    'https://[fc00::1]/hook',
    'https://[fd12:3456:789a::1]/hook',
    'https://[fe80::1]/hook',
    'https://[febf::1]/hook',
    'https://[ff02::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:7f00:1]/hook',
    'https://[::ffff:10.0.0.1]/hook',
    'https://[::ffff:192.168.1.1]/hook',
    'https://[::ffff:169.254.169.254]/hook',
    'https://[::127.0.0.1]/hook',
    'https://[64:ff9b::10.0.0.1]/hook',
    // numeric IPv4 forms the URL parser (and resolvers) read as loopback or private
    'http://2130706433/',
    'https://2130706433/',
    'https://0x7f.1/',
    'https://0x7f000001/',
    'https://0177.0.0.1/',
    'https://127.1/',
    'https://0x0a.0.0.1/',
    'https://3232235521/',
    // even a public address must be typed as four decimal numbers
    'https://0x08.8.8.8/',
    // no credentials, whatever the host
    'https://user:pass@shop.example/',
    'https://user:pass@127.0.0.1/',
  ])('refuses a host that is not public, or a URL with credentials: %s', (url) => expect(isNotificationUrl(url)).toBe(false));
});
