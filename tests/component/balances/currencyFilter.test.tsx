import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { renderSettlements } from './support';

/** Spec 02 section 2: the settlements' currency filter offers 'Select a currency' first. */

const LIST = '/v1/company_balance_list/get_available';

/** The currency each list call asked for ('' when none). */
function recordCurrencies() {
  const asked: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(LIST)) asked.push(url.searchParams.get('currency') ?? '');
  };
  demoServer.events.on('request:start', listen);
  afterEach(() => demoServer.events.removeListener('request:start', listen));
  return asked;
}

describe('Settlements: the currency filter', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', ['settlements', 'filters', 'lists']));

  it("lists 'Select a currency' first, meaning any currency, and choosing it again drops the currency", async () => {
    const asked = recordCurrencies();
    const user = await renderSettlements();
    const filters = screen.getByRole('form', { name: 'Filters' });
    const currency = within(filters).getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('Select a currency');

    await user.click(currency);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('Select a currency');
    expect(options).toContain('USD');
    await user.click(screen.getByRole('option', { name: 'USD' }));
    await user.click(within(filters).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(asked.at(-1)).toBe('USD'));

    await user.click(currency);
    await user.click(screen.getByRole('option', { name: 'Select a currency' }));
    expect(currency).toHaveValue('Select a currency');
    const before = asked.length;
    await user.click(within(filters).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    expect(asked.at(-1)).toBe('');
  });
});
