import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../../support/render';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function renderApp() {
  const { App } = await import('@app/app/App');
  const { createSessionActor } = await import('@app/session/sessionActor');
  const { createAppRouter } = await import('@app/app/router');
  const { i18next } = await import('@app/i18n');
  const { accessCalls } = await import('@app/app/loadOnDemand');
  const session = createSessionActor(accessCalls);
  render(<App i18n={i18next} session={session} router={createAppRouter(session)} />);
}

describe('maintenance mode', () => {
  it('shows the maintenance page instead of the app when switched on', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_MAINTENANCE_MODE', 'true');
    await useLanguage('en', ['shell']);
    await renderApp();
    expect(await screen.findByRole('heading', { name: 'We are under maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
