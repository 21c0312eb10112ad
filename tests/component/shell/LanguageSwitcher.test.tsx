import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '@app/platform/navigation';
import { LanguageSwitcher } from '@app/components/LanguageSwitcher';
import { renderView, useLanguage } from '../../support/render';

const original = { ...navigation };
afterEach(() => Object.assign(navigation, original));

describe('LanguageSwitcher', () => {
  it('saves Spanish in local storage and reloads the page', async () => {
    const reload = vi.fn();
    navigation.reload = reload;
    await useLanguage('en');
    renderView(<LanguageSwitcher />);
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByText('Español'));
    expect(window.localStorage.getItem('lang')).toBe('es');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the current language is chosen again', async () => {
    const reload = vi.fn();
    navigation.reload = reload;
    await useLanguage('es');
    renderView(<LanguageSwitcher />);
    expect(screen.getByRole('radiogroup', { name: 'Idioma' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Español'));
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('lang')).toBeNull();
  });
});
