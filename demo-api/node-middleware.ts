import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import type { Connect } from 'vite';
import { sayFor, type MessageKey, type MessageParams } from './http/messages/index.ts';
import { bodyLimitOf, describeBytes } from './http/limits.ts';
import { withTrust } from './http/trust.ts';
import { STORE_HEADER, withStore } from './store/index.ts';

export interface DemoMiddlewareOptions {
  /**
   * Opens the test controls (/__demo/, named stores, the fixed reset link) to every client, as
   * the end-to-end suite's server needs. Default: the DEMO_TEST_CONTROLS environment variable;
   * without it they answer only requests from this machine that no proxy forwarded.
   */
  readonly testControls?: boolean;
  /**
   * Sees each /api/ exchange (copies of the request and of the answer, null when the demo has
   * none), after it is answered: the contract check of the end-to-end suite.
   */
  readonly observe?: (request: Request, response: Response | null, store: string | null) => void;
}

/** Only these paths reach the demo API; everything else goes straight to next(). */
const MOUNTED = ['/api/', '/__demo/'];
/**
 * Requests are answered as if sent to this origin. Handlers build links from paths only, and a
 * forged or broken Host header (`Host: [`) must neither crash a request nor reach an answer.
 */
const ORIGIN = 'http://demo-api.invalid';

class TooLarge extends Error {}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Straight from this machine: a loopback peer, and no proxy header saying it forwards someone else. */
function isLocal(req: IncomingMessage): boolean {
  const forwarded = ['forwarded', 'x-forwarded-for', 'x-real-ip'].some((name) => req.headers[name] !== undefined);
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? '');
}

async function readLimited(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.byteLength;
    if (size > limit) throw new TooLarge();
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function toFetchRequest(req: IncomingMessage, url: URL, body: Uint8Array<ArrayBuffer> | undefined, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue; // HTTP/2 pseudo-headers
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(url, { method: (req.method ?? 'GET').toUpperCase(), headers, body, signal });
}

async function writeResponse(response: Response, res: ServerResponse, method: string): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  // Answers carry tokens, keys and people's data: no browser or proxy cache keeps them.
  if (!response.headers.has('cache-control')) res.setHeader('cache-control', 'no-store');
  if (response.status !== 204 && response.status !== 304) res.setHeader('content-length', body.byteLength);
  res.end(method === 'HEAD' ? undefined : body);
}

/** A JSON refusal written by the middleware itself, in the request's language. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, key: MessageKey, params?: MessageParams): void {
  let language: Request;
  try {
    language = new Request(new URL(req.url ?? '/', ORIGIN), { headers: { 'accept-language': String(req.headers['accept-language'] ?? '') } });
  } catch {
    language = new Request(ORIGIN);
  }
  const json = JSON.stringify({ detail: sayFor(language, key, params) });
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-length', Buffer.byteLength(json));
  // A body left unread is not worth waiting for: the connection closes after the answer.
  if (status === 413) res.setHeader('connection', 'close');
  res.end(json);
}

/** Whether every %-escape of the path decodes (`%ZZ` would throw inside the router). */
function decodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A connect middleware answering /api/ and /__demo/ requests with the msw handlers, each
 * against the demo store its `x-demo-store` header names (the shared one without it). Bodies
 * are bounded per route before they are read; malformed requests are 4xx, never a 500.
 */
export function createDemoMiddleware(handlers: readonly RequestHandler[], options: DemoMiddlewareOptions = {}): Connect.NextHandleFunction {
  const testControls = options.testControls ?? ['1', 'true'].includes(process.env.DEMO_TEST_CONTROLS ?? '');
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!MOUNTED.some((prefix) => path.startsWith(prefix))) return next();
    const open = testControls || isLocal(req);
    // To anyone else the test controls do not exist.
    if (path.startsWith('/__demo/') && !open) return refuse(req, res, 404, 'notFound');
    if (!decodablePath(path)) return refuse(req, res, 400, 'malformedPath');
    let url: URL;
    try {
      url = new URL(req.url ?? '/', ORIGIN);
    } catch {
      return refuse(req, res, 400, 'malformedPath');
    }
    const method = (req.method ?? 'GET').toUpperCase();
    const limit = bodyLimitOf(method, url.pathname);
    if (Number(req.headers['content-length'] ?? 0) > limit) return refuse(req, res, 413, 'requestTooLarge', { max: describeBytes(limit) });
    // The client going away before its answer aborts the request's signal (a handler that
    // takes its time, like the demo's slow upload, then stores nothing).
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableEnded) gone.abort();
    });
    void (async () => {
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readLimited(req, limit);
      const request = toFetchRequest(req, url, body, gone.signal);
      // Named stores belong to tests: an outsider's header names nothing (memory stays bounded).
      const store = open ? request.headers.get(STORE_HEADER) : null;
      const observed = options.observe && path.startsWith('/api/') ? request.clone() : null;
      const response = await withTrust(open, () => withStore(store, () => getResponse([...handlers], request)));
      // A handler's network error (msw's HttpResponse.error()) is a dropped connection, as the
      // browser would meet it: never an answer (so never a 500 the client could read), and
      // nothing for the contract check to read.
      if (response?.type === 'error') return void res.destroy();
      const unanswered = !response || response.headers.get('x-msw-intention') === 'passthrough';
      if (observed) options.observe!(observed, unanswered ? null : response!.clone(), store);
      // A call the demo does not know gets Django's 404, never the app's index.html.
      if (unanswered && path.startsWith('/api/')) return refuse(req, res, 404, 'notFound');
      if (unanswered) return next();
      await writeResponse(response!, res, request.method);
    })().catch((error: unknown) => {
      if (error instanceof TooLarge) return refuse(req, res, 413, 'requestTooLarge', { max: describeBytes(limit) });
      if (gone.signal.aborted || res.headersSent) return void res.destroy();
      // Logged here with its stack; the client gets a sentence, never the stack.
      console.error('[demo-api]', error);
      refuse(req, res, 500, 'serverError');
    });
  };
}
