import { platform } from './store';

/**
 * One AbortController per page: leaving the page aborts whatever it still had in flight,
 * and requests made afterwards get a fresh signal.
 *
 * A request may also be made for the page about to open (a sign-in's landing page, asked for
 * while /login is still shown: src/platform/prefetch/earlyLoader.ts). It belongs to that page: leaving
 * /login does not abort it, leaving the landing page does.
 */
const page = platform.page;

export const pageSignal = (): AbortSignal => page.controller.signal;

export function abortPageRequests(): void {
  page.controller.abort();
  page.controller = page.next ?? new AbortController();
  page.next = null;
}

/** Runs `start` with the next page's signal as the page signal: the calls it makes synchronously belong to that page. */
export function forNextPage<T>(start: () => T): T {
  const current = page.controller;
  page.controller = page.next ??= new AbortController();
  try {
    return start();
  } finally {
    page.controller = current;
  }
}
