/**
 * The rule a notification URL must meet, shared by the edit form and the demo API
 * (docs/decisions.md, "Merchant settings, keys, users and profile"): an absolute http or https
 * address with a host name (a dotted name, localhost or an IP address), no spaces or control
 * characters, no user name or password in it, at most 200 characters (Django's URLField).
 */
export const NOTIFICATION_URL_MAX = 200;

const HOST = /^(localhost|\[[0-9a-f:.]+\]|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]*[a-z0-9])$/i;

export function isNotificationUrl(text: string): boolean {
  if (text.length === 0 || text.length > NOTIFICATION_URL_MAX) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(text)) return false;
  if (!/^https?:\/\//i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  // The URL parser lower-cases and punycodes the host; judge what the user typed between // and the path.
  const typedHost = text.slice(text.indexOf('//') + 2).split(/[/?#]/)[0]!.replace(/:\d{1,5}$/, '');
  return HOST.test(typedHost);
}
