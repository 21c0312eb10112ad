/**
 * The CSP report endpoint: browsers POST violations here (the policy's `report-uri`); each one
 * is logged as one line of escaped JSON and kept in memory (the latest MAX_REPORTS) for tests
 * to read.
 *
 * Anyone can POST here, so the endpoint is built to hold against a hostile client:
 * - bodies are capped (MAX_BODY_BYTES: on Content-Length before reading, and while streaming);
 *   past the cap the answer is 413 and the rest of the body is never read into memory;
 * - each client (its socket's address; X-Forwarded-For only when `trustForwardedFor` is set)
 *   has a token bucket (RATE_LIMIT); an empty bucket answers 429 with Retry-After, and such a
 *   request is neither read, nor logged, nor kept; the table of buckets is bounded too;
 * - a log line never carries a raw report field: it is `csp-violation ` + the JSON of the known
 *   fields (toLogJson), each clipped (MAX_FIELD_CHARS), so a newline or control character in a
 *   report is escaped and cannot start a forged line;
 * - log lines are sampled past a threshold (LOG_SAMPLING), with one summary line per window
 *   saying how many reports came in and how many were not logged;
 * - nothing a client sends leads to a 500: a malformed body is a 400.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

export interface CspReport {
  readonly receivedAt: string;
  readonly documentUri: string;
  readonly effectiveDirective: string;
  readonly blockedUri: string;
  readonly sourceFile?: string;
  readonly lineNumber?: number;
  /** The first characters of the blocked inline code, when the policy asks for samples. */
  readonly sample?: string;
  readonly disposition?: string;
  /**
   * The demo store of the page that reported (its `x-demo-store` header, which browsers send
   * with the report too), so parallel end-to-end tests each read their own violations.
   */
  readonly store?: string;
}

/** demo-api/store/stores.ts names a request's demo store with this header. */
const STORE_HEADER = 'x-demo-store';
const STORE_ID = /^[A-Za-z0-9_.-]{1,80}$/;

/** Reports kept in memory (the oldest go first): what GET lists when exposed. */
export const MAX_REPORTS = 500;
/**
 * A browser's report is well under 4 KiB (URLs, a directive, a 40-character sample); 64 KiB
 * leaves room for a Reporting API batch and still makes every request cheap to read.
 */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * Reports taken from one body: with `report-uri` browsers send one per POST, and a Reporting
 * API batch holds a handful. The rest of a bigger batch is counted (in the summary), not kept.
 */
export const MAX_REPORTS_PER_BODY = 100;
/**
 * Each text field is clipped so that its JSON-escaped form has at most this many characters
 * (a control character escapes to six), with '…' marking the cut: a log line stays under
 * 4 KiB whatever a report holds. URLs this long are already abnormal.
 */
export const MAX_FIELD_CHARS = 512;

/**
 * Per client, a token bucket: a POST takes one token; a full bucket holds `burst`, and it
 * refills `perSecond`. A page that breaks the policy reports each violation once (a burst of a
 * few, on load), so 20 at once and one a second after that covers a browser (past that, what
 * is lost is more of the same), while a flood gets at most 20 + 60 requests a minute from one
 * address. At most `maxClients` buckets
 * are kept: the least recently used goes first, and a bucket idle long enough to be full again
 * (burst / perSecond = 20 s) is the same as none and is dropped as soon as it is seen. An
 * evicted client starts again with a full bucket, which only favours that client.
 */
export const RATE_LIMIT = { burst: 20, perSecond: 1, maxClients: 10_000 } as const;
/**
 * Log volume, all clients together: in each `windowMs` (from the first report after a quiet
 * spell), the first `fullLines` reports are logged in full; after that, one in `sampleEvery`.
 * When the window ends, if anything was left out (or refused with 429), one summary line says
 * how much. A real page breaking the policy logs everything; a flood adds about one line per
 * hundred reports (each under 4 KiB: eight clipped fields).
 */
