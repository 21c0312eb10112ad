import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ColumnsTable } from '../../support/columnsTable';
import { db, resetDemoStore } from '@demo-api/store';
import { NOW, signInAs } from '../../unit/demo-api/payoutsSupport';
import { renderView, useLanguage } from '../../support/render';
import { demoServer } from '../../support/demoServer';
import { abortPageRequests } from '@app/platform/pageSignal';
import { removeSession } from '@app/platform/storage';

/**
 * The Columns control on a list's table (issue 25), against the demo API: what the user sets
 * shows at once, is kept by the server for that user and list, and comes back on the next
 * visit; Reset forgets it.
 */

let adminId = 0;
const kept = () => db.preferences.columns[`${adminId}:balance`];
const headers = () => within(screen.getByRole('table', { name: 'Balances' })).getAllByRole('columnheader').map((cell) => cell.textContent);
const settled = () => waitFor(() => expect(screen.getByRole('region', { name: 'Balances' })).toHaveAttribute('aria-busy', 'false'));

async function openColumns() {
  const user = userEvent.setup({ delay: null });
  const { unmount } = renderView(<ColumnsTable />);
  await settled();
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  return { user, unmount, dialog: within(await screen.findByRole('dialog', { name: 'Columns: Balances' })) };
}

beforeAll(() => useLanguage('en', ['listColumns', 'errors']));
beforeEach(async () => {
  resetDemoStore(NOW);
  await signInAs('admin');
  adminId = db.access.users.find((u) => u.username === 'admin')!.id;
});

describe('the Columns control', () => {
  it('moves, hides, pins and sizes columns at once, and the server keeps them for the next visit', async () => {
    const { user, dialog } = await openColumns();
    expect(headers()).toEqual(['Name', 'Currency', 'Amount', 'Actions']);
    // A required column cannot be hidden; the row's actions are not offered at all.
    expect(dialog.getByRole('checkbox', { name: /^Name/ })).toBeDisabled();
    expect(dialog.queryByRole('checkbox', { name: 'Actions' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Move Name up' })).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: 'Move Amount up' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Currency' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Pin Amount' }), 'Pinned left');
    const width = dialog.getByRole('textbox', { name: 'Width of Name, in pixels' });
    await user.type(width, '6');
    // '6' on the way to '600' is not taken yet: neither drawn nor kept (the earlier changes may
    // be kept already, if the quiet moment passed while typing).
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveStyle({ width: '60px' });
    expect(kept()?.find((setting) => setting.id === 'name')?.width ?? null).toBeNull();
    await user.type(width, '00{Enter}');
    expect(headers()).toEqual(['Amount', 'Name', 'Actions']);
    const amount = screen.getByRole('columnheader', { name: 'Amount' });
    expect(amount).toHaveAttribute('data-pinned', 'left');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveStyle({ width: '600px' });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveAttribute('data-pinned', 'right');

    await waitFor(() =>
      expect(kept()).toEqual([
        { id: 'name', visible: true, pin: null, width: 600 },
        { id: 'amount', visible: true, pin: 'left', width: null },
        { id: 'currency', visible: false, pin: null, width: null },
      ]),
    );
  });

  it('shows the stored columns on the next visit before any row, and Reset forgets them on the server', async () => {
    db.preferences.columns[`${adminId}:balance`] = [
      { id: 'amount', visible: true, pin: null, width: null },
      { id: 'name', visible: true, pin: null, width: null },
      { id: 'currency', visible: false, pin: null, width: null },
    ];
    const { user, dialog } = await openColumns();
    expect(headers()).toEqual(['Amount', 'Name', 'Actions']);
    expect(dialog.getByRole('checkbox', { name: 'Currency' })).not.toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Reset to defaults' }));
    expect(headers()).toEqual(['Name', 'Currency', 'Amount', 'Actions']);
    await waitFor(() => expect(kept()).toBeUndefined());
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a change made just before leaving the page, and sends nothing once the user has signed out', async () => {
    const first = await openColumns();
    await first.user.click(first.dialog.getByRole('checkbox', { name: 'Currency' }));
    // Leaving within the quiet moment: the page's requests are cancelled, the list unmounted.
    abortPageRequests();
    first.unmount();
    await waitFor(() => expect(kept()?.find((s) => s.id === 'currency')?.visible).toBe(false));

    const sent: string[] = [];
    const listen = ({ request }: { request: Request }) => void sent.push(request.method);
    demoServer.events.on('request:start', listen);
    try {
      const second = await openColumns();
      await second.user.click(second.dialog.getByRole('checkbox', { name: 'Amount' }));
      removeSession();
      second.unmount();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(sent.filter((method) => method === 'PUT')).toEqual([]);
    } finally {
      demoServer.events.removeListener('request:start', listen);
    }
  });
});
