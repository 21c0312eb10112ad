/**
 * Serves the production build (dist/) for real users with Node built-ins only: SPA fallback,
 * long cache for hashed assets, gzip/brotli, ETags, and the security headers of csp.ts on
 * every answer. docs/architecture.md, "Serving the production build", says how to run it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT_HASH, buildCsp, CSP_REPORT_PATH, securityHeaders, ServeError, type CspSources } from './csp.ts';
import { createCspReportEndpoint, type CspReport } from './cspReports.ts';
import type { Middleware, NextFunction } from './middleware.ts';
import { ASSETS_PREFIX, CACHE_REVALIDATE, loadStaticSite, matchesEtag, pickEncoding, type StaticFile } from './static.ts';

export { ServeError } from './csp.ts';
;

export interface AppServerOptions extends CspSources {
  /** The build to serve (read once, at start). */
  readonly distDir: string;
  /** Run in order before the static files; each answers or calls next(). */
  readonly middlewares?: readonly Middleware[];
  /** GET and DELETE on /__csp-report (tests and demos only). Defaults to false. */
  readonly exposeCspReports?: boolean;
  /**
   * Rate-limit CSP reports by the last X-Forwarded-For entry rather than the socket's address:
   * only behind exactly one proxy that appends it (server/cspReports.ts, clientKey). Defaults to
   * false, where every request behind such a proxy shares the proxy's limit.
   */
  readonly trustForwardedFor?: boolean;
  /** Brotli quality 0–11 (default 11). */
  readonly brotliQuality?: number;
  /** Where violation reports and warnings go, one line each. Defaults to stderr. */
  readonly log?: (line: string) => void;
}

export interface AppServer extends Server {
  /** The Content-Security-Policy header every answer carries. */
  readonly csp: string;
  /** Violations reported since start (or the last DELETE), oldest first. */
  readonly cspReports: CspReport[];
  /** Settles when every file's gzip and brotli variants exist. */
  readonly ready: Promise<void>;
}

/** Paths that belong to an API, never to the app: unanswered, they get a 404, not index.html. */
const API_PREFIXES = ['/api/', '/__demo/'];

const stderrLog = (line: string): void => void process.stderr.write(`${line}\n`);

/** A Host header's value as RFC 9110 has it: a name or IP literal, and maybe a port. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::\d{0,5})?$/;

/**
 * Whether a request's Host header is absent (HTTP/1.0; node:http refuses HTTP/1.1 without one)
 * or usable as a URL's host. Middlewares build URLs from it (the demo API does), so a value
 * like `[` must become a 400 here rather than a 500 there (RFC 9112: an invalid Host is a 400).
 */
function isUsableHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (!HOST.test(host)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Inline <script>s (without src, other than JSON data blocks) that the policy blocks: every
 * one but the boot script, which it allows by hash.
 */
export function blockedInlineScripts(html: string): string[] {
  const blocked: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    const code = match[2] ?? '';
    const hash = `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
    if (hash !== BOOT_SCRIPT_HASH) blocked.push(code);
  }
  return blocked;
}

function plain(res: ServerResponse, status: number, text: string, method: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(method === 'HEAD' ? undefined : text);
}

async function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, cacheControl: string): Promise<void> {
  const encoding = file.compressible ? pickEncoding(req.headers['accept-encoding']) : 'identity';
  const variant = (encoding === 'identity' ? null : await file.variant(encoding)) ?? file.identity;
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', variant.etag);
  if (file.compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (variant.encoding !== 'identity') res.setHeader('Content-Encoding', variant.encoding);
  if (matchesEtag(req.headers['if-none-match'], variant.etag)) {
    res.statusCode = 304;
    return void res.end();
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', variant.body.byteLength);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

/** A node:http server for the build; call `listen` (or use startAppServer) to open it. */
export function createAppServer(options: AppServerOptions): AppServer {
  const log = options.log ?? stderrLog;
  const csp = buildCsp(options);
  const headers = securityHeaders(csp);
  const site = loadStaticSite(options.distDir, { brotliQuality: options.brotliQuality });
  if (blockedInlineScripts(site.index.identity.body.toString('utf8')).length > 0) {
    log(`Warning: ${options.distDir}/index.html has an inline <script> the Content-Security-Policy blocks.`);
  }
  const reports = createCspReportEndpoint({ expose: options.exposeCspReports ?? false, log, trustForwardedFor: options.trustForwardedFor ?? false });
  const middlewares = options.middlewares ?? [];

  const serveStatic = (req: IncomingMessage, res: ServerResponse): Promise<void> | void => {
    const method = req.method ?? 'GET';
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return plain(res, 400, 'Bad request', method);
    }
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      res.statusCode = 404;
      const body = JSON.stringify({ detail: 'Not found.' });
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      return void res.end(method === 'HEAD' ? undefined : body);
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(res, 405, 'Method not allowed', method);
    }
    const file = site.files.get(path === '/' ? '/index.html' : path);
    if (file) return sendFile(req, res, file, file.cacheControl);
    // A missing hashed asset must fail loudly (the lazy-page retry then reloads the app);
    // hidden paths (/.vite, /.env probes) are never part of the app either.
    if (path.startsWith(ASSETS_PREFIX) || path.includes('/.')) return plain(res, 404, 'Not found', method);
    // Any other path is a client-side route: the app's shell, never cached without a check.
    return sendFile(req, res, site.index, CACHE_REVALIDATE);
  };

  const fail = (res: ServerResponse, error: unknown): void => {
    log(`Error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (res.headersSent) return void res.destroy();
    plain(res, 500, 'Internal server error', 'GET');
  };

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (!isUsableHost(req.headers.host)) return plain(res, 400, 'Bad request', req.method ?? 'GET');
    const path = (req.url ?? '/').split('?')[0];
    if (path === CSP_REPORT_PATH) return reports.handle(req, res);
    let index = 0;
    const next: NextFunction = (error) => {
      if (error !== undefined) return fail(res, error);
      const middleware = middlewares[index++];
      try {
        if (middleware) return middleware(req, res, next);
        void Promise.resolve(serveStatic(req, res)).catch((caught: unknown) => fail(res, caught));
      } catch (caught) {
        fail(res, caught);
      }
    };
    next();
  });
  server.on('close', () => reports.close());
  return Object.assign(server, { csp, cspReports: reports.reports, ready: site.ready });
}

export interface ListenOptions {
  /** Default 8080; 0 picks a free port. */
  readonly port?: number;
  /** Default: every interface. */
  readonly host?: string;
}

/** Opens the server; a taken port or bad host rejects with one line naming the variable to change. */
export function listen(server: Server, { port = 8080, host }: ListenOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      if (error.code === 'EADDRINUSE') reject(new ServeError(`Port ${port} is already in use: set PORT to a free port.`));
      else if (error.code === 'EACCES') reject(new ServeError(`Port ${port} needs more privileges: set PORT to 1024 or above.`));
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') reject(new ServeError(`HOST "${host}" is not an address of this machine: set HOST (or leave it unset).`));
      else reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address() as AddressInfo;
      const shown = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve(`http://${shown}:${address.port}`);
    });
  });
}

export interface StartOptions extends AppServerOptions, ListenOptions {
  /**
   * Mounts the embedded demo API (demo-api/, msw: a dev dependency) on /api/ and /__demo/,
   * before any other middleware, and exposes the CSP reports. Refused when apiBaseUrl is set,
   * since the build then never calls it.
   */
  readonly demoApi?: boolean;
}

export interface RunningAppServer {
  readonly server: AppServer;
  /** e.g. 'http://localhost:8080' */
  readonly url: string;
  readonly cspReports: CspReport[];
  close(): Promise<void>;
}

/** Creates, compresses and opens the server: what the CLI, scripts and Playwright call. */
export async function startAppServer(options: StartOptions): Promise<RunningAppServer> {
  const middlewares = [...(options.middlewares ?? [])];
  if (options.demoApi) {
    if (options.apiBaseUrl?.trim()) {
      throw new ServeError(`The demo API cannot be mounted while VITE_API_BASE_URL is set ("${options.apiBaseUrl}"): the build calls that API instead.`);
    }
    const { createDemoApiMiddleware } = await import('./demo.ts');
    middlewares.unshift(await createDemoApiMiddleware());
  }
  const server = createAppServer({ ...options, middlewares, exposeCspReports: options.exposeCspReports ?? Boolean(options.demoApi) });
  await server.ready;
  const url = await listen(server, options);
  return {
    server,
    url,
    cspReports: server.cspReports,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