export const LOG_SAMPLING = { windowMs: 60_000, fullLines: 100, sampleEvery: 100 } as const;

/** What starts every violation line (then one JSON object) and every summary line. */
export const REPORT_LOG_PREFIX = 'csp-violation ';
export const SUMMARY_LOG_PREFIX = 'csp-violation-summary ';

export type RateLimitOptions = { readonly burst: number; readonly perSecond: number; readonly maxClients: number };
type LogSamplingOptions = { readonly windowMs: number; readonly fullLines: number; readonly sampleEvery: number };

/**
 * Characters JSON.stringify leaves as they are but a terminal or log viewer may act on: DEL and
 * the C1 controls (U+0085 is a newline to some, U+009B starts an escape sequence), the line and
 * paragraph separators, invisible and bidirectional formatting (a line that reads differently
 * from what it holds), the byte order mark. toLogJson writes them as \uXXXX escapes too.
 */
const UNSAFE_IN_LOG = /[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
const UNSAFE_CHAR = new RegExp(UNSAFE_IN_LOG.source); // without /g: test() keeps no state

/** JSON.stringify, with UNSAFE_IN_LOG escaped as well: one line of plain, printable JSON. */
const toLogJson = (value: unknown): string =>
  JSON.stringify(value).replace(UNSAFE_IN_LOG, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** toLogJson's escaped length of one UTF-16 code unit at `index` of `value`. */
function escapedLength(value: string, index: number): number {
  const code = value.charCodeAt(index);
  if (code === 0x22 || code === 0x5c) return 2; // " \
  if (code < 0x20) return '\b\f\n\r\t'.includes(value[index]!) ? 2 : 6;
  if (code >= 0x7f && UNSAFE_CHAR.test(value[index]!)) return 6;
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = value.charCodeAt(index + 1);
    return next >= 0xdc00 && next <= 0xdfff ? 1 : 6; // a pair's low half is counted on its own
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const previous = value.charCodeAt(index - 1);
    return previous >= 0xd800 && previous <= 0xdbff ? 1 : 6;
  }
  return 1;
}

/**
 * `value`, or its longest start whose JSON-escaped form fits in `max` characters together with
 * the '…' that marks the cut (never ending on half a surrogate pair).
 */
export function clip(value: string, max = MAX_FIELD_CHARS): string {
  if (value.length * 6 <= max) return value; // fits even if every character escapes to six
  let used = 0;
  let cut = -1;
  for (let index = 0; index < value.length && used <= max; index++) {
    const length = escapedLength(value, index);
    if (cut < 0 && used + length + 1 > max) cut = index;
    used += length;
  }
  if (used <= max) return value;
  const code = value.charCodeAt(cut - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? cut - 1 : cut;
  return `${value.slice(0, end)}…`;
}

const text = (value: unknown): string => (typeof value === 'string' ? clip(value) : '');
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? clip(value) : undefined);
const optionalNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The violations in a report body: `{"csp-report": {...}}` (report-uri, kebab-case keys) or a
 * Reporting API batch `[{"type": "csp-violation", "body": {...}}]` (camelCase keys), each text
 * field clipped to MAX_FIELD_CHARS. Null when the body is neither.
 */
function parseCspReports(body: unknown, receivedAt: string): CspReport[] | null {
  if (isRecord(body) && isRecord(body['csp-report'])) {
    const r = body['csp-report'];
    return [
      {
        receivedAt,
        documentUri: text(r['document-uri']),
        effectiveDirective: text(r['effective-directive']) || text(r['violated-directive']),
        blockedUri: text(r['blocked-uri']),
        sourceFile: optionalText(r['source-file']),
        lineNumber: optionalNumber(r['line-number']),
        sample: optionalText(r['script-sample']),
        disposition: optionalText(r.disposition),
      },
    ];
  }
  if (Array.isArray(body)) {
    return body
      .filter((item): item is { type: string; body: Record<string, unknown> } => isRecord(item) && item.type === 'csp-violation' && isRecord(item.body))
      .map(({ body: r }) => ({
        receivedAt,
        documentUri: text(r.documentURL),
        effectiveDirective: text(r.effectiveDirective),
        blockedUri: text(r.blockedURL),
        sourceFile: optionalText(r.sourceFile),
        lineNumber: optionalNumber(r.lineNumber),
        sample: optionalText(r.sample),
        disposition: optionalText(r.disposition),
      }));
  }
  return null;
}

/**
 * One log line: REPORT_LOG_PREFIX and a JSON object of the report's known fields only (clipped
 * again, for reports that did not come from parseCspReports). JSON.stringify escapes every
 * control character and toLogJson the other characters a terminal acts on, so the line holds
 * no newline (nor anything that passes for one) whatever the report says.
 */
const describeReport = (report: CspReport): string =>
  REPORT_LOG_PREFIX +
  toLogJson({
    effectiveDirective: clip(String(report.effectiveDirective)),
    blockedUri: clip(String(report.blockedUri)),
    documentUri: clip(String(report.documentUri)),
    sourceFile: report.sourceFile === undefined ? undefined : clip(String(report.sourceFile)),
    lineNumber: typeof report.lineNumber === 'number' && Number.isFinite(report.lineNumber) ? report.lineNumber : undefined,
    sample: report.sample === undefined ? undefined : clip(String(report.sample)),
    disposition: report.disposition === undefined ? undefined : clip(String(report.disposition)),
    store: report.store !== undefined && STORE_ID.test(report.store) ? report.store : undefined,
  });

export interface RateLimiter {
  /** Takes a token from `key`'s bucket: 0 when there was one, else the seconds until there is. */
  take(key: string, now: number): number;
  /** Buckets held (at most `maxClients`). */
  readonly size: number;
}

/** Token buckets per client key, bounded: see RATE_LIMIT. */
export function createRateLimiter({ burst, perSecond, maxClients }: RateLimitOptions = RATE_LIMIT): RateLimiter {
  // Map order is least recently used first: each take moves its key to the end.
  const buckets = new Map<string, { tokens: number; at: number }>();
  const fullAfterMs = (burst / perSecond) * 1000;
  return {
    get size() {
      return buckets.size;
    },
    take(key, now) {
      for (const [oldKey, old] of buckets) {
        if (buckets.size < maxClients && now - old.at < fullAfterMs) break;
        buckets.delete(oldKey);
      }
      const bucket = buckets.get(key);
      buckets.delete(key);
      // A clock set back refills nothing (and never empties a bucket).
      const tokens = bucket ? Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * perSecond) : burst;
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, at: now });
        return 0;
      }
      buckets.set(key, { tokens, at: now });
      return Math.max(1, Math.ceil((1 - tokens) / perSecond));
    },
  };
}

