import { unzipSync, type AsyncTerminable, type AsyncUnzipOptions, type UnzipCallback, type Unzipped } from 'fflate';

/**
 * fflate as read-excel-file sees it in the preview's worker (vite.config.ts, `fflateInWorker`):
 * the same library, but `unzip` decompresses synchronously. fflate's own asynchronous unzip
 * starts a worker per large entry from a blob: URL, which the security policy
 * (`worker-src 'self'`) refuses; the preview already runs in a worker, so nothing waits on it.
 */
export { strFromU8, Unzip, unzipSync } from 'fflate';

export function unzip(data: Uint8Array, opts: AsyncUnzipOptions | UnzipCallback, cb?: UnzipCallback): AsyncTerminable {
  const callback = typeof opts === 'function' ? opts : cb!;
  const options = typeof opts === 'function' ? {} : opts;
  let files: Unzipped | null = null;
  let failure: unknown = null;
  try {
    files = unzipSync(data, options);
  } catch (error) {
    failure = error;
  }
  queueMicrotask(() => callback(failure as Parameters<UnzipCallback>[0], files as Unzipped));
  return () => {};
}
