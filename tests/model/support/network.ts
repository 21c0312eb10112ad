import { vi } from 'vitest';

/**
 * Holds the browser's requests to some API paths at the fetch boundary, so a test can look
 * at the page while they are in flight, then let each one go on to the (msw) demo API, or
 * fail it the way the browser would. A request's own abort signal is honoured while held.
 */
export interface HeldRequest {
  /** Which of the held paths this request is for. */
  readonly path: string;
  readonly method: string;
  readonly url: string;
  /** The body the page gave fetch (URLSearchParams, FormData, a string…), if any. */
  readonly body: unknown;
  /** The request's own abort signal, if it has one: aborting it rejects the held request. */
  readonly signal: AbortSignal | undefined;
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
        signal,
        pass: () => settle(() => void original(input, init).then(resolve, reject)),
        abort: () => settle(() => reject(abortError())),
      };
      signal?.addEventListener('abort', () => settle(() => reject(signal.reason ?? abortError())), { once: true });
      queue.push(held);
      const waiter = waiters.findIndex((w) => w.path === path);
      if (waiter >= 0) waiters.splice(waiter, 1)[0]!.take(held);
    });
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
