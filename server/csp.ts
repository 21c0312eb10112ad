/**
 * The Content Security Policy and the other security headers every answer carries.
 * Pure functions: the policy depends only on the build's configuration.
 */

/** Where browsers POST violation reports (answered by server/cspReports.ts). */
export const CSP_REPORT_PATH = '/__csp-report';

export interface CspSources {
  /** `VITE_API_BASE_URL`. Empty or relative: the app calls its own origin ('self'). */
  readonly apiBaseUrl?: string | undefined;
  /** The public status page the dashboard reads its summary from, when there is one. */
  readonly statusPageUrl?: string | undefined;
  /** `VITE_SENTRY_DSN`. Set: the SDK posts events to the DSN's ingest origin. */
  readonly sentryDsn?: string | undefined;
}

/** A configuration value that cannot be used; its message is one line naming the variable. */
export class ServeError extends Error {
  override name = 'ServeError';
}

/**
 * The origin of an absolute http(s) URL, or null for an empty or relative one (same origin).
 * Anything else is a configuration mistake worth stopping for.
 */
export function originOf(value: string | undefined, variable: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || text.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ServeError(`${variable} is neither an absolute URL nor a path: "${text}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ServeError(`${variable} must be an http(s) URL: "${text}".`);
  }
  return url.origin;
}

/** Origins the app may fetch from besides its own: the API, the status page, Sentry's ingest. */
export function connectOrigins(sources: CspSources): string[] {
  const origins = [
    originOf(sources.apiBaseUrl, 'VITE_API_BASE_URL'),
    originOf(sources.statusPageUrl, 'VITE_STATUS_PAGE_URL'),
    // A DSN is https://<key>@<ingest host>/<project>: the key is not part of the origin.
    originOf(sources.sentryDsn, 'VITE_SENTRY_DSN'),
  ];
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/**
 * The one inline script the app has: the boot script the build puts after the prerendered
 * login form (src/access/login/prerender/boot.js, docs/decisions.md "First paint"). Pinned by
 * its hash, so no other inline code runs; tests/unit/server/csp.test.ts recomputes it from
 * the file, and server/nginx.conf.example carries the same value.
 */
export const BOOT_SCRIPT_HASH = "'sha256-gC0CR05yUqEUSUSW9st3T9gsuthUDrCHIxu5g+4ZSYY='";

/**
 * The policy. Scripts only from this origin plus the boot script by its hash (no other inline
 * code, no eval); workers only from this origin (the payroll preview's); styles also inline,
 * because Mantine writes its CSS variables and responsive style props into <style> elements
 * (docs/decisions.md, "Production serving").
 */
export function buildCsp(sources: CspSources = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", BOOT_SCRIPT_HASH],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connectOrigins(sources)],
    // The payroll preview's module worker, a file of this origin (issue 28); no blob: or data: workers.
    ['worker-src', "'self'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['report-uri', CSP_REPORT_PATH],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every answer's security headers, CSP included. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    // The reset-password link carries a token and the e-mail in its query string: no Referer
    // should repeat it, not even to this origin's API logs.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
