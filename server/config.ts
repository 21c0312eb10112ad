/**
 * The CLI's configuration, from the environment and the command line. Pure, so tests can
 * check every rule; a mistake is a ServeError whose message names the variable to fix.
 */
import { resolve } from 'node:path';
import type { StartOptions } from './app.ts';
import { ServeError } from './csp.ts';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '../machines/shared/businessDay.ts';

const DEFAULT_PORT = 8080;

export const USAGE = `Usage: tsx server/main.ts [--demo-api]

Environment (use the same VITE_* values as the build):
  PORT                  port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  HOST                  address to listen on (default: every interface)
  DIST_DIR              the build to serve (default: dist)
  DEMO_API=1            mount the embedded demo API on /api and /__demo (same as --demo-api)
  VITE_API_BASE_URL     the provider API the build calls; its origin joins connect-src
  VITE_STATUS_PAGE_URL  the public status page the dashboard reads; its origin joins connect-src
  VITE_SENTRY_DSN       error reporting; its ingest origin joins connect-src
  VITE_BUSINESS_TIME_ZONE  the IANA zone the demo API decides 'today' and 'this month' in
                        (default ${DEFAULT_BUSINESS_TIME_ZONE}); build the app with the same value
  BROTLI_QUALITY        0 to 11 (default 11, the smallest files); the end-to-end suite uses 5,
                        since the server compresses every file before it listens`;

function flag(value: string | undefined, variable: string): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(text)) return false;
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  throw new ServeError(`${variable} must be 1 or 0 (got "${value}").`);
}

function portOf(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_PORT;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new ServeError(`PORT must be a whole number from 0 to 65535 (got "${value}").`);
  return port;
}

function brotliQualityOf(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const quality = Number(text);
  if (!/^\d+$/.test(text) || quality > 11) throw new ServeError(`BROTLI_QUALITY must be a whole number from 0 to 11 (got "${value}").`);
  return quality;
}

/** Options for startAppServer from `process.env` and `process.argv.slice(2)`; 'help' for --help. */
export function readServeOptions(env: NodeJS.ProcessEnv, args: readonly string[], cwd = process.cwd()): StartOptions | 'help' {
  let demoFlag = false;
  for (const arg of args) {
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--demo-api') demoFlag = true;
    else throw new ServeError(`Unknown argument "${arg}": the only one is --demo-api (the rest is set by environment variables, see --help).`);
  }
  const demoApi = demoFlag || flag(env.DEMO_API, 'DEMO_API');
  const apiBaseUrl = env.VITE_API_BASE_URL?.trim() || undefined;
  // The demo API reads it from the environment itself; a zone it does not know fails here, at start.
  const zone = env.VITE_BUSINESS_TIME_ZONE?.trim();
  if (zone && !isTimeZone(zone)) throw new ServeError(`VITE_BUSINESS_TIME_ZONE must be an IANA time zone such as ${DEFAULT_BUSINESS_TIME_ZONE} (got "${zone}").`);
  if (demoApi && apiBaseUrl) {
    throw new ServeError(`DEMO_API (or --demo-api) cannot be used with VITE_API_BASE_URL set ("${apiBaseUrl}"): the build calls that API, never the demo.`);
  }
  return {
    distDir: resolve(cwd, env.DIST_DIR?.trim() || 'dist'),
    port: portOf(env.PORT),
    host: env.HOST?.trim() || undefined,
    demoApi,
    apiBaseUrl,
    statusPageUrl: env.VITE_STATUS_PAGE_URL?.trim() || undefined,
    sentryDsn: env.VITE_SENTRY_DSN?.trim() || undefined,
    brotliQuality: brotliQualityOf(env.BROTLI_QUALITY),
  };
}

/** The one line a person reads when the server has no API to offer the app. */
export function startupNotes(options: StartOptions): string[] {
  if (options.demoApi || options.apiBaseUrl) return [];
  return [
    'Note: no VITE_API_BASE_URL and no demo API: the app calls /api on this origin, which this server answers with 404. Put the provider API behind /api, or start with --demo-api.',
  ];
}
