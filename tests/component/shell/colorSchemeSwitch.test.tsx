import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_KEY } from '@app/platform/deviceSettings';
import { UserMenu } from '@app/shell/UserMenu';
import { theme } from '@app/styles/theme';
import { memoryRouter, quietScrolling } from '../../model/support/router';
import { renderView, useLanguage } from '../../support/render';

/** The user menu's colour scheme switch (issue 13): light, dark or auto, kept on the device. */

const session = { user: { first_name: 'Camila', last_name: 'Rojas' }, avatar: 1 } as Parameters<typeof UserMenu>[0]['session'];
const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

function renderMenu(onShortcuts = () => {}) {
  quietScrolling();
  const router = memoryRouter(
    {
      '/': () => (
        // The app's provider settings (src/app/App.tsx).
        <MantineProvider theme={theme} defaultColorScheme="auto" env="test">
          <UserMenu session={session} onInspect={null} onShortcuts={onShortcuts} />
        </MantineProvider>
      ),
    },
    '/',
  );
  return renderView(<RouterProvider router={router} />);
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'CR Camila Rojas, account menu' }));
  return screen.findByRole('menu');
}

describe('colour scheme switch', () => {
  beforeAll(() => useLanguage('en', ['shell']));
  afterEach(() => window.localStorage.clear());

  it('starts at auto, then Dark darkens the page at once and is kept on the device', async () => {
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: /^Auto \(as the system\)\s*\(current\)$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Dark' }));
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    // The menu stays open and says which one is chosen.
    expect(screen.getByRole('menuitem', { name: /^Dark\s*\(current\)$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Light' }));
    await waitFor(() => expect(scheme()).toBe('light'));
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
  });

  it('opens with the stored choice', async () => {
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: /^Dark\s*\(current\)$/ })).toBeInTheDocument();
    await waitFor(() => expect(scheme()).toBe('dark'));
  });

  it("offers the keyboard shortcuts' help", async () => {
    const user = userEvent.setup();
    const onShortcuts = vi.fn();
    renderMenu(onShortcuts);
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: /Keyboard shortcuts/ }));
    expect(onShortcuts).toHaveBeenCalledTimes(1);
  });
});
