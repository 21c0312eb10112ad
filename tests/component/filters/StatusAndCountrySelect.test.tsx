import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CountrySelect, PayrollStatusSelect, TransferStatusSelect, type CountryOption } from '@app/filters';
import { renderView, useLanguage } from '../../support/render';

/** The status and country filters shared by the payout list, transactions and report forms. */

function Statuses({ kind, spy, initial = [] }: { kind: 'transfer' | 'transaction' | 'payroll'; spy: (ids: number[]) => void; initial?: number[] }) {
  const [value, setValue] = useState<number[]>(initial);
  const change = (next: number[]) => {
    spy(next);
    setValue(next);
  };
  if (kind === 'payroll') return <PayrollStatusSelect statusIds={[0, 4, 5, 7]} value={value} onChange={change} />;
  return (
    <TransferStatusSelect
      labelled={kind === 'transaction' ? 'transaction' : 'status'}
      statusIds={kind === 'transaction' ? [1, 2, 5, 4] : [1, 2, 3, 4, 5]}
      value={value}
      onChange={change}
    />
  );
}

function Countries({ countries, spy, initial = null }: { countries: CountryOption[]; spy: (id: number | null) => void; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <CountrySelect
      countries={countries}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

const optionNames = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);

describe('TransferStatusSelect', () => {
  it('offers the given transfer statuses by name, any status when empty', async () => {
    await useLanguage('en', ['filters', 'payouts']);
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Statuses kind="transfer" spy={spy} />);
    const field = screen.getByRole('combobox', { name: 'Status' });
    expect(field).toHaveAttribute('placeholder', 'Any status');
    await user.click(field);
    expect(optionNames()).toEqual(['In process', 'Approved', 'Rejected', 'Rejected by bank', 'Approved by bank']);
    await user.click(screen.getByRole('option', { name: 'Rejected by bank' }));
    await user.click(screen.getByRole('option', { name: 'In process' }));
    expect(spy).toHaveBeenLastCalledWith([4, 1]);
    expect(field).not.toHaveAttribute('placeholder');
    await user.click(screen.getByRole('option', { name: 'Rejected by bank' }));
    await user.click(screen.getByRole('option', { name: 'In process' }));
    expect(spy).toHaveBeenLastCalledWith([]);
    expect(field).toHaveAttribute('placeholder', 'Any status');
  });

  it("reads 'Transaction status' where the rows are transactions, in the order given, in Spanish too", async () => {
    await useLanguage('es', ['filters', 'payouts']);
    const user = userEvent.setup();
    renderView(<Statuses kind="transaction" spy={vi.fn()} initial={[5]} />);
    await user.click(screen.getByRole('combobox', { name: 'Estado de la transacción' }));
    expect(optionNames()).toEqual(['En proceso', 'Aprobada', 'Aprobada por el banco', 'Rechazada por el banco']);
    expect(screen.getByRole('option', { name: 'Aprobada por el banco' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('PayrollStatusSelect', () => {
  it('offers payroll statuses by name under the same labels', async () => {
    await useLanguage('en', ['filters', 'payouts']);
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Statuses kind="payroll" spy={spy} />);
    const field = screen.getByRole('combobox', { name: 'Status' });
    expect(field).toHaveAttribute('placeholder', 'Any status');
    await user.click(field);
    expect(optionNames()).toEqual(['Upload failed', 'Under approval', 'Approved', 'Approved by bank']);
    await user.click(screen.getByRole('option', { name: 'Under approval' }));
    expect(spy).toHaveBeenLastCalledWith([4]);
  });
});

describe('CountrySelect', () => {
  const countries = [
    { id: 1, name: 'chile' },
    { id: 2, name: 'PERU' },
    { id: 4, name: 'el salvador' },
  ];

  it('renders nothing for a user with one country or none', async () => {
    await useLanguage('en', ['filters']);
    const { rerender } = renderView(<Countries countries={[{ id: 1, name: 'chile' }]} spy={vi.fn()} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('Country')).not.toBeInTheDocument();
    rerender(<Countries countries={[]} spy={vi.fn()} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('offers each country with its name capitalised, one at a time, or any', async () => {
    await useLanguage('en', ['filters']);
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Countries countries={countries} spy={spy} />);
    const field = screen.getByRole('combobox', { name: 'Country' });
    expect(field).toHaveAttribute('placeholder', 'Any country');
    await user.click(field);
    expect(optionNames()).toEqual(['Chile', 'Peru', 'El Salvador']);
    await user.click(screen.getByRole('option', { name: 'El Salvador' }));
    expect(spy).toHaveBeenLastCalledWith(4);
    expect(field).toHaveValue('El Salvador');
    await user.click(field);
    await user.click(screen.getByRole('option', { name: 'El Salvador' }));
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(field).toHaveValue('');
  });

  it('speaks Spanish', async () => {
    await useLanguage('es', ['filters']);
    renderView(<Countries countries={countries} spy={vi.fn()} initial={2} />);
    const field = screen.getByRole('combobox', { name: 'País' });
    expect(field).toHaveAttribute('placeholder', 'Cualquier país');
    expect(field).toHaveValue('Peru');
  });
});