/** The first four groups (the /64 prefix) of a valid IPv6 address: '2001:db8:0:1' for 2001:db8:0:1::5. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const groups = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const before = groups(head);
  const after = groups(tail);
  const count = (list: string[]): number => list.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const all = [...before, ...Array.from({ length: Math.max(0, 8 - count(before) - count(after)) }, () => '0'), ...after];
  return all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':');
}

/**
 * The key a client is rate-limited by: its IPv4 address, or the /64 prefix of its IPv6 address
 * (one host usually holds a whole /64, so single addresses would be free to rotate).
 */
export function clientKeyOf(address: string | undefined): string {
  const plain = address?.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : (address ?? '');
  if (isIPv6(plain)) return `${ipv6Prefix64(plain)}::/64`;
  return plain === '' ? 'unknown' : plain;
}

/**
 * The rate-limit key of a request: the socket's remote address; with `trustForwardedFor`, the
 * last X-Forwarded-For entry (the one the proxy in front appended) when it is an IP address.
 * Turn that on only behind exactly one proxy that appends the header (nginx:
 * `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`): otherwise any client could
 * name itself anew with each request.
 */
function clientKey(req: IncomingMessage, trustForwardedFor = false): string {
  if (trustForwardedFor) {
    const header = req.headers['x-forwarded-for'];
    const last = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').pop()?.trim() ?? '';
    if (isIPv4(last) || isIPv6(last)) return clientKeyOf(last);
  }
  return clientKeyOf(req.socket.remoteAddress);
}

