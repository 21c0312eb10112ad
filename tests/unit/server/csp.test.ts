import { describe, expect, it } from 'vitest';
import { bootScript, scriptHash } from '../../../scripts/build/prerenderLogin.ts';
import { readFileSync } from 'node:fs';
import { buildCsp, connectOrigins, originOf, securityHeaders, ServeError } from '../../../server/csp.ts';

const directives = (csp: string): Map<string, string> =>
  new Map(csp.split('; ').map((part) => [part.split(' ')[0]!, part.slice(part.indexOf(' ') + 1)]));

describe('the Content Security Policy', () => {
  it('is exactly this without an API base URL (the app calls /api on its own origin)', () => {
    expect(buildCsp({})).toBe(
      "default-src 'self'; script-src 'self' 'sha256-gC0CR05yUqEUSUSW9st3T9gsuthUDrCHIxu5g+4ZSYY='; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self' data:; connect-src 'self'; worker-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; " +
        "object-src 'none'; report-uri /__csp-report",
    );
    expect(buildCsp({ apiBaseUrl: '' })).toBe(buildCsp({}));
  });

  it('lets the app connect to the configured API origin, and to nothing else', () => {
    const csp = directives(buildCsp({ apiBaseUrl: 'https://api.example.com/api' }));
    expect(csp.get('connect-src')).toBe("'self' https://api.example.com");
    expect(directives(buildCsp({ apiBaseUrl: 'http://localhost:3000/api/' })).get('connect-src')).toBe("'self' http://localhost:3000");
  });

  it('adds the status page and the Sentry ingest origin (never the DSN key) when configured', () => {
    const csp = directives(
      buildCsp({
        apiBaseUrl: 'https://api.example.com/api',
        statusPageUrl: 'https://status.example.com/api/v2/summary.json',
        sentryDsn: 'https://0123abcd@o42.ingest.sentry.io/7',
      }),
    );
    expect(csp.get('connect-src')).toBe("'self' https://api.example.com https://status.example.com https://o42.ingest.sentry.io");
  });

  it('allows no inline or evaluated script but the boot script, by its hash, and keeps every other directive strict', () => {
    const csp = directives(buildCsp({ apiBaseUrl: 'https://api.example.com' }));
    expect(csp.get('script-src')).toBe(`'self' ${scriptHash(bootScript())}`);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('font-src')).toBe("'self' data:");
    // The payroll preview's module worker (issue 28): a file of this origin, never blob: or data:.
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('report-uri')).toBe('/__csp-report');
    expect(csp.size).toBe(12);
  });

  it('reads a relative API base as the same origin and refuses what is not an http(s) URL', () => {
    expect(originOf('/backend/api', 'VITE_API_BASE_URL')).toBeNull();
    expect(originOf('  ', 'VITE_API_BASE_URL')).toBeNull();
    expect(connectOrigins({ apiBaseUrl: 'https://a.example.com/x', statusPageUrl: 'https://a.example.com/y' })).toEqual(['https://a.example.com']);
    expect(() => originOf('api.example.com', 'VITE_API_BASE_URL')).toThrow(ServeError);
    expect(() => originOf('api.example.com', 'VITE_API_BASE_URL')).toThrow(/^VITE_API_BASE_URL is neither/);
    expect(() => originOf('ftp://files.example.com', 'VITE_STATUS_PAGE_URL')).toThrow(/^VITE_STATUS_PAGE_URL must be an http\(s\) URL/);
  });
});

describe('the other security headers', () => {
  it('deny framing, sniffing, referrers and powerful features', () => {
    expect(securityHeaders('x')).toEqual({
      'Content-Security-Policy': 'x',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
  });
});

describe('the nginx example', () => {
  it('sends the same policy as the Node server (the boot script by its hash included)', () => {
    const example = readFileSync('server/nginx.conf.example', 'utf8');
    expect(example).toContain(`add_header Content-Security-Policy "${buildCsp({ apiBaseUrl: 'https://api.example.com' })}" always;`);
  });
});
