import type { SnapshotFrom } from 'xstate';
import type { PayoutUploadEvent, payoutUploadMachine } from '@machines/payouts/payoutUpload';

/** What each part of the page gets: the chart's snapshot to render and a way to send events. */
export interface UploadView {
  readonly state: SnapshotFrom<typeof payoutUploadMachine>;
  readonly send: (event: PayoutUploadEvent) => void;
}
