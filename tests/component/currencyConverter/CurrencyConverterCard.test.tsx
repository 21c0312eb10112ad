import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatAmount } from '@app/format';
import { ORDER_STORAGE_KEY } from '@app/payments/currencyConverter/currencyOrder';
import { rateMatrix } from '@demo-api/payments/reference';
import { useLanguage } from '../../support/render';
import { layOutRows, renderCard } from './support';

const rates = rateMatrix();
const five = (value: number) => formatAmount(value, { decimals: 5 });

const list = () => screen.findByRole('list', { name: 'Currencies: choose one as the base, drag to reorder' });
/** The code a row shows first on its base button ("CLP" over "Chilean peso"). */
const codeOf = (row: HTMLElement) => row.querySelector('[aria-pressed] > span')?.textContent;
const codes = async () => within(await list()).getAllByRole('listitem').map(codeOf);
const rowOf = async (code: string) => within(await list()).getAllByRole('listitem').find((row) => codeOf(row) === code)!;
const baseButton = (code: string) => screen.getByRole('button', { name: new RegExp(`^${code} `) });

describe('currency converter card', () => {
  let user: UserEvent;
  beforeEach(async () => {
    await useLanguage('en', ['currencyConverter']);
    user = userEvent.setup({ delay: null });
  });
  afterEach(() => window.localStorage.clear());

  it('shows the six currencies with CLP as the base, 1 CLP converted to 5 decimals, and the rates’ time', async () => {
    await renderCard();
    expect(await codes()).toEqual(['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN']);
    expect(screen.getByText('Last updated 20-11-2026 15:00:00 UTC')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount in CLP' })).toHaveValue('1');
    expect(baseButton('CLP')).toHaveAttribute('aria-pressed', 'true');
    expect(baseButton('EUR')).toHaveAttribute('aria-pressed', 'false');
    const eur = within(await rowOf('EUR'));
    expect(eur.getByText(`EUR ${five(rates.CLP!.EUR!)}`)).toBeInTheDocument();
    expect(eur.getByText(`1 CLP = ${five(rates.CLP!.EUR!)} EUR`)).toBeInTheDocument();
    expect(within(await rowOf('CLP')).getByText('Base')).toBeInTheDocument();
  });

  it('a click anywhere on a row makes it the base; the amount converts from it', async () => {
    await renderCard();
    const usd = await rowOf('USD');
    await user.click(within(usd).getByText(/^1 CLP = /));
    expect(baseButton('USD')).toHaveAttribute('aria-pressed', 'true');
    const amount = screen.getByRole('textbox', { name: 'Amount in USD' });
    await user.clear(amount);
    await user.type(amount, '2,5');
    expect(amount).toHaveValue('2.5');
    const clp = within(await rowOf('CLP'));
    expect(clp.getByText(`CLP ${five(2.5 * rates.USD!.CLP!)}`)).toBeInTheDocument();
    expect(clp.getByText(`1 USD = ${five(rates.USD!.CLP!)} CLP`)).toBeInTheDocument();
  });

  it('the keyboard chooses the base too', async () => {
    await renderCard();
    await list();
    baseButton('PEN').focus();
    await user.keyboard('{Enter}');
    expect(baseButton('PEN')).toHaveAttribute('aria-pressed', 'true');
    baseButton('BRL').focus();
    await user.keyboard(' ');
    expect(baseButton('BRL')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Amount in BRL' })).toBeInTheDocument();
  });

  it('an empty amount shows the rates without converted values', async () => {
    await renderCard();
    await user.clear(await screen.findByRole('textbox', { name: 'Amount in CLP' }));
    const eur = within(await rowOf('EUR'));
    expect(eur.getByTestId('converted-EUR')).toHaveTextContent(/^$/);
    expect(eur.getByText(`1 CLP = ${five(rates.CLP!.EUR!)} EUR`)).toBeInTheDocument();
  });

  it('collapses and opens again, keeping what was chosen', async () => {
    await renderCard();
    await list();
    await user.click(baseButton('USD').closest('li')!.querySelector('p')!);
    const toggle = screen.getByRole('button', { name: 'Hide the converter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    const show = screen.getByRole('button', { name: 'Show the converter' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('list')).toBeNull());
    await user.click(show);
    expect(await screen.findByRole('textbox', { name: 'Amount in USD' })).toBeInTheDocument();
  });

  it('moves a row with the keyboard, announces it, and keeps the order', async () => {
    const layout = layOutRows();
    try {
      await renderCard();
      const handle = within(await rowOf('MXN')).getByRole('button', { name: 'Move MXN' });
      expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
      handle.focus();
      await user.keyboard('[Space]');
      expect(await screen.findByText('Picked up MXN, in position 6 of 6.')).toBeInTheDocument();
      await user.keyboard('[ArrowUp][ArrowUp]');
      expect(await screen.findByText('MXN would move to position 4 of 6.')).toBeInTheDocument();
      await user.keyboard('[Space]');
      await waitFor(async () => expect(await codes()).toEqual(['EUR', 'USD', 'CLP', 'MXN', 'PEN', 'BRL']));
      expect(screen.getByText('MXN dropped in position 4 of 6.')).toBeInTheDocument();
      expect(JSON.parse(window.localStorage.getItem(ORDER_STORAGE_KEY)!)).toEqual(['EUR', 'USD', 'CLP', 'MXN', 'PEN', 'BRL']);
      // A drag does not change the base.
      expect(baseButton('CLP')).toHaveAttribute('aria-pressed', 'true');
    } finally {
      layout.mockRestore();
    }
  });

  it('Escape cancels a keyboard move', async () => {
    const layout = layOutRows();
    try {
      await renderCard();
      within(await rowOf('EUR')).getByRole('button', { name: 'Move EUR' }).focus();
      await user.keyboard('[Space]');
      expect(await screen.findByText('Picked up EUR, in position 1 of 6.')).toBeInTheDocument();
      await user.keyboard('[ArrowDown]');
      expect(await screen.findByText('EUR would move to position 2 of 6.')).toBeInTheDocument();
      await user.keyboard('[Escape]');
      expect(await screen.findByText('Moving EUR cancelled; it stays in position 1 of 6.')).toBeInTheDocument();
      expect(await codes()).toEqual(['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN']);
      expect(window.localStorage.getItem(ORDER_STORAGE_KEY)).toBeNull();
    } finally {
      layout.mockRestore();
    }
  });

  it('moves a row up and down without dragging, and keeps the order; the ends go no further', async () => {
    await renderCard();
    const row = async (code: string) => within(await rowOf(code));
    expect((await row('EUR')).getByRole('button', { name: 'Move EUR up' })).toBeDisabled();
    expect((await row('MXN')).getByRole('button', { name: 'Move MXN down' })).toBeDisabled();
    await user.click((await row('PEN')).getByRole('button', { name: 'Move PEN up' }));
    await user.click((await row('EUR')).getByRole('button', { name: 'Move EUR down' }));
    await waitFor(async () => expect(await codes()).toEqual(['USD', 'EUR', 'PEN', 'CLP', 'BRL', 'MXN']));
    expect(JSON.parse(window.localStorage.getItem(ORDER_STORAGE_KEY)!)).toEqual(['USD', 'EUR', 'PEN', 'CLP', 'BRL', 'MXN']);
    // Moving is not choosing: the base stays.
    expect(baseButton('CLP')).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts from the saved order', async () => {
    window.localStorage.setItem(ORDER_STORAGE_KEY, JSON.stringify(['BRL', 'MXN', 'EUR', 'USD', 'CLP', 'PEN']));
    await renderCard();
    expect(await codes()).toEqual(['BRL', 'MXN', 'EUR', 'USD', 'CLP', 'PEN']);
  });

  it('speaks Spanish', async () => {
    await useLanguage('es', ['currencyConverter']);
    await renderCard(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversor de monedas' })).toBeInTheDocument();
    expect(screen.getByText('Última actualización 20-11-2026 15:00:00 UTC')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Monto en CLP' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'USD Dólar estadounidense: usar como base' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Mover USD' })).toHaveAttribute('aria-roledescription', 'reordenable');
  });
});
