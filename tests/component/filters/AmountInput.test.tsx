import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AmountInput } from '@app/filters/AmountInput';
import { renderView, useLanguage } from '../../support/render';

function Harness({ spy }: { spy?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <AmountInput
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

describe('AmountInput', () => {
  beforeEach(async () => {
    await useLanguage('en', ['filters']);
  });

  it('keeps only digits and one decimal point while typing', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Harness spy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12a.3.4');
    expect(input).toHaveValue('12.34');
    expect(spy).toHaveBeenLastCalledWith('12.34');
    expect(spy).not.toHaveBeenCalledWith(expect.stringMatching(/[^\d.]|\..*\./));
  });

  it('cleans pasted text', async () => {
    const user = userEvent.setup();
    renderView(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(input);
    await user.paste('$ 1,234.56');
    expect(input).toHaveValue('1234.56');
  });

  it('reads a Spanish decimal comma as the decimal point', async () => {
    const user = userEvent.setup();
    renderView(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12,5');
    expect(input).toHaveValue('12.5');
    await user.clear(input);
    await user.paste('1.234,56');
    expect(input).toHaveValue('1234.56');
  });

  it('keeps the caret where the user types when a character is refused', async () => {
    const user = userEvent.setup();
    renderView(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '1234');
    await user.type(input, 'x9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('12934');
  });

  it('is labelled in Spanish', async () => {
    await useLanguage('es', ['filters']);
    renderView(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Monto' })).toBeInTheDocument();
  });
});

describe('AmountInput in Spanish', () => {
  const HINT = 'Escriba el monto sin puntos de miles; use coma para los decimales.';
  beforeEach(async () => {
    await useLanguage('es', ['filters']);
  });

  it('takes a decimal comma as typed and gives the API a decimal point', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Harness spy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Monto' });
    expect(input).toHaveAttribute('placeholder', '0,00');
    await user.type(input, '1500,50');
    expect(input).toHaveValue('1500,50');
    expect(spy).toHaveBeenLastCalledWith('1500.50');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('refuses a dot with a hint under the field and reads no amount from it', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Harness spy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Monto' });
    await user.type(input, '1.500');
    // Kept as typed, so the user sees what to mend; neither 1.5 nor 1500 is guessed.
    expect(input).toHaveValue('1.500');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(HINT);
    expect(spy).toHaveBeenLastCalledWith('');
    expect(spy).not.toHaveBeenCalledWith('1.5');
    expect(spy).not.toHaveBeenCalledWith('1.500');

    await user.clear(input);
    await user.type(input, '1500');
    expect(spy).toHaveBeenLastCalledWith('1500');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an amount the form sets in the Spanish way', async () => {
    function Preset() {
      const [value, setValue] = useState('2500.75');
      return <AmountInput value={value} onChange={setValue} />;
    }
    renderView(<Preset />);
    expect(screen.getByRole('textbox', { name: 'Monto' })).toHaveValue('2500,75');
  });
});

describe('AmountInput in English', () => {
  beforeEach(async () => {
    await useLanguage('en', ['filters']);
  });

  it('is unchanged: a dot is the decimal point and no hint shows', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Harness spy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '1.500');
    expect(input).toHaveValue('1.500');
    expect(spy).toHaveBeenLastCalledWith('1.500');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });
});
