import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLanguage } from '../../support/render';
import { attachedNames, dialog, fileInput, fileOf, renderEdit, sentToDemo, textbox } from './support';

/** The edit dialog's rules (spec 02 sections 2 and 5) and its half of the sign convention, on the real dialog. */

const update = () => within(dialog()).getByRole('button', { name: 'Update' });
const alert = () => within(dialog()).getByRole('alert');

describe('Edit balance: validation rules and the sign convention', { timeout: 40_000 }, () => {
  beforeAll(() => useLanguage('en', ['settlements']));

  it('shows a negative entry flipped, enables Update only on a change, and sends only the changed amount, sign restored', async () => {
    const sent = sentToDemo();
    const { user, entry } = await renderEdit((entries) => entries.find((row) => row.balance_type === 'negative_adjustment' && row.extra_data.files.length > 0));
    expect(entry.amount).toBeLessThan(0);
    expect(textbox('Amount')).toHaveValue(String(-entry.amount));
    expect(update()).toBeDisabled();

    // Typing the same value back is no change.
    await user.type(textbox('Amount'), '5');
    expect(update()).toBeEnabled();
    await user.type(textbox('Amount'), '{Backspace}');
    expect(update()).toBeDisabled();

    await user.clear(textbox('Amount'));
    await user.type(textbox('Amount'), '1234.5');
    await user.click(update());
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(sent[0]!.fields.amount).toBe('-1234.5'));
    expect(sent[0]!.fields).not.toHaveProperty('deposit_date');
    expect(sent[0]!.fields).not.toHaveProperty('amount_to');
    expect(sent[0]!.fields).not.toHaveProperty('files_to_change');
    expect(sent[0]!.fields).toMatchObject({ id: String(entry.id), document_id: entry.document_id });
  });

  it('an emptied field, or every file removed with none added, says "All fields are required" and keeps the rest', async () => {
    const sent = sentToDemo();
    const { user, entry } = await renderEdit((entries) => entries.find((row) => row.extra_data.files.length === 2 && row.to === null));
    await user.clear(textbox('Document number'));
    await user.clear(textbox('Comment'));
    await user.clear(textbox('Amount'));
    await user.type(textbox('Amount'), '77');
    await user.click(update());
    expect(alert()).toHaveTextContent('All fields are required');
    expect(textbox('Document number')).toHaveAttribute('aria-invalid', 'true');
    // The comment is a payload value like the others (spec 02 section 5).
    expect(textbox('Comment')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Amount')).toHaveValue('77');
    await user.type(textbox('Comment'), 'Corrected amount');

    await user.type(textbox('Document number'), 'DOC-E-1');
    for (const file of entry.extra_data.files) await user.click(within(dialog()).getByRole('button', { name: `Remove ${file.original_name}` }));
    expect(attachedNames()).toEqual([]);
    await user.click(update());
    expect(alert()).toHaveTextContent('All fields are required');
    expect(textbox('Document number')).toHaveValue('DOC-E-1');
    expect(textbox('Amount')).toHaveValue('77');
    expect(sent).toEqual([]);

    // One new file instead of the removed ones is enough; the removed keys are named.
    await user.upload(fileInput(), fileOf('new.pdf', 100, 'application/pdf'));
    await waitFor(() => expect(attachedNames()).toContain('new.pdf'));
    await user.click(update());
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(sent[0]!.files).toHaveLength(1));
    expect(sent[0]!.fields.files_to_change!.split(',').sort()).toEqual(entry.extra_data.files.map((file) => file.name).sort());
  });

  it('the date stays in the current month up to today; comment and attachment limits hold as in Add', async () => {
    const { user } = await renderEdit((entries) => entries.find((row) => row.to === null && row.extra_data.files.length === 2));
    await user.click(within(dialog()).getByRole('button', { name: 'Deposit date' }));
    const day = (n: number) => screen.getAllByRole('button', { name: new RegExp(`^${n} November 2026$`) })[0]!;
    expect(day(1)).toBeEnabled();
    expect(day(21)).toBeEnabled();
    expect(day(22)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    // No Escape to close the calendar: one that reached the dialog would close it. A click
    // elsewhere closes the calendar.

    await user.clear(textbox('Comment'));
    await user.click(textbox('Comment'));
    await user.paste('b'.repeat(250));
    expect(textbox('Comment')).toHaveValue('b'.repeat(200));
    expect(within(dialog()).getByText(/200\/200$/)).toBeVisible();

    // Two kept files: room for one more, a fourth is refused.
    await user.upload(fileInput(), fileOf('huge.png', 5_000_001, 'image/png'));
    expect(await within(dialog()).findByText('File is too large')).toBeVisible();
    await user.upload(fileInput(), fileOf('sheet.xlsx', 10, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    expect(await within(dialog()).findByText('File of invalid type')).toBeVisible();
    await user.upload(fileInput(), [fileOf('a.jpeg', 10, 'image/jpeg'), fileOf('b.jpeg', 10, 'image/jpeg')]);
    expect(await within(dialog()).findByText('At most 3 files can be attached.')).toBeVisible();
    await waitFor(() => expect(attachedNames()).toHaveLength(3));
  });

  it('a balance top up: amount from shown positive and sent negative; amount to sent only when changed', async () => {
    const sent = sentToDemo();
    const { user, entry } = await renderEdit((entries) => entries.find((row) => row.balance_type === 'balance_top_up'));
    expect(screen.getByRole('dialog', { name: /^Update Balance: Comercial Andes SpA > Inversiones Lima SAC \| / })).toBeVisible();
    expect(entry.amount).toBeLessThan(0);
    expect(textbox('Amount from')).toHaveValue(String(-entry.amount));
    expect(textbox('Amount to')).toHaveValue(String(entry.to!.amount));

    await user.clear(textbox('Amount from'));
    await user.type(textbox('Amount from'), '960000');
    await user.click(update());
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(sent[0]!.fields.amount).toBe('-960000'));
    expect(sent[0]!.fields).not.toHaveProperty('amount_to');
    expect(sent[0]!.fields).toMatchObject({ id_to: String(entry.to!.balance_id), currency_to: entry.to!.currency });
  });

  it('a balance top up whose amount to alone changed sends amount_to, not amount', async () => {
    const sent = sentToDemo();
    const { user, entry } = await renderEdit((entries) => entries.find((row) => row.balance_type === 'balance_top_up'));
    await user.clear(textbox('Amount to'));
    await user.type(textbox('Amount to'), '1100');
    await user.click(update());
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(sent[0]!.fields.amount_to).toBe('1100'));
    expect(sent[0]!.fields).not.toHaveProperty('amount');
    expect(sent[0]!.fields.id).toBe(String(entry.id));
  });
});