interface LogSampler {
  /** A report received: logged (`line()` is only called then) or counted. */
  report(line: () => string, now: number): void;
  /** Reports received but neither kept nor logged (past MAX_REPORTS_PER_BODY). */
  skipped(count: number, now: number): void;
  /** A request refused with 429. */
  refused(now: number): void;
  /** Ends the current window now (its summary, if it has one) and stops its timer. */
  flush(): void;
}

function createLogSampler(log: (line: string) => void, { windowMs, fullLines, sampleEvery }: LogSamplingOptions): LogSampler {
  interface Window {
    readonly start: number;
    received: number;
    logged: number;
    refused: number;
    timer?: ReturnType<typeof setTimeout>;
  }
  let window: Window | null = null;
  const flush = (): void => {
    const ended = window;
    if (!ended) return;
    window = null;
    clearTimeout(ended.timer);
    const notLogged = ended.received - ended.logged;
    if (notLogged === 0 && ended.refused === 0) return;
    log(
      SUMMARY_LOG_PREFIX +
        toLogJson({ since: new Date(ended.start).toISOString(), seconds: windowMs / 1000, received: ended.received, logged: ended.logged, notLogged, refused: ended.refused }),
    );
  };
  const current = (now: number): Window => {
    if (window && now - window.start >= windowMs) flush();
    window ??= { start: now, received: 0, logged: 0, refused: 0 };
    return window;
  };
  // The summary is due when the window ends, even if no request comes after it.
  const summaryDue = (open: Window, now: number): void => {
    if (open.timer) return;
    open.timer = setTimeout(flush, Math.max(0, open.start + windowMs - now));
    open.timer.unref?.();
  };
  return {
    report(line, now) {
      const open = current(now);
      open.received += 1;
      const past = open.received - fullLines;
      if (past <= 0 || past % sampleEvery === 0) {
        open.logged += 1;
        log(line());
      } else summaryDue(open, now);
    },
    skipped(count, now) {
      if (count <= 0) return;
      const open = current(now);
      open.received += count;
      summaryDue(open, now);
    },
    refused(now) {
      const open = current(now);
      open.refused += 1;
      summaryDue(open, now);
    },
    flush,
  };
}

type Body = Buffer | 'too large' | 'gone';

/**
 * The request's body, at most MAX_BODY_BYTES: 'too large' as soon as Content-Length or the
 * bytes received say more (the rest is left unread), 'gone' when the client went away first.
 */
function readBody(req: IncomingMessage): Promise<Body> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return Promise.resolve('too large');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (body: Body): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
      resolve(body);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.byteLength;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.pause();
      settle('too large');
    };
    const onEnd = (): void => settle(Buffer.concat(chunks));
    const onGone = (): void => settle('gone');
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
  });
}

