/**
 * The rule a notification URL must meet, shared by the edit form and the demo API
 * (docs/decisions.md, "Merchant settings, keys, users and profile"): an absolute `https://`
 * address with a host name (a dotted name or an IP address), no spaces or control characters,
 * no user name or password in it, at most 200 characters (Django's URLField), and a host that
 * is not this machine or a private network: the provider's server calls this address, so it
 * must not be made to call itself or its neighbours (server-side request forgery).
 *
 * Refused hosts, judged on the host as the WHATWG URL parser normalises it (`new URL().hostname`:
 * lower-cased, punycoded, and numeric IPv4 forms such as `2130706433`, `0x7f.1` or `0177.0.0.1`
 * turned into dotted quads):
 * - `localhost` and `*.localhost`;
 * - IPv4 0.0.0.0/8 (unspecified), 10/8, 100.64/10 (shared), 127/8 (loopback), 169.254/16
 *   (link-local), 172.16/12, 192.168/16, 224/4 (multicast) and 240/4 (reserved, broadcast);
 * - an IPv4 address not typed as four decimal numbers (a resolver reads `0x7f.1` as loopback even
 *   where a check does not);
 * - IPv6 `::` (unspecified), `::1` (loopback), fc00::/7 (unique local), fe80::/10 (link-local),
 *   fec0::/10 (site-local), ff00::/8 (multicast), and an IPv4 address embedded in IPv6
 *   (`::ffff:a.b.c.d` mapped, `::a.b.c.d` compatible, `64:ff9b::a.b.c.d` NAT64) that is refused.
 *
 * A host name is not resolved here: a public name that resolves to a private address must be
 * refused by whoever calls it, when it calls it.
 */
export const NOTIFICATION_URL_MAX = 200;

const HOST = /^(\[[0-9a-f:.]+\]|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]*[a-z0-9])$/i;
const DOTTED_QUAD = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** [network, prefix length] of every IPv4 block a notification may not be sent to. */
const REFUSED_IPV4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/** The 32-bit value of a dotted quad, or null. */
function ipv4Value(text: string): number | null {
  const match = DOTTED_QUAD.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  if (parts.some((part) => part > 255)) return null;
  return parts.reduce((value, part) => value * 256 + part, 0);
}

function isRefusedIpv4(value: number): boolean {
  return REFUSED_IPV4.some(([network, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(value / size) === Math.floor(ipv4Value(network)! / size);
  });
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (no brackets), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    for (const part of half.split(':')) {
      const quad = ipv4Value(part);
      if (quad !== null) out.push(Math.floor(quad / 65536), quad % 65536);
      else if (/^[0-9a-f]{1,4}$/i.test(part)) out.push(parseInt(part, 16));
      else return null;
    }
    return out;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (head === null || tail === null) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

function isRefusedIpv6(groups: readonly number[]): boolean {
  const [first = 0] = groups;
  const embedded = () => groups[6]! * 65536 + groups[7]!;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 8)) return true; // :: unspecified
  if (zeros(0, 7) && groups[7] === 1) return true; // ::1 loopback
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0) return true; // link-local, site-local
  if ((first & 0xff00) === 0xff00) return true; // multicast
  const mapped = zeros(0, 5) && groups[5] === 0xffff;
  const compatible = zeros(0, 6);
  const nat64 = first === 0x64 && groups[1] === 0xff9b && zeros(2, 6);
  return (mapped || compatible || nat64) && isRefusedIpv4(embedded());
}

/** Whether a parsed URL's host (as `new URL()` normalised it) may receive notifications. */
function isPublicHost(hostname: string, typedHost: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  if (host.startsWith('[')) {
    const groups = ipv6Groups(host.slice(1, -1));
    return groups !== null && !isRefusedIpv6(groups);
  }
  const ipv4 = ipv4Value(host);
  if (ipv4 === null) return true;
  // A numeric host must be typed as the dotted quad the parser read it as.
  return typedHost === host && !isRefusedIpv4(ipv4);
}

export function isNotificationUrl(text: string): boolean {
  if (text.length === 0 || text.length > NOTIFICATION_URL_MAX) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(text)) return false;
  if (!/^https:\/\//i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  // The URL parser lower-cases and punycodes the host; judge what the user typed between // and the path too.
  const typedHost = text
    .slice(text.indexOf('//') + 2)
    .split(/[/?#\\]/)[0]!
    .replace(/:\d{1,5}$/, '');
  if (!HOST.test(typedHost)) return false;
  return isPublicHost(url.hostname, typedHost.toLowerCase());
}
