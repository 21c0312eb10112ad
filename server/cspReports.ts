/**
 * The CSP report endpoint: browsers POST violations here (the policy's `report-uri`); each one
 * is logged as one line and kept in memory (the latest MAX_REPORTS) for tests to read.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

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
export const STORE_HEADER = 'x-demo-store';
const STORE_ID = /^[A-Za-z0-9_.-]{1,80}$/;

export const MAX_REPORTS = 500;
const MAX_BODY_BYTES = 64 * 1024;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const optionalNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The violations in a report body: `{"csp-report": {...}}` (report-uri, kebab-case keys) or a
 * Reporting API batch `[{"type": "csp-violation", "body": {...}}]` (camelCase keys).
 * Null when the body is neither.
 */
export function parseCspReports(body: unknown, receivedAt: string): CspReport[] | null {
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

export const describeReport = (report: CspReport): string =>
  `CSP violation: ${report.effectiveDirective || 'unknown directive'} blocked ${report.blockedUri || 'unknown source'} on ${report.documentUri || 'unknown page'}` +
  (report.sourceFile ? ` (${report.sourceFile}${report.lineNumber === undefined ? '' : `:${report.lineNumber}`})` : '');

function readBody(req: IncomingMessage): Promise<Buffer | 'too large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? 'too large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body?: unknown): void {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (body === undefined) return void res.end();
  const json = JSON.stringify(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

/** The demo store a request names, if any (a malformed name counts as none). */
function storeOf(req: IncomingMessage): string | undefined {
  const value = req.headers[STORE_HEADER];
  return typeof value === 'string' && STORE_ID.test(value) ? value : undefined;
}

export interface CspReportEndpoint {
  readonly reports: CspReport[];
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * POST stores and logs; with `expose`, GET lists the kept reports as `{ "reports": [...] }` and
 * DELETE forgets them (only when the demo API is mounted: tests and demos, never production).
 * A GET or DELETE that names a demo store (`x-demo-store` header or `?store=`) sees only the
 * reports of pages that named the same store.
 */
export function createCspReportEndpoint(options: { expose: boolean; log: (line: string) => void }): CspReportEndpoint {
  const reports: CspReport[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const method = req.method ?? 'GET';
    const asked = new URL(req.url ?? '/', 'http://localhost').searchParams.get('store') ?? storeOf(req);
    const mine = (report: CspReport): boolean => !asked || report.store === asked;
    if (method === 'POST') {
      void readBody(req)
        .then((body) => {
          if (body === 'too large') return answer(res, 413);
          let parsed: unknown;
          try {
            parsed = JSON.parse(body.toString('utf8'));
          } catch {
            return answer(res, 400);
          }
          const received = parseCspReports(parsed, new Date().toISOString());
          if (received === null) return answer(res, 400);
          const store = storeOf(req);
          for (const report of received) {
            options.log(describeReport(report));
            reports.push(store === undefined ? report : { ...report, store });
          }
          reports.splice(0, Math.max(0, reports.length - MAX_REPORTS));
          answer(res, 204);
        })
        .catch(() => answer(res, 400));
      return;
    }
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
  return { reports, handle };
}
