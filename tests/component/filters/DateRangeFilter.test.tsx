import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangeFilter, type DateRangeFilterProps } from '@app/filters/DateRangeFilter';
import { defaultDateRange, type DateRange } from '@app/filters/dateRange';
import { renderView, useLanguage } from '../../support/render';

const now = new Date(2025, 2, 10, 15, 30); // 10 March 2025, local time

function Harness({ initial, spy, ...props }: Omit<DateRangeFilterProps, 'value' | 'onChange'> & { initial: DateRange; spy?: (value: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>(initial);
  return (
      <DateRangeFilter
        {...props}
        now={now}
        value={value}
        onChange={(next) => {
          spy?.(next);
          setValue(next);
        }}
      />
  );
}

describe('DateRangeFilter', () => {
  beforeEach(async () => {
    await useLanguage('en', ['filters']);
  });

  it('shows the default range, the last 15 days, as dd/MM/yyyy', () => {
    renderView(<Harness initial={defaultDateRange(now)} />);
    expect(screen.getByLabelText('Date range')).toHaveTextContent('23/02/2025 – 10/03/2025');
  });

  it('lets the user pick a range and reports YYYY-MM-DD dates', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Harness initial={[null, null]} spy={spy} />);
    await user.click(screen.getByLabelText('Date range'));
    // The calendar's code loads when the field is first opened.
    await user.click(await screen.findByRole('button', { name: '2 March 2025' }));
    await user.click(screen.getByRole('button', { name: '5 March 2025' }));
    expect(spy).toHaveBeenLastCalledWith(['2025-03-02', '2025-03-05']);
    expect(screen.getByLabelText('Date range')).toHaveTextContent('02/03/2025 – 05/03/2025');
    // The second day closes the calendar, as a date picker field does.
    await waitFor(() => expect(screen.queryByRole('button', { name: '5 March 2025' })).not.toBeInTheDocument());
  });

  it('forgets half a range when the calendar is closed with one day chosen', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Harness initial={[null, null]} spy={spy} />);
    await user.click(screen.getByLabelText('Date range'));
    await user.click(await screen.findByRole('button', { name: '2 March 2025' }));
    expect(spy).toHaveBeenLastCalledWith(['2025-03-02', null]);
    await user.keyboard('{Escape}');
    expect(spy).toHaveBeenLastCalledWith([null, null]);
  });

  it('does not offer days after today', async () => {
    const user = userEvent.setup();
    renderView(<Harness initial={[null, null]} />);
    await user.click(screen.getByLabelText('Date range'));
    expect(await screen.findByRole('button', { name: '10 March 2025' })).not.toHaveAttribute('data-disabled');
    expect(screen.getByRole('button', { name: '11 March 2025' })).toHaveAttribute('data-disabled');
  });

  it('does not offer days before the limit when it is enabled', async () => {
    const user = userEvent.setup();
    renderView(<Harness initial={defaultDateRange(now)} limit={{ enabled: true, max_days_range: 20 }} />);
    await user.click(screen.getByLabelText('Date range'));
    // today minus 20 days is 18 February 2025
    expect(await screen.findByRole('button', { name: '17 February 2025' })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('button', { name: '18 February 2025' })).not.toHaveAttribute('data-disabled');
  });

  it('offers old days when the limit is disabled', async () => {
    const user = userEvent.setup();
    renderView(<Harness initial={defaultDateRange(now)} limit={{ enabled: false, max_days_range: 20 }} />);
    await user.click(screen.getByLabelText('Date range'));
    expect(await screen.findByRole('button', { name: '17 February 2025' })).not.toHaveAttribute('data-disabled');
  });

  it('can be cleared', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderView(<Harness initial={defaultDateRange(now)} spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(spy).toHaveBeenLastCalledWith([null, null]);
    expect(screen.getByLabelText('Date range')).not.toHaveTextContent('2025');
  });

  it('speaks Spanish, calendar included', async () => {
    await useLanguage('es', ['filters']);
    const user = userEvent.setup();
    renderView(<Harness initial={defaultDateRange(now)} />);
    const input = screen.getByLabelText('Rango de fechas');
    expect(input).toHaveTextContent('23/02/2025 – 10/03/2025');
    await user.click(input);
    // The month's button is named by what it shows (WCAG 2.5.3).
    expect(await screen.findByRole('button', { name: 'febrero 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '23 febrero 2025' })).toBeInTheDocument();
  });
});
