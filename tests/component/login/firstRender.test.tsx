import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstTextsBlock } from '../../../scripts/build/prerenderLogin';

/**
 * Issue 15: a cold /login renders its form in the stored language with the texts index.html
 * carries (the build's JSON block, written here by the same function). Everything the app
 * loads on demand goes through `onDemand()` (src/app/loadOnDemand.ts): here it never answers,
 * so a namespace that had to be fetched would leave the page suspended and the form would
 * never show.
 */
const onDemand = vi.fn(() => new Promise<never>(() => {}));
// The module's other loaders go through the same never-answering onDemand, as the real ones do.
vi.mock('@app/app/loadOnDemand', () => ({
  onDemand,
  accessCalls: () => onDemand(),
  locales: () => onDemand(),
  presentToast: () => void onDemand(),
}));

afterEach(() => {
  vi.resetModules();
  onDemand.mockClear();
  document.head.innerHTML = '';
});

async function openLogin() {
  document.head.innerHTML = firstTextsBlock();
  const { initI18n } = await import('@app/i18n');
  const { App } = await import('@app/app/App');
  const { createSessionActor } = await import('@app/session/sessionActor');
  const { createAppRouter } = await import('@app/app/router');
  const { accessCalls, locales } = await import('@app/app/loadOnDemand');
  const i18n = await initI18n(locales);
  const session = createSessionActor(accessCalls);
  const router = createAppRouter(session);
  session.start();
  render(<App i18n={i18n} session={session} router={router} />);
  return i18n;
}

describe.each([
  { lng: 'en', title: 'Sign in', username: 'Username', switcher: 'Language', idle: 'You were signed out after a period without activity. Sign in again to continue.' },
  { lng: 'es', title: 'Iniciar sesión', username: 'Usuario', switcher: 'Idioma', idle: 'Su sesión se cerró tras un período sin actividad. Inicie sesión de nuevo para continuar.' },
])('a cold /login in $lng', ({ lng, title, username, switcher, idle }) => {
  it('says why the last session ended, in the stored language, until the next sign-in (issue 29)', async () => {
    window.history.replaceState(null, '', '/login');
    if (lng !== 'en') window.localStorage.setItem('lang', lng);
    window.sessionStorage.setItem('signOutReason', 'idle');
    await openLogin();
    expect(await screen.findByRole('status')).toHaveTextContent(idle);
    expect(screen.getByLabelText(username)).toBeInTheDocument();
    expect(onDemand).not.toHaveBeenCalled();
  });

  it('says nothing when no session ended, or for a reason it does not know', async () => {
    window.history.replaceState(null, '', '/login');
    if (lng !== 'en') window.localStorage.setItem('lang', lng);
    window.sessionStorage.setItem('signOutReason', 'gremlins');
    await openLogin();
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has the texts of the stored language without asking for any', async () => {
    window.history.replaceState(null, '', '/login');
    if (lng !== 'en') window.localStorage.setItem('lang', lng);
    const i18n = await openLogin();
    expect(i18n.language).toBe(lng);
    // Ready at first render: no load of texts is pending or needed.
    expect(i18n.hasResourceBundle(lng, 'login')).toBe(true);
    expect(i18n.hasResourceBundle(lng, 'common')).toBe(true);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(username)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: switcher })).toBeInTheDocument();
    expect(onDemand).not.toHaveBeenCalled();
  });
});
