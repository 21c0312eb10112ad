import { platform } from './store';

/**
 * The forms that write, open now (issue 29). While one is open, a 401 asks for the password
 * in a dialog over the page instead of leaving it for /login, so nothing typed is lost.
 * A form calls `formOpened()` when it opens and the function it returns when it closes.
 */
export function formOpened(): () => void {
  platform.forms.open += 1;
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    platform.forms.open -= 1;
  };
}

export const anyFormOpen = (): boolean => platform.forms.open > 0;
