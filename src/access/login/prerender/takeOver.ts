/**
 * What the user did on the prerendered login form (index.html, before the app's scripts
 * arrived): the app's form starts from it, so nothing typed is lost and a Sign in pressed
 * early still happens, once. Read on the app form's first render, while the prerendered
 * markup is still on screen; React's first commit then replaces it.
 */
export interface PrerenderedLogin {
  readonly username: string;
  readonly password: string;
  /** The field that had the focus, to give it back (the caret goes to the end, where typing was). */
  readonly focused: 'username' | 'password' | null;
  /** Sign in was pressed (the inline boot script held the submit, marking the copy). */
  readonly submitted: boolean;
}

/**
 * The shown copy (the boot script unhid it), or null once React has replaced it: a later
 * visit to /login is never offered what was typed before.
 */
export function takeOverPrerenderedLogin(doc: Document = document): PrerenderedLogin | null {
  const root = doc.querySelector('[data-prerendered-login]:not([hidden])');
  const username = root?.querySelector<HTMLInputElement>('[name=username]');
  const password = root?.querySelector<HTMLInputElement>('[name=password]');
  if (!username || !password) return null;
  const active = doc.activeElement;
  return {
    username: username.value,
    password: password.value,
    focused: active === username ? 'username' : active === password ? 'password' : null,
    submitted: root!.hasAttribute('data-submitted'),
  };
}

let submitSent = false;
/** A submit held by the boot script is sent once, even under StrictMode's double effects. */
export function claimHeldSubmit(login: PrerenderedLogin | null): boolean {
  return !!login?.submitted && !submitSent && (submitSent = true);
}

/** Tests only: a new page load. */
export function resetHeldSubmit(): void {
  submitSent = false;
}
