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

/** Waits as a slow link would when a `slow-` file comes; true when the client went away meanwhile. */
export async function abandonedWhileReceiving(request: Request, names: readonly string[]): Promise<boolean> {
  const slow = names.some((name) => name.toLowerCase().startsWith(SLOW_UPLOAD_PREFIX));
  if (!slow || request.signal.aborted) return request.signal.aborted;
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
