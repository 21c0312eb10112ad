import { useDisclosure } from '@mantine/hooks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@app/i18n';
import { CHARACTER_KEYS_KEY } from '@app/platform/deviceSettings';
import { ShellShortcuts } from '@app/shell/shortcuts/ShellShortcuts';
import { SHORTCUTS } from '@app/platform/shortcuts';
import { renderView, useLanguage } from '../../support/render';

/** The shell's shortcuts (issue 13): '?' opens the help, '/' goes to the page's filters. */

function Page({ withFilters = true }: { withFilters?: boolean }) {
  const [opened, help] = useDisclosure(false);
  return (
    <>
      <ShellShortcuts opened={opened} onOpen={help.open} onClose={help.close} />
      <main>
        <form aria-label="Notes">
          <input aria-label="Note" />
        </form>
        {withFilters && (
          <form data-filters aria-label="Filters">
            <input type="hidden" name="secret" />
            <button type="button" disabled>
              Not now
            </button>
            <input aria-label="Payroll id" />
          </form>
        )}
      </main>
    </>
  );
}

describe('shell shortcuts', () => {
  beforeAll(() => useLanguage('en', ['shortcuts']));
  afterEach(() => window.localStorage.clear());

  it("'?' opens the help, which lists every shortcut of the table", async () => {
    const user = userEvent.setup();
    renderView(<Page />);
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(help).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(SHORTCUTS.length);
    SHORTCUTS.forEach((entry, index) => {
      expect(rows[index]).toHaveTextContent(i18next.t(`shortcuts:actions.${entry.id}`));
      for (const key of entry.keys) expect(within(rows[index]!).getByText(key)).toBeInTheDocument();
    });
  });

  it('lists them in Spanish too', async () => {
    await useLanguage('es', ['shortcuts']);
    try {
      const user = userEvent.setup();
      renderView(<Page />);
      await user.keyboard('?');
      const help = await screen.findByRole('dialog', { name: 'Atajos de teclado' });
      expect(within(help).getByText('Página siguiente de la lista')).toBeInTheDocument();
    } finally {
      await useLanguage('en', ['shortcuts']);
    }
  });

  it("'/' puts the focus in the first field of the page's filters", async () => {
    const user = userEvent.setup();
    renderView(<Page />);
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Payroll id' })).toHaveFocus();
    // The slash is not typed into the field.
    expect(screen.getByRole('textbox', { name: 'Payroll id' })).toHaveValue('');
  });

  it("'/' does nothing on a page without filters", async () => {
    const user = userEvent.setup();
    renderView(<Page withFilters={false} />);
    await user.keyboard('/');
    expect(document.body).toHaveFocus();
  });

  it('ignores the keys while the user types in a field', async () => {
    const user = userEvent.setup();
    renderView(<Page />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'a/b?');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('a/b?');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the help turns single-key shortcuts off, and then they do nothing', async () => {
    const user = userEvent.setup();
    renderView(<Page />);
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.click(within(help).getByRole('checkbox', { name: /Single-key shortcuts/ }));
    expect(window.localStorage.getItem(CHARACTER_KEYS_KEY)).toBe('off');
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('/?');
    expect(screen.getByRole('textbox', { name: 'Payroll id' })).not.toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
