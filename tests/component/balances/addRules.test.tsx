import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@demo-api/store';
import { useLanguage } from '../../support/render';
import {
  attachedNames,
  choose,
  dialog,
  fileInput,
  fileOf,
  fillSettlement,
  optionsOf,
  renderAdd,
  sentToDemo,
  textbox,
} from './support';

/** The Add balance dialog's rules (spec 02 section 5), each with the catalogue's text, on the real dialog. */

const alert = () => within(dialog()).getByRole('alert');
const save = () => within(dialog()).getByRole('button', { name: 'Save' });
const PDF = 'application/pdf';

describe('Add balance: validation rules', { timeout: 40_000 }, () => {
  beforeAll(() => useLanguage('en', ['settlements']));

  it('an empty field says "All fields are required", marks it, sends nothing and keeps what was typed', async () => {
    const sent = sentToDemo();
    const { user } = await renderAdd();
    await choose(user, 'Type', 'Outbound settlement');
    await choose(user, 'Merchant', 'Comercial Andes SpA');
    await choose(user, 'Currency', 'USD');
    await user.type(textbox('Amount'), '500');
    await user.type(textbox('Comment'), 'Half of November');
    await user.click(save());

    expect(alert()).toHaveTextContent('All fields are required');
    expect(textbox('Document number')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Amount')).not.toHaveAttribute('aria-invalid', 'true');
    // Nothing typed or chosen is lost.
    expect(textbox('Amount')).toHaveValue('500');
    expect(textbox('Comment')).toHaveValue('Half of November');
    expect(within(dialog()).getByRole('combobox', { name: 'Merchant' })).toHaveValue('Comercial Andes SpA');
    expect(within(dialog()).getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(textbox('Bill number')).toHaveValue('7');
    expect(sent).toEqual([]);

    // Filling the missing field is enough: the same values go through.
    await user.type(textbox('Document number'), 'DOC-C-2');
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(sent[0]!.fields).toMatchObject({ document_id: 'DOC-C-2', amount: '-500', comments: 'Half of November' }));
  });

  it('the comment is required like every other field (spec 02 section 5): only the attachments may be left out', async () => {
    const sent = sentToDemo();
    const { user } = await renderAdd();
    await fillSettlement(user, 'DOC-C-3', '   ');
    await user.click(save());
    expect(alert()).toHaveTextContent('All fields are required');
    expect(textbox('Comment')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Document number')).toHaveValue('DOC-C-3');
    expect(sent).toEqual([]);

    await user.type(textbox('Comment'), 'Wire received');
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(sent[0]!.fields).toMatchObject({ document_id: 'DOC-C-3', comments: 'Wire received' }));
  });

  it('the amount keeps digits and one decimal point only; zero is refused', async () => {
    const sent = sentToDemo();
    const { user } = await renderAdd();
    await fillSettlement(user);
    await user.clear(textbox('Amount'));
    await user.type(textbox('Amount'), '-1a2,3.4.5e');
    expect(textbox('Amount')).toHaveValue('123.45');

    await user.clear(textbox('Amount'));
    await user.type(textbox('Amount'), '0');
    await user.click(save());
    expect(within(dialog()).getByText('Enter an amount above zero.')).toBeVisible();
    expect(alert()).toHaveTextContent('Please, check form before continue');
    expect(textbox('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Document number')).toHaveValue('DOC-C-1');
    expect(sent).toEqual([]);
  });

  it('the deposit date offers the current month up to today only', async () => {
    const { user } = await renderAdd();
    // Starts at today, the latest day allowed.
    const date = within(dialog()).getByRole('button', { name: 'Deposit date' });
    expect(date).toHaveTextContent('21/11/2026');
    await user.click(date);
    const day = (n: number) => screen.getAllByRole('button', { name: new RegExp(`^${n} November 2026$`) })[0]!;
    expect(day(1)).toBeEnabled();
    expect(day(21)).toBeEnabled();
    expect(day(22)).toBeDisabled();
    expect(day(30)).toBeDisabled();
    // No way back to October, nor on to December.
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('the comment holds 200 characters with a counter; typing beyond is ignored', async () => {
    const { user } = await renderAdd();
    const comment = textbox('Comment');
    expect(within(dialog()).getByText(/Use up to 200 characters to add details about the balance you are registering\. 0\/200/)).toBeVisible();
    await user.click(comment);
    await user.paste('a'.repeat(195));
    await user.type(comment, 'bcdefghij');
    expect(comment).toHaveValue(`${'a'.repeat(195)}bcdef`);
    expect(within(dialog()).getByText(/200\/200$/)).toBeVisible();
  });

  it('attachments: a file above 5,000,000 bytes is "File is too large", another type "File of invalid type", at most 3', async () => {
    const sent = sentToDemo();
    const { user } = await renderAdd();
    await fillSettlement(user);

    await user.upload(fileInput(), fileOf('big.pdf', 5_000_001, PDF));
    expect(await within(dialog()).findByText('File is too large')).toBeVisible();
    expect(attachedNames()).toEqual([]);

    await user.upload(fileInput(), fileOf('notes.txt', 10, 'text/plain'));
    expect(await within(dialog()).findByText('File of invalid type')).toBeVisible();
    expect(attachedNames()).toEqual([]);

    // Exactly 5,000,000 bytes is allowed; PDF, PNG, JPEG and JPG are.
    await user.upload(fileInput(), [fileOf('limit.pdf', 5_000_000, PDF), fileOf('photo.png', 10, 'image/png')]);
    await waitFor(() => expect(attachedNames()).toEqual(['limit.pdf', 'photo.png']));
    expect(within(dialog()).queryByText('File is too large')).toBeNull();

    await user.upload(fileInput(), [fileOf('scan.jpg', 10, 'image/jpeg'), fileOf('scan2.jpeg', 10, 'image/jpeg')]);
    expect(await within(dialog()).findByText('At most 3 files can be attached.')).toBeVisible();
    await waitFor(() => expect(attachedNames()).toEqual(['limit.pdf', 'photo.png', 'scan.jpg']));

    // The refusals kept what was typed, and the three files are sent.
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(sent[0]!.files).toHaveLength(3));
    expect(sent[0]!.fields.document_id).toBe('DOC-C-1');
  });

  it('a merchant without a bank: "Balance management is disabled for this merchant: {company}"', async () => {
    const sent = sentToDemo();
    // alpsadmin sees every merchant, among them two with no bank configured.
    const { user } = await renderAdd('alpsadmin');
    await choose(user, 'Type', 'Outbound settlement');
    await choose(user, 'Merchant', 'Minera Pacífico Ltda');
    await choose(user, 'Currency', 'CLP');
    await user.type(textbox('Document number'), 'DOC-NB');
    await user.type(textbox('Bill number'), '{Backspace}7');
    await user.type(textbox('Amount'), '10');
    await user.type(textbox('Comment'), 'No bank');
    // No bank configured, so none is chosen for it; the seeded banks of its country are offered.
    await choose(user, 'Bank', 'Banco de Chile');
    await user.click(save());
    expect(alert()).toHaveTextContent('Balance management is disabled for this merchant: Minera Pacífico Ltda');
    expect(textbox('Amount')).toHaveValue('10');
    expect(sent).toEqual([]);
  });

  it('a balance top up: the destination excludes the source, needs the currency offered, and must have a bank', async () => {
    const sent = sentToDemo();
    const { user } = await renderAdd('alpsadmin');
    await choose(user, 'Type', 'Balance top up');
    await choose(user, 'Merchant', 'Comercial Andes SpA');
    await choose(user, 'Currency', 'CLP');
    await user.type(textbox('Document number'), 'BT-C-1');
    await user.type(textbox('Amount'), '95000');
    await user.type(textbox('Comment'), 'Top up');

    // USD, or any currency other than the source's CLP.
    const currencies = await optionsOf(user, 'Destination currency');
    expect(currencies).toContain('USD');
    expect(currencies).toContain('PEN');
    expect(currencies).not.toContain('CLP');

    // Any merchant but the source (no currency chosen yet)…
    const all = await optionsOf(user, 'Destination merchant');
    expect(all).not.toContain('Comercial Andes SpA');
    expect(all).toContain('Retail Austral SpA');
    // …and once PEN is chosen, only those whose country offers PEN.
    await choose(user, 'Destination currency', 'PEN');
    expect(await optionsOf(user, 'Destination merchant')).toEqual(['Inversiones Lima SAC', 'Agroexport Perú SAC', 'Textiles Cusco SAC']);

    await choose(user, 'Destination merchant', 'Textiles Cusco SAC');
    await user.type(textbox('Amount to'), '400');
    await user.type(textbox('Destination document number'), 'BT-C-2');
    await choose(user, 'Destination bank', 'Interbank');
    await user.click(save());
    expect(alert()).toHaveTextContent('Balance management is disabled for this merchant: Textiles Cusco SAC');
    expect(textbox('Amount to')).toHaveValue('400');
    expect(sent).toEqual([]);
    expect(db.balances.entries.filter((entry) => entry.document_id.startsWith('BT-C-'))).toEqual([]);
  });
});
