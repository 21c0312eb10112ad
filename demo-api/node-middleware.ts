import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { STORE_HEADER, withStore } from './store/index.ts';

export type NextFunction = (error?: unknown) => void;
export type DemoMiddleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;

/** Only these paths reach the demo API; everything else goes straight to next(). */
const MOUNTED = ['/api/', '/__demo/'];

async function toFetchRequest(req: IncomingMessage, signal: AbortSignal): Promise<Request> {
  const secure = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const url = new URL(req.url ?? '/', `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue; // HTTP/2 pseudo-headers
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    body = new Uint8Array(Buffer.concat(chunks));
  }
  return new Request(url, { method, headers, body, signal });
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
  if (response.status !== 204 && response.status !== 304) res.setHeader('content-length', body.byteLength);
  res.end(method === 'HEAD' ? undefined : body);
}

/**
 * A connect middleware answering /api/ and /__demo/ requests with the msw handlers, each
 * against the demo store its `x-demo-store` header names (the shared one without it).
 */
export function createDemoMiddleware(handlers: readonly RequestHandler[]): DemoMiddleware {
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!MOUNTED.some((prefix) => path.startsWith(prefix))) return next();
    // The client going away before its answer aborts the request's signal (a handler that
    // takes its time, like the demo's slow upload, then stores nothing).
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableEnded) gone.abort();
    });
    void (async () => {
      const request = await toFetchRequest(req, gone.signal);
      // Every step of the answer sees the store the request names (parallel tests' isolation).
      const response = await withStore(request.headers.get(STORE_HEADER), () => getResponse([...handlers], request));
      const unanswered = !response || response.headers.get('x-msw-intention') === 'passthrough';
      // A call the demo does not know gets Django's 404, never the app's index.html.
      if (unanswered && path.startsWith('/api/')) {
        res.statusCode = 404;
        res.setHeader('content-type', 'application/json');
        return void res.end(JSON.stringify({ detail: 'Not found.' }));
      }
      if (unanswered) return next();
      await writeResponse(response!, res, request.method);
    })().catch(next);
  };
}
