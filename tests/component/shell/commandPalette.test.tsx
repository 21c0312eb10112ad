import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaletteLauncher } from '@app/shell/commandPalette/PaletteLauncher';
import { renderView, useLanguage } from '../../support/render';

describe('command palette', () => {
  beforeAll(() => useLanguage('en', ['shell', 'commandPalette']));

  it('opens from the header button with the pages carga may open', async () => {
    const user = userEvent.setup();
    renderView(<PaletteLauncher profileNames={['CARGA']} onShortcuts={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open the command palette' }));
    const search = await screen.findByRole('textbox', { name: 'Search pages and actions' });
    expect(search).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upload payout' })).toBeInTheDocument();
  });
});
