import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@demo-api/store';
import { useLanguage } from '../../support/render';
import { listStatus, loadedRows, pageButton, PAYOUT_LIST_NAMESPACES, renderPayoutList, shownIds, signIn } from './support';

/**
 * Spec 01 sections 2 and 9: 10, 25, 50 or 150 rows (10 by default); page controls only at 150
 * per page with more than one page. Below 150 the line under the filters says how to see the
 * rest. carga's company has 172 payrolls in the last 15 days.
 */

const recent = () => {
  const from = Date.now() - 16 * 86_400_000;
  return db.payouts.payrolls.filter((p) => p.company_id === 1 && Date.parse(p.created_at) >= from).length;
};

async function pickPageSize(user: ReturnType<typeof renderPayoutList>['user'], size: string) {
  await user.click(screen.getByLabelText('Rows per page', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: size }));
}

describe('payout list: paging', { timeout: 40_000 }, () => {
  beforeAll(() => useLanguage('en', PAYOUT_LIST_NAMESPACES));

  it('shows 10 rows by default, no page controls, and says how to see the rest', async () => {
    await signIn('carga');
    const { user } = renderPayoutList();
    expect(await loadedRows()).toHaveLength(10);
    const total = recent();
    expect(total).toBeGreaterThan(150);
    expect(pageButton(2)).toBeNull();
    expect(listStatus()).toHaveTextContent(
      `Showing 10 of ${total} payouts. Choose 150 rows per page to page through all of them.`,
    );
    await user.click(screen.getByLabelText('Rows per page', { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['10', '25', '50', '150']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(shownIds()).toHaveLength(50));
    expect(pageButton(2)).toBeNull();
    expect(listStatus()).toHaveTextContent(`Showing 50 of ${total} payouts. Choose 150 rows per page`);
  });

  it('at 150 per page with more than one page, the controls page through the rest', async () => {
    await signIn('carga');
    const { user } = renderPayoutList();
    await loadedRows();
    await pickPageSize(user, '150');
    await waitFor(() => expect(shownIds()).toHaveLength(150));
    const firstPage = shownIds();
    expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    expect(listStatus()).toHaveTextContent(/^\s*$/);
    expect(screen.getByText(`1–150 of ${recent()}`)).toBeInTheDocument();

    await user.click(pageButton(2)!);
    await waitFor(() => expect(shownIds()).toHaveLength(recent() - 150));
    expect(shownIds().some((id) => firstPage.includes(id))).toBe(false);
    expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Previous page', { selector: 'button' })).toBeEnabled();
  });

  it('at 150 per page with a single page there are no controls', async () => {
    await signIn('carga');
    const { user } = renderPayoutList();
    await loadedRows();
    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Under approval' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await loadedRows();
    await pickPageSize(user, '150');
    await waitFor(() => expect(listStatus()).toHaveTextContent(/Showing \d+ of \d+ payouts\.$/));
    expect(pageButton(2)).toBeNull();
    expect(pageButton(1)).toBeNull();
  });
});