function answer(res: ServerResponse, status: number, body?: unknown): void {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (body === undefined) return void res.end();
  const json = JSON.stringify(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

/**
 * Answers without reading the rest of the request's body, and closes the connection once the
 * answer is out: the client cannot make the server read (or hold) what it keeps sending.
 */
function answerAndClose(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.setHeader('Connection', 'close');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.on('finish', () => {
    if (!req.complete) req.socket.destroy();
  });
  answer(res, status);
}

/** The demo store a request names, if any (a malformed name counts as none). */
function storeOf(req: IncomingMessage): string | undefined {
  const value = req.headers[STORE_HEADER];
  return typeof value === 'string' && STORE_ID.test(value) ? value : undefined;
}

export interface CspReportEndpointOptions {
  /** GET and DELETE too (tests and demos only). */
  readonly expose: boolean;
  /** Where violation lines and summaries go. Errors it throws are ignored. */
  readonly log: (line: string) => void;
  /** Rate-limit by the last X-Forwarded-For entry instead of the socket (see clientKey). Default false. */
  readonly trustForwardedFor?: boolean;
  /** Defaults to RATE_LIMIT. */
  readonly rateLimit?: RateLimitOptions;
  /** Defaults to LOG_SAMPLING. */
  readonly logSampling?: LogSamplingOptions;
}

export interface CspReportEndpoint {
  readonly reports: CspReport[];
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Logs the pending summary, if any, and stops its timer (the server is closing). */
  close(): void;
}

/**
 * POST stores and logs; with `expose`, GET lists the kept reports as `{ "reports": [...] }` and
 * DELETE forgets them (only when the demo API is mounted: tests and demos, never production).
 * A GET or DELETE that names a demo store (`x-demo-store` header or `?store=`) sees only the
 * reports of pages that named the same store.
 */
export function createCspReportEndpoint(options: CspReportEndpointOptions): CspReportEndpoint {
  const reports: CspReport[] = [];
  const log = (line: string): void => {
    try {
      options.log(line);
    } catch {
      // A failing log must not fail the request.
    }
  };
  const limiter = createRateLimiter(options.rateLimit ?? RATE_LIMIT);
  const sampler = createLogSampler(log, options.logSampling ?? LOG_SAMPLING);

  const receive = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const now = Date.now();
    const wait = limiter.take(clientKey(req, options.trustForwardedFor), now);
    if (wait > 0) {
      sampler.refused(now);
      return answerAndClose(req, res, 429, { 'Retry-After': String(wait) });
    }
    const body = await readBody(req);
    if (body === 'gone') return void res.destroy();
    if (body === 'too large') return answerAndClose(req, res, 413);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(res, 400);
    }
    const received = parseCspReports(parsed, new Date(now).toISOString());
    if (received === null) return answer(res, 400);
    const store = storeOf(req);
    const taken = received.slice(0, MAX_REPORTS_PER_BODY);
    for (const parsedReport of taken) {
      const report = store === undefined ? parsedReport : { ...parsedReport, store };
      sampler.report(() => describeReport(report), now);
      reports.push(report);
    }
    sampler.skipped(received.length - taken.length, now);
    reports.splice(0, Math.max(0, reports.length - MAX_REPORTS));
    answer(res, 204);
  };

  const route = (req: IncomingMessage, res: ServerResponse): void => {
    const method = req.method ?? 'GET';
    if (method === 'POST') {
      receive(req, res).catch(() => answer(res, 400));
      return;
    }
    const asked = new URL(req.url ?? '/', 'http://localhost').searchParams.get('store') ?? storeOf(req);
    const mine = (report: CspReport): boolean => !asked || report.store === asked;
    if (options.expose && (method === 'GET' || method === 'HEAD')) return answer(res, 200, { reports: reports.filter(mine) });
    if (options.expose && method === 'DELETE') {
      const kept = reports.filter((report) => !mine(report));
      reports.splice(0, reports.length, ...kept);
      return answer(res, 204);
    }
    if (!options.expose && (method === 'GET' || method === 'HEAD' || method === 'DELETE')) return answer(res, 404);
    res.setHeader('Allow', options.expose ? 'POST, GET, HEAD, DELETE' : 'POST');
    answer(res, 405);
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    try {
      route(req, res);
    } catch {
      // Nothing a client sends may become a 500 (or a stack trace): it is a bad request.
      answer(res, 400);
    }
  };
  return { reports, handle, close: sampler.flush };
}
