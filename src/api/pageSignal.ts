/**
 * One AbortController per page: leaving the page aborts whatever it still had in flight,
 * and requests made afterwards get a fresh signal.
 */
let controller = new AbortController();

export const pageSignal = (): AbortSignal => controller.signal;

export function abortPageRequests(): void {
  controller.abort();
  controller = new AbortController();
}
