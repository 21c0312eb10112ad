/**
 * One AbortController per page: leaving the page aborts whatever it still had in flight,
 * and requests made afterwards get a fresh signal.
 *
 * A request may also be made for the page about to open (a sign-in's landing page, asked for
 * while /login is still shown: src/platform/prefetch/earlyLoader.ts). It belongs to that page: leaving
 * /login does not abort it, leaving the landing page does.
 */
let controller = new AbortController();
let next: AbortController | null = null;

export const pageSignal = (): AbortSignal => controller.signal;

export function abortPageRequests(): void {
  controller.abort();
  controller = next ?? new AbortController();
  next = null;
}

/** Runs `start` with the next page's signal as the page signal: the calls it makes synchronously belong to that page. */
export function forNextPage<T>(start: () => T): T {
  const current = controller;
  controller = next ??= new AbortController();
  try {
    return start();
  } finally {
    controller = current;
  }
}
