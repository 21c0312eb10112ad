import type { PayrollBanking } from '@rules/payrollFile/banking';
import type { PreviewAnswer } from '@machines/payouts/payoutUpload';
import type { PreviewFailure, PreviewRequest } from './payrollPreview.worker';

/**
 * Reads a chosen file for the preview in a module worker of the app's own origin (so the
 * security policy's `worker-src 'self'` is all it needs), off the page's thread: the File goes
 * in as a handle, the preview comes back with its problems transferred. Aborting (the chart left
 * `reading`: another file or merchant, Upload, Remove, the page went) ends the worker.
 */
export function previewFile(file: File, banking: PayrollBanking, signal: AbortSignal): Promise<PreviewAnswer> {
  if (typeof Worker === 'undefined') {
    // jsdom (the component and model tests) has no Worker: there the same code runs in-thread,
    // loaded on demand, so the tests exercise the very reader the worker runs.
    return readInThread(file, banking);
  }
  return new Promise<PreviewAnswer>((resolve, reject) => {
    const worker = new Worker(new URL('./payrollPreview.worker.ts', import.meta.url), { type: 'module', name: 'payroll-preview' });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<PreviewAnswer | PreviewFailure>) => {
      finish();
      if ('failed' in event.data) reject(new Error(event.data.failed));
      else resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error(event.message || 'The preview could not read the file'));
    };
    worker.onmessageerror = () => {
      finish();
      reject(new Error('The preview could not read the file'));
    };
    worker.postMessage({ file, banking } satisfies PreviewRequest);
  });
}

async function readInThread(file: File, banking: PayrollBanking): Promise<PreviewAnswer> {
  const [{ readPreview }, { readFirstSheet }] = await Promise.all([import('./readPreview'), import('./readSheet')]);
  return readPreview(new Uint8Array(await file.arrayBuffer()), file.name, banking, readFirstSheet);
}
