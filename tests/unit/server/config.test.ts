import { describe, expect, it } from 'vitest';
import { blockedInlineScripts } from '../../../server/app.ts';
import { bootScript } from '../../../scripts/build/prerenderLogin.ts';
import { readServeOptions, startupNotes } from '../../../server/config.ts';
import { matchesEtag, pickEncoding } from '../../../server/static.ts';

describe('readServeOptions', () => {
  it('defaults to dist/ on port 8080, every interface, no demo API', () => {
    expect(readServeOptions({}, [], '/repo')).toEqual({
      distDir: '/repo/dist',
      port: 8080,
      host: undefined,
      demoApi: false,
      apiBaseUrl: undefined,
      statusPageUrl: undefined,
      sentryDsn: undefined,
    });
  });

  it('reads the environment and --demo-api', () => {
    expect(readServeOptions({ PORT: '0', HOST: '127.0.0.1', DIST_DIR: '/tmp/build' }, ['--demo-api'], '/repo')).toMatchObject({
      distDir: '/tmp/build',
      port: 0,
      host: '127.0.0.1',
      demoApi: true,
    });
    expect(readServeOptions({ DEMO_API: '1' }, [], '/repo')).toMatchObject({ demoApi: true });
    expect(readServeOptions({ DEMO_API: '0' }, [], '/repo')).toMatchObject({ demoApi: false });
    const real = readServeOptions({ VITE_API_BASE_URL: 'https://api.example.com/api', VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2' }, [], '/repo');
    expect(real).toMatchObject({ apiBaseUrl: 'https://api.example.com/api', sentryDsn: 'https://k@o1.ingest.sentry.io/2', demoApi: false });
    expect(readServeOptions({}, ['--help'])).toBe('help');
    // Brotli's quality: the server's default (11) unless set, 0 to 11.
    expect(readServeOptions({}, [], '/repo')).toMatchObject({ brotliQuality: undefined });
    expect(readServeOptions({ BROTLI_QUALITY: '5' }, [], '/repo')).toMatchObject({ brotliQuality: 5 });
    expect(readServeOptions({ BROTLI_QUALITY: '0' }, [], '/repo')).toMatchObject({ brotliQuality: 0 });
  });

  it('stops with one line naming the variable to fix', () => {
    expect(() => readServeOptions({ PORT: 'eighty' }, [])).toThrow('PORT must be a whole number from 0 to 65535 (got "eighty").');
    expect(() => readServeOptions({ PORT: '70000' }, [])).toThrow(/^PORT must be/);
    expect(() => readServeOptions({ DEMO_API: 'maybe' }, [])).toThrow('DEMO_API must be 1 or 0 (got "maybe").');
    expect(() => readServeOptions({ DEMO_API: '1', VITE_API_BASE_URL: 'https://api.example.com' }, [])).toThrow(/^DEMO_API \(or --demo-api\) cannot be used with VITE_API_BASE_URL/);
    expect(() => readServeOptions({}, ['--port=1'])).toThrow(/^Unknown argument "--port=1"/);
    expect(() => readServeOptions({ BROTLI_QUALITY: '12' }, [])).toThrow('BROTLI_QUALITY must be a whole number from 0 to 11 (got "12").');
    expect(() => readServeOptions({ BROTLI_QUALITY: 'max' }, [])).toThrow(/^BROTLI_QUALITY must be/);
    expect(() => readServeOptions({ VITE_BUSINESS_TIME_ZONE: 'Santiago' }, [])).toThrow('VITE_BUSINESS_TIME_ZONE must be an IANA time zone such as America/Santiago (got "Santiago").');
    expect(readServeOptions({ VITE_BUSINESS_TIME_ZONE: 'America/Mexico_City' }, [], '/repo')).toMatchObject({ demoApi: false });
  });

  it('warns when nothing will answer the app\'s same-origin /api calls', () => {
    expect(startupNotes({ distDir: 'd' })).toHaveLength(1);
    expect(startupNotes({ distDir: 'd', demoApi: true })).toEqual([]);
    expect(startupNotes({ distDir: 'd', apiBaseUrl: 'https://api.example.com' })).toEqual([]);
  });
});

describe('content negotiation', () => {
  it('prefers brotli, then gzip, honouring q-values and *', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('GZIP')).toBe('gzip');
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"c"')).toBe(true);
    expect(matchesEtag('"a-gz"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});

describe('blockedInlineScripts', () => {
  it('finds inline code the policy blocks, not external scripts, JSON data or the boot script', () => {
    expect(blockedInlineScripts('<script type="module" crossorigin src="/assets/a.js"></script>')).toEqual([]);
    expect(blockedInlineScripts('<script type="application/ld+json">{}</script>')).toEqual([]);
    expect(blockedInlineScripts(`<div id="root"></div><script>${bootScript()}</script>`)).toEqual([]);
    expect(blockedInlineScripts('<script type="module">import "/a.js"</script>')).toEqual(['import "/a.js"']);
    expect(blockedInlineScripts('<SCRIPT>window.x = 1</SCRIPT>')).toEqual(['window.x = 1']);
    expect(blockedInlineScripts(`<script>${bootScript()};window.x = 1</script>`)).toHaveLength(1);
  });
});
