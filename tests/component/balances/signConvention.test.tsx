import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@demo-api/store';
import { useLanguage } from '../../support/render';
import { choose, dialog, fillSettlement, noDialog, openDialog, renderAdd, renderSettlements, rowWith, sentToDemo, textbox } from './support';

/**
 * The sign convention of spec 02 section 4 as the user meets it: negative-type entries are
 * stored negative, shown positive in the list and details, typed positive, and sent back negative;
 * a balance top up's source amount always goes negative.
 */

const storedAmount = (document: string) => db.balances.entries.find((entry) => entry.document_id === document)?.amount;
// Cell 0 is the row's checkbox.
const amountCell = (row: HTMLElement) => row.querySelectorAll('td')[7]!;

describe('Sign convention on /settlements/topups', { timeout: 60_000 }, () => {
  beforeAll(() => useLanguage('en', ['settlements', 'filters', 'lists', 'shell']));

  it('a seeded outbound settlement, stored negative, is listed positive', async () => {
    await renderSettlements();
    const seeded = db.balances.entries.find((entry) => entry.company === 3 && entry.balance_type === 'outbound_settlement' && entry.deposit_date === '2026-11-11')!;
    expect(seeded.amount).toBeLessThan(0);
    const row = await rowWith(seeded.document_id);
    expect(amountCell(row).textContent).toMatch(/^PEN|^USD/);
    expect(amountCell(row).textContent).not.toContain('-');
  });

  it('an outbound settlement: typed 500, sent -500, listed and detailed as 500; edited to 650, sent -650', async () => {
    const sent = sentToDemo();
    const user = await renderSettlements();
    await user.click(await screen.findByRole('button', { name: 'Add balance' }));
    await openDialog('Add balance');
    await fillSettlement(user, 'DOC-SIGN-1', 'Sign check');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent[0]?.fields.amount).toBe('-500'));
    await noDialog();
    expect(storedAmount('DOC-SIGN-1')).toBe(-500);

    const row = await rowWith('DOC-SIGN-1');
    expect(amountCell(row)).toHaveTextContent(/^USD 500,00$/);
    await user.click(within(row).getByRole('button', { name: 'See Details' }));
    await openDialog(/^Comercial Andes SpA \| 21\/11\/2026 \| USD 500,00$/);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await noDialog();

    const id = db.balances.entries.find((entry) => entry.document_id === 'DOC-SIGN-1')!.id;
    await user.click(within(row).getByRole('button', { name: `More options for entry ${id}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await openDialog(/^Update Balance: /);
    expect(textbox('Amount')).toHaveValue('500');
    await user.clear(textbox('Amount'));
    await user.type(textbox('Amount'), '650');
    await user.click(within(dialog()).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent[1]?.fields.amount).toBe('-650'));
    await noDialog();
    expect(storedAmount('DOC-SIGN-1')).toBe(-650);
    await waitFor(async () => expect(amountCell(await rowWith('DOC-SIGN-1'))).toHaveTextContent(/^USD 650,00$/));
  });

  it('a balance top up: the source amount is sent negative, the destination positive; both listed positive', async () => {
    const sent = sentToDemo();
    const user = await renderSettlements();
    await user.click(await screen.findByRole('button', { name: 'Add balance' }));
    await openDialog('Add balance');
    await choose(user, 'Type', 'Balance top up');
    await choose(user, 'Merchant', 'Comercial Andes SpA');
    await choose(user, 'Currency', 'CLP');
    await user.type(textbox('Document number'), 'BT-SIGN-1');
    await user.type(textbox('Amount'), '95000');
    await choose(user, 'Destination currency', 'USD');
    await choose(user, 'Destination merchant', 'Inversiones Lima SAC');
    await user.type(textbox('Amount to'), '100');
    await user.type(textbox('Destination document number'), 'BT-SIGN-2');
    await user.type(textbox('Comment'), 'Top up to Lima');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent[0]?.fields).toMatchObject({ balance_type: 'balance_top_up', amount: '-95000', amount_to: '100', currency_to: 'USD' }));
    await noDialog();
    expect(storedAmount('BT-SIGN-1')).toBe(-95000);
    expect(storedAmount('BT-SIGN-2')).toBe(100);
    await waitFor(async () => expect(amountCell(await rowWith('BT-SIGN-1'))).toHaveTextContent(/^CLP 95\.000,00$/));
    expect(amountCell(await rowWith('BT-SIGN-2'))).toHaveTextContent(/^USD 100,00$/);
  });

  it('a top up (a positive type) is sent as typed', async () => {
    const sent = sentToDemo();
    const { user } = await renderAdd();
    await choose(user, 'Type', 'Top up');
    await choose(user, 'Merchant', 'Inversiones Lima SAC');
    await choose(user, 'Currency', 'PEN');
    await user.type(textbox('Document number'), 'TU-SIGN-1');
    await user.type(textbox('Amount'), '320.5');
    await user.type(textbox('Comment'), 'Deposit');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent[0]?.fields).toMatchObject({ balance_type: 'top_up', amount: '320.5', account_id: '1' }));
    await waitFor(() => expect(storedAmount('TU-SIGN-1')).toBe(320.5));
  });
});
