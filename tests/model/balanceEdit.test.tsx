import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { editOriginalOf } from '@app/balances/settlements/settlementsFilters';
import { EditBalanceDialog } from '@app/balances/settlements/EditBalanceDialog';
import { shownAmount } from '@machines/balances/balanceRules';
import { modelPaths, replay, type ModelPath, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { balanceEditModel, REFUSAL, type BalanceEditEventName } from './events/balanceEdit';
import { answer, attachPng, cancelUpload, closedWith, dialogStart, expectCancelled, expectSending, newUser, refuse, stored, TODAY, toast, WRITE_PATH, type DialogWorld } from './support/balances';

/**
 * The edit chart's paths, replayed on the real edit dialog against the demo API. Changing the
 * amount after every file was removed attaches a new one, so the form is valid again.
 */

const paths = modelPaths(balanceEditModel);
interface EditWorld extends DialogWorld {
  amount: string;
  removedAll: boolean;
  comment: string;
}
let world: EditWorld | null = null;
const w = () => world!;
const dialog = () => screen.findByRole('dialog', { name: /^Update Balance: Comercial Andes SpA \| / });

async function update() {
  await w().user.click(within(await dialog()).getByRole('button', { name: 'Update' }));
}

const events: Record<BalanceEditEventName, (ctx: StepContext) => Promise<void>> = {
  'change only the amount and update': async () => {
    const form = await dialog();
    if (w().removedAll) await attachPng(w(), form);
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    w().amount = String(Number(w().amount) + 1);
    await w().user.clear(amount);
    await w().user.type(amount, w().amount);
    await update();
  },
  'attach a file and update': async () => {
    const form = await dialog();
    await attachPng(w(), form);
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    w().amount = String(Number(w().amount) + 1);
    await w().user.clear(amount);
    await w().user.type(amount, w().amount);
    await update();
  },
  'press Cancel upload': async () => cancelUpload(w(), await dialog()),
  'remove every file and update': async () => {
    const form = await dialog();
    // One at a time: the list renders again after each removal.
    const next = () => within(form).queryAllByRole('button', { name: /^Remove / })[0];
    for (let button = next(); button; button = next()) await w().user.click(button);
    w().removedAll = true;
    await update();
  },
  'change a field': async () => {
    const comment = within(await dialog()).getByRole('textbox', { name: 'Comment' });
    await w().user.type(comment, '!');
    w().comment += '!';
  },
  'close the dialog': async () => w().user.click(within(await dialog()).getByRole('button', { name: 'Cancel' })),
  'the server accepts': () => answer(w()),
  'the server refuses': () => answer(w(), refuse(403, REFUSAL)),
  'the session has expired': () => answer(w(), refuse(401, 'Invalid token.')),
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  editing: async (ctx) => {
    const form = await dialog();
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue(w().comment);
    expect(w().hold.pending()).toHaveLength(0);
    if (ctx.via === 'remove every file and update') expect(within(form).getByRole('alert')).toHaveTextContent('All fields are required');
    if (ctx.via === 'start') expect(within(form).getByRole('button', { name: 'Update' })).toBeDisabled();
    if (ctx.via === 'change a field') expect(within(form).queryByRole('alert')).toBeNull();
    if (ctx.via === 'press Cancel upload') {
      expectCancelled(w(), form);
      expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue(w().amount);
    }
  },
  submitting: async ({ via }) => {
    await expectSending(w(), await dialog(), via);
    const request = w().request ?? (await w().hold.next(WRITE_PATH));
    w().request = request;
    expect(request.method).toBe('PUT');
    const fields = Object.fromEntries([...(request.body as FormData).entries()].filter(([key]) => key !== 'files').map(([key, value]) => [key, String(value)]));
    const sign = w().entry.amount < 0 ? '-' : '';
    expect(fields).toMatchObject({ id: String(w().entry.id), company: '1', amount: `${sign}${w().amount}` });
    expect(fields.deposit_date).toBeUndefined();
    if (!w().removedAll) expect(fields.files_to_change).toBeUndefined();
    const button = within(await dialog()).getByRole('button', { name: 'Update' });
    expect(button).toHaveAttribute('data-loading');
    await w().user.dblClick(button);
    expect(w().hold.pending()).toHaveLength(1);
  },
  failed: async () => {
    const form = await dialog();
    expect(await within(form).findByRole('alert')).toHaveTextContent(REFUSAL);
    await toast(REFUSAL);
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue(w().amount);
  },
  done: async () => {
    await toast('Balance update successfully');
    await waitFor(() => expect(w().onClosed).toHaveBeenCalled());
    expect(w().onReload).toHaveBeenCalledTimes(1);
    expect(shownAmount(w().entry.balance_type, stored(w().entry.id)!.amount)).toBe(Number(w().amount));
  },
  closed: async (ctx) => {
    await closedWith(w(), ctx.via);
    expect(stored(w().entry.id)!.amount).toBe(w().entry.amount);
  },
};

const handlers: ReplayHandlers<unknown> = {
  start: async () => {
    const started = await dialogStart();
    const amount = String(shownAmount(started.entry.balance_type, started.entry.amount));
    world = { ...started, user: newUser(), amount, removedAll: false, comment: started.entry.extra_data.comments };
    renderView(
      <EditBalanceDialog
        original={editOriginalOf(started.entry)}
        companyName={started.entry.company__name}
        companyToName={null}
        merchants={[{ company: 1, company__name: 'Comercial Andes SpA', country_id: 1, currencies_available: ['CLP', 'USD'], bank_id: 12, banks: [{ id: 12, name: 'Banco de Chile' }] }]}
        today={TODAY}
        onReload={started.onReload}
        onClosed={started.onClosed}
      />,
    );
  },
  events,
  states,
};

describe('balance edit model, replayed on the real dialog', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', ['settlements']));

  it('has paths to replay', () => expect(paths.length).toBeGreaterThan(3));

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path as ModelPath<unknown>, handlers);
  });
});
