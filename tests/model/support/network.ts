import { vi } from 'vitest';

/**
 * Holds the browser's requests to some API paths at the fetch and XMLHttpRequest boundaries,
 * so a test can look at the page while they are in flight, then let each one go on to the
 * (msw) demo API, or fail it the way the browser would. A request's own abort signal is
 * honoured while held. Uploads go by XMLHttpRequest (src/api/upload.ts): a held one can also
 * report upload progress, as the browser's `upload` progress events do.
 */
export interface HeldRequest {
  /** Which of the held paths this request is for. */
  readonly path: string;
  readonly method: string;
  readonly url: string;
  /** The body the page gave fetch or XMLHttpRequest.send (URLSearchParams, FormData…), if any. */
  readonly body: unknown;
  /** The headers the page set (an Idempotency-Key, issue 29). */
  readonly headers: Headers;
  /**
   * The request's own abort signal, if it has one: aborting it rejects the held request. For
   * an XMLHttpRequest, a signal that aborts when the page calls `abort()`.
   */
  readonly signal: AbortSignal | undefined;
  /** Reports that `loaded` of `total` bytes are sent (XMLHttpRequest only). */
  progress(loaded: number, total: number): void;
  /** Sends the request on to the demo API (or to whatever msw override is installed). */
  pass(): void;
  /** Rejects the request like a browser that cancelled it (AbortError). */
  abort(): void;
}

export interface RequestHold {
  /** The oldest held request to `path`, waiting for it if none has been made yet. */
  next(path: string, timeoutMs?: number): Promise<HeldRequest>;
  /** Held requests not yet released. */
  pending(): readonly HeldRequest[];
  /** Forgets the held requests: nobody waits for their answer any more; they never settle. */
  discard(): void;
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/**
 * A copy of the headers the page set, taken from their entries: msw's interceptors patch
 * `Headers` to record raw headers, and `new Headers(h)` of a Headers made before the patch
 * (ofetch's) copies only what was set on it afterwards, losing the Idempotency-Key.
 */
const headersOf = (init: HeadersInit | undefined): Headers => new Headers(init instanceof Headers ? [...init.entries()] : init);

/** Starts holding every request whose path ends with one of `paths` (e.g. '/v1/login'). */
export function holdRequests(paths: readonly string[]): RequestHold {
  const original = globalThis.fetch.bind(globalThis);
  const queue: HeldRequest[] = [];
  const waiters: { path: string; take: (held: HeldRequest) => void }[] = [];

  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = urlOf(input);
    const pathname = new URL(url, window.location.href).pathname;
    const path = paths.find((candidate) => pathname.endsWith(candidate));
    if (!path) return original(input, init);
    return new Promise<Response>((resolve, reject) => {
      let settled = false;
      const settle = (run: () => void) => {
        if (settled) return;
        settled = true;
        const at = queue.indexOf(held);
        if (at >= 0) queue.splice(at, 1);
        run();
      };
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined) ?? undefined;
      const held: HeldRequest = {
        path,
        method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
        url,
        body: init?.body,
        headers: headersOf(init?.headers ?? (input instanceof Request ? input.headers : undefined)),
        signal,
        pass: () => settle(() => void original(input, init).then(resolve, reject)),
        abort: () => settle(() => reject(abortError())),
        progress: () => {
          throw new Error(`${path} went by fetch, which reports no upload progress`);
        },
      };
      signal?.addEventListener('abort', () => settle(() => reject(signal.reason ?? abortError())), { once: true });
      enqueue(held);
    });
  });

  const enqueue = (held: HeldRequest) => {
    queue.push(held);
    const waiter = waiters.findIndex((w) => w.path === held.path);
    if (waiter >= 0) waiters.splice(waiter, 1)[0]!.take(held);
  };
  const Real = globalThis.XMLHttpRequest;
  const pathOf = (url: string) => paths.find((candidate) => new URL(url, window.location.href).pathname.endsWith(candidate));
  vi.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(function held() {
    return new HoldingXhr(Real, pathOf, enqueue, (held) => {
      const at = queue.indexOf(held);
      if (at >= 0) queue.splice(at, 1);
    }) as unknown as XMLHttpRequest;
  });

  return {
    next: (path, timeoutMs = 2000) => {
      const first = queue.find((held) => held.path === path);
      if (first) return Promise.resolve(first);
      return new Promise<HeldRequest>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No request to ${path} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          path,
          take: (held) => {
            clearTimeout(timer);
            resolve(held);
          },
        });
      });
    },
    pending: () => [...queue],
    discard: () => {
      queue.length = 0;
    },
  };
}

const RELAYED_UPLOAD_EVENTS = ['loadstart', 'progress', 'load', 'loadend'] as const;
const RELAYED_EVENTS = ['load', 'error', 'abort', 'timeout', 'loadend'] as const;

/**
 * An XMLHttpRequest that, for a held path, waits in the queue on `send` and only then hands
 * itself over to a real (msw-intercepted) one, relaying its events. Just what the app's
 * upload transport uses: open, setRequestHeader, send, abort, the answer, and listeners.
 */
class HoldingXhr extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers: [string, string][] = [];
  private real: XMLHttpRequest | null = null;

  constructor(
    private readonly Real: typeof XMLHttpRequest,
    private readonly pathOf: (url: string) => string | undefined,
    private readonly enqueue: (held: HeldRequest) => void,
    private readonly dequeue: (held: HeldRequest) => void,
  ) {
    super();
  }

  open(method: string, url: string | URL) {
    this.method = method.toUpperCase();
    this.url = String(url);
  }

  setRequestHeader(name: string, value: string) {
    this.headers.push([name, value]);
  }

  getResponseHeader(name: string) {
    return this.real?.getResponseHeader(name) ?? null;
  }

  send(body?: Document | XMLHttpRequestBodyInit | null) {
    const path = this.pathOf(this.url);
    if (!path) return this.forward(body);
    const aborted = new AbortController();
    let settled = false;
    const settle = (run: () => void) => {
      if (settled) return;
      settled = true;
      this.dequeue(held);
      run();
    };
    const held: HeldRequest = {
      path,
      method: this.method,
      url: this.url,
      body,
      headers: new Headers(this.headers),
      signal: aborted.signal,
      pass: () => settle(() => this.forward(body)),
      abort: () => settle(() => this.fire('abort')),
      progress: (loaded, total) => {
        if (!settled) this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: total > 0 }));
      },
    };
    this.aborted = () => {
      aborted.abort();
      held.abort();
    };
    this.enqueue(held);
  }

  private aborted: (() => void) | null = null;

  abort() {
    if (this.real) this.real.abort();
    else this.aborted?.();
  }

  private fire(type: string) {
    this.dispatchEvent(new ProgressEvent(type));
    if (type !== 'loadend') this.dispatchEvent(new ProgressEvent('loadend'));
  }

  private forward(body?: Document | XMLHttpRequestBodyInit | null) {
    const real = new this.Real();
    this.real = real;
    real.open(this.method, this.url);
    for (const [name, value] of this.headers) real.setRequestHeader(name, value);
    for (const type of RELAYED_UPLOAD_EVENTS) {
      real.upload.addEventListener(type, (event) => this.upload.dispatchEvent(new ProgressEvent(type, event)));
    }
    for (const type of RELAYED_EVENTS) {
      real.addEventListener(type, (event) => {
        this.status = real.status;
        this.statusText = real.statusText;
        this.responseText = real.responseText;
        this.dispatchEvent(new ProgressEvent(type, event));
      });
    }
    real.send(body ?? null);
  }
}
