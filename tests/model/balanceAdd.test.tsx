import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBalanceMerchants } from '@app/api/calls/balances';
import { AddBalanceDialog } from '@app/balances/settlements/AddBalanceDialog';
import { db } from '@demo-api/store';
import { modelPaths, replay, type ModelPath, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { balanceAddModel, REFUSAL, type BalanceAddEventName } from './events/balanceAdd';
import { answer, attachPng, cancelUpload, closedWith, dialogStart, expectCancelled, expectSending, newUser, refuse, TODAY, toast, WRITE_PATH, type DialogWorld } from './support/balances';

/** The add chart's paths, replayed on the real Add balance dialog against the demo API. */

const paths = modelPaths(balanceAddModel);
const DOCUMENT = 'MODEL-ADD-1';
interface AddWorld extends DialogWorld {
  chosen: boolean;
  comment: string;
  before: number;
}
let world: AddWorld | null = null;
const w = () => world!;
const dialog = () => screen.findByRole('dialog', { name: 'Add balance' });
const added = () => db.balances.entries.filter((entry) => entry.document_id === DOCUMENT);

async function choose(form: HTMLElement, label: string, option: string) {
  await w().user.click(within(form).getByRole('combobox', { name: label }));
  await w().user.click(await screen.findByRole('option', { name: option }));
}

/** Type, merchant, currency, amount and comment once; the document as the event says. */
async function fill(withDocument: boolean) {
  const form = await dialog();
  if (!w().chosen) {
    await choose(form, 'Type', 'Outbound settlement');
    await choose(form, 'Merchant', 'Comercial Andes SpA');
    await choose(form, 'Currency', 'USD');
    await w().user.type(within(form).getByRole('textbox', { name: 'Amount' }), '500');
    // Required like every field but the attachments (spec 02 section 5).
    await w().user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Wire');
    w().comment += 'Wire';
    w().chosen = true;
  }
  const document = within(form).getByRole('textbox', { name: 'Document number' });
  await w().user.clear(document);
  if (withDocument) await w().user.type(document, DOCUMENT);
  await w().user.click(within(form).getByRole('button', { name: 'Save' }));
}

const events: Record<BalanceAddEventName, (ctx: StepContext) => Promise<void>> = {
  'submit a complete settlement': () => fill(true),
  'submit with a field empty': () => fill(false),
  'submit with an attachment': async () => {
    await attachPng(w(), await dialog());
    await fill(true);
  },
  'press Cancel upload': async () => cancelUpload(w(), await dialog()),
  'change a field': async () => {
    await w().user.type(within(await dialog()).getByRole('textbox', { name: 'Comment' }), 'x');
    w().comment += 'x';
  },
  'close the dialog': async () => w().user.click(within(await dialog()).getByRole('button', { name: 'Cancel' })),
  'the server accepts': () => answer(w()),
  'the server refuses': () => answer(w(), refuse(400, REFUSAL)),
  'the session has expired': () => answer(w(), refuse(401, 'Invalid token.')),
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  editing: async (ctx) => {
    const form = await dialog();
    expect(w().hold.pending()).toHaveLength(0);
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue(w().comment);
    if (ctx.via === 'submit with a field empty') {
      expect(within(form).getByRole('alert')).toHaveTextContent('All fields are required');
      expect(within(form).getByRole('textbox', { name: 'Document number' })).toHaveAttribute('aria-invalid', 'true');
      // What was typed stays.
      expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
    }
    if (ctx.via === 'change a field') expect(within(form).queryByRole('alert')).toBeNull();
    if (ctx.via === 'press Cancel upload') {
      expectCancelled(w(), form);
      expect(within(form).getByRole('textbox', { name: 'Document number' })).toHaveValue(DOCUMENT);
    }
    expect(added()).toHaveLength(0);
  },
  submitting: async ({ via }) => {
    await expectSending(w(), await dialog(), via);
    const request = w().request ?? (await w().hold.next(WRITE_PATH));
    w().request = request;
    expect(request.method).toBe('POST');
    const fields = Object.fromEntries([...(request.body as FormData).entries()].filter(([key]) => key !== 'files').map(([key, value]) => [key, String(value)]));
    expect((request.body as FormData).getAll('files').map((file) => (file as File).name)).toEqual(w().attached ? ['new.png'] : []);
    expect(fields).toMatchObject({ balance_type: 'outbound_settlement', company: '1', currency: 'USD', amount: '-500', account_id: '7', bank: '12', document_id: DOCUMENT, deposit_date: TODAY });
    const button = within(await dialog()).getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('data-loading');
    await w().user.dblClick(button);
    expect(w().hold.pending()).toHaveLength(1);
  },
  failed: async () => {
    const form = await dialog();
    expect(await within(form).findByRole('alert')).toHaveTextContent(REFUSAL);
    await toast(REFUSAL);
    expect(within(form).getByRole('textbox', { name: 'Document number' })).toHaveValue(DOCUMENT);
    expect(added()).toHaveLength(0);
  },
  done: async () => {
    await toast('Balance added successfully');
    await waitFor(() => expect(w().onClosed).toHaveBeenCalled());
    expect(w().onReload).toHaveBeenCalledTimes(1);
    expect(added()).toEqual([expect.objectContaining({ amount: -500, company: 1, balance_type: 'outbound_settlement' })]);
    expect(db.balances.entries).toHaveLength(w().before + 1);
  },
  closed: async (ctx) => {
    await closedWith(w(), ctx.via);
    expect(added()).toHaveLength(0);
  },
};

const handlers: ReplayHandlers<unknown> = {
  start: async () => {
    const started = await dialogStart();
    const merchants = await loadBalanceMerchants();
    world = { ...started, user: newUser(), chosen: false, comment: '', before: db.balances.entries.length };
    renderView(<AddBalanceDialog merchants={merchants} today={TODAY} onReload={started.onReload} onClosed={started.onClosed} />);
  },
  events,
  states,
};

describe('balance add model, replayed on the real dialog', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', ['settlements']));

  it('has paths to replay', () => expect(paths.length).toBeGreaterThan(3));

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path as ModelPath<unknown>, handlers);
  });
});
