/**
 * A deterministic slow upload, so the app's upload progress and 'Cancel upload' can be seen
 * (and tested) on the demo: a payroll file or balance attachment whose name starts with
 * `slow-` takes the demo SLOW_UPLOAD_MS to "receive" before anything is stored, as over a
 * slow link. A client that gives up meanwhile
 * (the request's signal aborts: the connection closed) leaves nothing behind.
 */
const SLOW_UPLOAD_PREFIX = 'slow-';
export const SLOW_UPLOAD_MS = 4_000;

const isNamedBlob = (item: unknown): item is { name: string } =>
  typeof item === 'object' && item !== null && 'size' in item && 'name' in item && typeof item.name === 'string';

/**
 * The names of the files in a form field (one, several, or none). Duck-typed: under jsdom the
 * global File is not the class undici's formData() builds.
 */
export const fileNames = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter(isNamedBlob).map((file) => file.name);

/**
 * Waits `ms` as a slow link or a slow report would, or until the client goes away (the request's
 * signal): the `slow-` uploads and the export control's delay (issue 28).
 */
export async function slowAnswer(request: Request, ms: number): Promise<void> {
  if (ms <= 0 || request.signal.aborted) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    request.signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Waits as a slow link would when a `slow-` file comes; true when the client went away meanwhile. */
export async function abandonedWhileReceiving(request: Request, names: readonly string[]): Promise<boolean> {
  const slow = names.some((name) => name.toLowerCase().startsWith(SLOW_UPLOAD_PREFIX));
  if (slow) await slowAnswer(request, SLOW_UPLOAD_MS);
  return request.signal.aborted;
}
