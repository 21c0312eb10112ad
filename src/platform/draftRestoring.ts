import type { RestoringDraft } from './draftTypes';
import { platform } from './store';

/**
 * A draft on its way back into its form (issue 29): the user chose "Restore", and the form's page
 * takes it when it mounts or, already on screen, when it comes. Apart from drafts.ts so that the
 * pages do not load the IndexedDB code to listen.
 */

/** Puts a restored draft in the way of its page, or takes it away (null). */
export function offerDraft(draft: RestoringDraft | null): void {
  platform.forms.restoring = draft;
  for (const listener of platform.forms.listeners) listener();
}

/** The draft waiting for `form`'s page, if any. */
export const restoringDraft = (form: string): RestoringDraft | null =>
  platform.forms.restoring?.form === form ? platform.forms.restoring : null;

/** The page took the draft into its form. */
export function draftTaken(): void {
  offerDraft(null);
}

/** Calls `listener` when a draft comes to be restored or is taken. */
export function watchRestoring(listener: () => void): () => void {
  platform.forms.listeners.add(listener);
  return () => {
    platform.forms.listeners.delete(listener);
  };
}
