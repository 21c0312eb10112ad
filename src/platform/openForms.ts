import type { DraftSource } from './draftTypes';
import { platform } from './store';

/**
 * The forms that write, open now (issue 29). While one is open, a 401 asks for the password
 * in a dialog over the page instead of leaving it for /login, so nothing typed is lost.
 * A form calls `formOpened()` when it opens and the function it returns when it closes.
 */
export function formOpened(draft?: DraftSource): () => void {
  const id = Symbol('form');
  platform.forms.open.set(id, draft ?? null);
  return () => {
    platform.forms.open.delete(id);
  };
}

export const anyFormOpen = (): boolean => platform.forms.open.size > 0;

/** The open forms that can be kept as drafts, the latest opened last. */
export const openDraftSources = (): DraftSource[] =>
  [...platform.forms.open.values()].filter((source): source is DraftSource => source !== null);
