import type { PayrollBanking } from '@rules/payrollFile/banking';
import { readPreview, transferOf } from './readPreview';
import { readFirstSheet } from './readSheet';

/**
 * The preview's module worker (issue 28): the chosen File comes in (a handle, not its bytes),
 * its bytes are read, parsed and checked here, and only the preview goes back, its problems'
 * typed arrays transferred (rules/payrollFile/preview.ts).
 */
/** The worker's scope, typed here (the project's DOM types know no worker globals). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<PreviewRequest>) => Promise<void>) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

export interface PreviewRequest {
  readonly file: Blob & { readonly name: string };
  readonly banking: PayrollBanking;
}

/** What the page gets when the reading broke (the file changed or went away since it was chosen, say). */
export interface PreviewFailure {
  readonly failed: string;
}

scope.onmessage = async (event: MessageEvent<PreviewRequest>) => {
  const { file, banking } = event.data;
  try {
    const answer = await readPreview(new Uint8Array(await file.arrayBuffer()), file.name, banking, readFirstSheet);
    scope.postMessage(answer, transferOf(answer));
  } catch (error) {
    // A rejection here would not reach the page's onerror: say it in a message.
    scope.postMessage({ failed: error instanceof Error ? error.message : String(error) } satisfies PreviewFailure, []);
  }
};
