import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterSheet } from '@app/filters/FilterSheet';
import { defaultDateRange } from '@app/filters/dateRange';
import { PayoutFilterBar } from '@app/payouts/payoutList/PayoutFilterBar';
import type { PayoutListFilters } from '@app/payouts/payoutList/payoutListFilters';
import { renderView, useLanguage } from '../../support/render';

/**
 * Issue 27: a list's filters fold into a sheet on a phone. jsdom has no media queries, so these
 * check what the sheet does (its toggle, its count, what opens and closes it, where focus goes),
 * not how it is drawn (tests/e2e/phone/filterSheet.spec.ts does that).
 */

/** A filter form like the lists': a name, refused when it holds digits; Filter hands it on. */
function Harness({ count = 0, onFilter }: { count?: number; onFilter: (name: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = /\d/.test(name);
    setError(refused ? 'No digits' : undefined);
    if (!refused) onFilter(name);
  };
  return (
    <FilterSheet count={count}>
      <form onSubmit={submit} aria-label="Payout filters" noValidate>
        <TextInput label="Name" value={name} error={error} onChange={(event) => setName(event.currentTarget.value)} />
        <Button type="submit">Filter</Button>
      </form>
    </FilterSheet>
  );
}

const toggle = (name: string | RegExp = /^Filters/) => screen.getByRole('button', { name });

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
}

describe('FilterSheet', () => {
  it('names its toggle by what it shows, the number of active filters once there are some, and says what it controls', async () => {
    await useLanguage('en', ['filters']);
    const { rerender } = renderView(<Harness onFilter={vi.fn()} />);
    expect(toggle('Filters')).toHaveAttribute('aria-expanded', 'false');
    const sheet = document.getElementById(toggle().getAttribute('aria-controls')!);
    expect(sheet).toContainElement(screen.getByRole('form', { name: 'Payout filters' }));

    rerender(<Harness count={2} onFilter={vi.fn()} />);
    expect(toggle('Filters · 2')).toBeInTheDocument();
  });

  it('opens on its toggle with focus on the sheet\'s title, and closes on the close button and the toggle, focus back on the toggle', async () => {
    await useLanguage('en', ['filters']);
    const user = userEvent.setup();
    renderView(<Harness onFilter={vi.fn()} />);
    await openSheet(user);
    expect(screen.getByRole('heading', { name: 'Filters' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    await openSheet(user);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes once the form\'s Filter went through, and keeps what was typed in the one form', async () => {
    await useLanguage('en', ['filters']);
    const user = userEvent.setup();
    const onFilter = vi.fn();
    renderView(<Harness onFilter={onFilter} />);
    await openSheet(user);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pérez');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilter).toHaveBeenCalledWith('Pérez');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Pérez');
  });

  it('stays open when the form refuses a field, its message in view', async () => {
    await useLanguage('en', ['filters']);
    const user = userEvent.setup();
    const onFilter = vi.fn();
    renderView(<Harness onFilter={onFilter} />);
    await openSheet(user);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'P3rez');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilter).not.toHaveBeenCalled();
    expect(screen.getByText('No digits')).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Perez');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape from a field, focus back on the toggle', async () => {
    await useLanguage('en', ['filters']);
    const user = userEvent.setup();
    renderView(<Harness onFilter={vi.fn()} />);
    await openSheet(user);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('speaks Spanish', async () => {
    await useLanguage('es', ['filters']);
    const user = userEvent.setup();
    renderView(<Harness count={1} onFilter={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Filtros · 1' }));
    expect(screen.getByRole('heading', { name: 'Filtros' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cerrar filtros' })).toBeInTheDocument();
  });
});

describe('the payout list\'s filter bar in the sheet', () => {
  const props = { companies: [], countries: [], limit: null, pageSize: 10, onFilter: vi.fn(), onPageSize: vi.fn() };
  const defaults = (): PayoutListFilters => ({ dateRange: defaultDateRange(new Date()), companyIds: [], statusIds: [], countryId: null });

  it('counts the filters the list applied, each one once, not what is typed', async () => {
    await useLanguage('en', ['payoutList', 'payouts', 'filters']);
    const user = userEvent.setup();
    const { rerender } = renderView(<PayoutFilterBar initial={defaults()} {...props} />);
    expect(toggle('Filters')).toBeInTheDocument();

    // Choosing a status counts nothing until the list applies it.
    await user.click(toggle());
    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    expect(toggle('Filters')).toBeInTheDocument();

    rerender(<PayoutFilterBar initial={{ ...defaults(), statusIds: [4, 5] }} {...props} />);
    expect(toggle('Filters · 1')).toBeInTheDocument();
    rerender(<PayoutFilterBar initial={{ ...defaults(), statusIds: [5], dateRange: ['2026-01-01', '2026-01-31'] }} {...props} />);
    expect(toggle('Filters · 2')).toBeInTheDocument();
  });
});
