/**
 * Upload progress as the upload charts see it. The actor that sends the file reports how far
 * the browser has got by sending PROGRESS to the chart that invoked it (`progressTo`, the
 * chart's own ref, handed over in the actor's input); CANCEL comes from the user.
 */
export type UploadProgressEvent =
  /** The share of the body sent so far, 0 to 100 (the browser's upload progress events). */
  | { type: 'PROGRESS'; percent: number }
  /** The user stops the upload: the request is aborted and nothing is said but 'Upload cancelled'. */
  | { type: 'CANCEL' };

/** Where the upload actor sends its progress: the invoking chart. */
export interface ProgressTarget {
  send(event: { type: 'PROGRESS'; percent: number }): void;
}

/**
 * The percent shown after a report: whole, within 0..100, and never back (a late or repeated
 * event does not move the bar backwards; a report that is not a number changes nothing).
 */
export function nextPercent(current: number, reported: number): number {
  if (!Number.isFinite(reported)) return current;
  return Math.max(current, Math.min(100, Math.max(0, Math.floor(reported))));
}
