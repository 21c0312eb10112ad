/**
 * What the user did on the prerendered login form (index.html, before the app's scripts
 * arrived): the app's form starts from it, so nothing typed is lost and a Sign in pressed
 * early still happens, once. Read on the app form's first render, while the prerendered
 * markup is still on screen; React's first commit then replaces it.
 */
export interface PrerenderedLogin {
  readonly username: string;
  readonly password: string;
  /** The field that had the focus, to give it back with its caret. */
  readonly focused: { readonly field: 'username' | 'password'; readonly start: number | null; readonly end: number | null } | null;
  /** Sign in was pressed (the inline boot script held the submit). */
  readonly submitted: boolean;
}

/** Attribute of the prerendered form's wrapper (one per language in the HTML). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered-login';
/** Set on the wrapper by the boot script when the form was submitted. */
export const SUBMITTED_ATTRIBUTE = 'data-submitted';

function field(root: Element, autocomplete: string): HTMLInputElement | null {
  return root.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`);
}

/**
 * Null once React has replaced the prerendered markup (a later visit to /login), so nothing
 * typed before is ever offered again.
 */
export function takeOverPrerenderedLogin(doc: Document = document): PrerenderedLogin | null {
  const root = doc.querySelector(`[${PRERENDERED_ATTRIBUTE}]:not([hidden])`);
  const username = root && field(root, 'username');
  const password = root && field(root, 'current-password');
  if (!root || !username || !password) return null;
  const active = doc.activeElement;
  const focusedInput = active === username ? username : active === password ? password : null;
  return {
    username: username.value,
    password: password.value,
    focused: focusedInput
      ? { field: focusedInput === username ? 'username' : 'password', start: focusedInput.selectionStart, end: focusedInput.selectionEnd }
      : null,
    submitted: root.hasAttribute(SUBMITTED_ATTRIBUTE),
  };
}

/** A submit held by the boot script is sent once, even under StrictMode's double effects. */
let submitSent = false;
export function claimHeldSubmit(login: PrerenderedLogin | null): boolean {
  if (!login?.submitted || submitSent) return false;
  submitSent = true;
  return true;
}

/** Tests only: a new page load. */
export function resetHeldSubmit(): void {
  submitSent = false;
}
