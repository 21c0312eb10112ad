import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { IdListInput, toIdList } from '@app/filters/IdListInput';
import { renderView, useLanguage } from '../../support/render';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <IdListInput value={value} onChange={setValue} />
      <output data-testid="ids">{JSON.stringify(toIdList(value))}</output>
    </>
  );
}

describe('IdListInput', () => {
  beforeEach(async () => {
    await useLanguage('en', ['filters']);
  });

  it('keeps only digits and single commas while typing', async () => {
    const user = userEvent.setup();
    renderView(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Transaction IDs' });
    await user.type(input, '1,,2 ,a,,3');
    expect(input).toHaveValue('1,2,3');
    expect(screen.getByTestId('ids')).toHaveTextContent('[1,2,3]');
  });

  it('cleans pasted text', async () => {
    const user = userEvent.setup();
    renderView(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Transaction IDs' });
    await user.click(input);
    await user.paste('1021;\n1022,,,1023');
    expect(input).toHaveValue('10211022,1023');
  });

  it('explains the format', () => {
    renderView(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Transaction IDs' })).toHaveAccessibleDescription('Separate IDs with commas');
  });

  it('is labelled in Spanish', async () => {
    await useLanguage('es', ['filters']);
    renderView(<Harness />);
    expect(screen.getByRole('textbox', { name: 'IDs de transacción' })).toHaveAccessibleDescription('Separe los IDs con comas');
  });
});
