import { readSheet } from 'read-excel-file/web-worker';
import type { ReadSheet } from './readPreview';

/**
 * read-excel-file's web-worker entry (it starts no worker of its own): the first sheet, cells as
 * written (no trimming: the server's exceljs reading does not trim either; the check trims).
 * Its unzipping (fflate) would start blob: workers for large sheets, which `worker-src 'self'`
 * refuses: the build hands it a synchronous unzip instead (vite.config.ts, fflateInWorker).
 */
export const readFirstSheet: ReadSheet = (bytes) => readSheet(bytes, 1, { trim: false });
