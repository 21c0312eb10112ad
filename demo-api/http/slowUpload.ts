/**
 * A deterministic slow upload, so the app's 'Cancel upload' can be tried (and tested) on the
 * demo: a payroll file whose name starts with `slow-` takes the demo SLOW_UPLOAD_MS to
 * "receive" before anything is stored, as over a slow link. A client that gives up meanwhile
 * (the request's signal aborts: the connection closed) leaves nothing behind.
 */
export const SLOW_UPLOAD_PREFIX = 'slow-';
export const SLOW_UPLOAD_MS = 4_000;

/** Waits as a slow link would for a `slow-` file; true when the client went away meanwhile. */
export async function abandonedWhileReceiving(request: Request, fileName: string): Promise<boolean> {
  if (!fileName.toLowerCase().startsWith(SLOW_UPLOAD_PREFIX) || request.signal.aborted) return request.signal.aborted;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, SLOW_UPLOAD_MS);
    request.signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
  return request.signal.aborted;
}
