import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MerchantMultiSelect, type MerchantMultiSelectProps } from '@app/filters/MerchantMultiSelect';
import { renderView, useLanguage } from '../../support/render';

const companies = Array.from({ length: 9 }, (_, index) => ({ pk: index + 1, name: `Merchant ${index + 1}` }));

function Harness({ initial = [], ...props }: Omit<MerchantMultiSelectProps, 'value' | 'onChange'> & { initial?: number[]; spy?: (value: number[]) => void }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
      <MerchantMultiSelect
        {...props}
        value={value}
        onChange={(next) => {
          props.spy?.(next);
          setValue(next);
        }}
      />
  );
}

async function pick(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Merchants' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('MerchantMultiSelect', () => {
  beforeEach(async () => {
    await useLanguage('en', ['filters']);
  });

  it('renders nothing for a user with one company or none', () => {
    const { rerender } = renderView(<Harness companies={[{ pk: 1, name: 'Only one' }]} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('Merchants')).not.toBeInTheDocument();
    rerender(<Harness companies={[]} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('Merchants')).not.toBeInTheDocument();
    rerender(<Harness companies={companies.slice(0, 2)} />);
    expect(screen.getByRole('combobox', { name: 'Merchants' })).toBeInTheDocument();
  });

  it('lets the user search and pick merchants', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Harness companies={companies} spy={spy} />);
    await user.type(screen.getByRole('combobox', { name: 'Merchants' }), 'Merchant 3');
    await user.click(await screen.findByRole('option', { name: 'Merchant 3' }));
    expect(spy).toHaveBeenLastCalledWith([3]);
  });

  it('refuses an 8th merchant and says so', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Harness companies={companies} initial={[1, 2, 3, 4, 5, 6, 7]} spy={spy} />);
    expect(screen.queryByText('You can select up to 7 merchants.')).not.toBeInTheDocument();

    await pick(user, 'Merchant 8');

    expect(await screen.findByText('You can select up to 7 merchants.')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Merchants' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the message once the selection changes', async () => {
    const user = userEvent.setup();
    renderView(<Harness companies={companies} initial={[1, 2, 3, 4, 5, 6, 7]} />);
    await pick(user, 'Merchant 8');
    expect(await screen.findByText('You can select up to 7 merchants.')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Merchant 1' })); // deselects it
    expect(screen.queryByText('You can select up to 7 merchants.')).not.toBeInTheDocument();
  });

  it('honours a smaller maximum', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Harness companies={companies} max={2} initial={[1, 2]} spy={spy} />);
    await pick(user, 'Merchant 3');
    expect(await screen.findByText('You can select up to 2 merchants.')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('offers Select all only without a maximum', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    const { unmount } = renderView(<Harness companies={companies} />);
    expect(screen.queryByRole('button', { name: 'Select all' })).not.toBeInTheDocument();
    unmount();

    renderView(<Harness companies={companies} max={null} spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(spy).toHaveBeenLastCalledWith(companies.map((company) => company.pk));
    expect(screen.getByRole('button', { name: 'Select all' })).toBeDisabled();
  });

  it('has no limit without a maximum', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Harness companies={companies} max={null} initial={[1, 2, 3, 4, 5, 6, 7]} spy={spy} />);
    await pick(user, 'Merchant 8');
    expect(spy).toHaveBeenLastCalledWith([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(screen.queryByText(/You can select up to/)).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await useLanguage('es', ['filters']);
    const user = userEvent.setup();
    renderView(<Harness companies={companies} initial={[1, 2, 3, 4, 5, 6, 7]} />);
    await user.click(screen.getByRole('combobox', { name: 'Comercios' }));
    await user.click(await screen.findByRole('option', { name: 'Merchant 9' }));
    expect(await screen.findByText('Puede seleccionar hasta 7 comercios.')).toBeInTheDocument();
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(9);
  });
});
