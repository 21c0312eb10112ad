import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteBalanceDialog } from '@app/balances/settlements/DeleteBalanceDialog';
import { modelPaths, replay, type ModelPath, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { balanceDeleteModel, REFUSAL, type BalanceDeleteEventName } from './events/balanceDelete';
import { answer, closedWith, dialogStart, newUser, refuse, stored, toast, WRITE_PATH, type DialogWorld } from './support/balances';

/** The delete chart's paths, replayed on the real delete dialog against the demo API. */

const paths = modelPaths(balanceDeleteModel);
let world: DialogWorld | null = null;
const w = () => world!;
const dialog = () => screen.findByRole('dialog', { name: 'Delete balance' });

const events: Record<BalanceDeleteEventName, (ctx: StepContext) => Promise<void>> = {
  'confirm the deletion': async () => w().user.click(within(await dialog()).getByRole('button', { name: 'Delete' })),
  'close the dialog': async () => w().user.click(within(await dialog()).getByRole('button', { name: 'Cancel' })),
  'the server accepts': () => answer(w()),
  'the server refuses': () => answer(w(), refuse(403, REFUSAL)),
  'the session has expired': () => answer(w(), refuse(401, 'Invalid token.')),
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  confirming: async (ctx) => {
    const form = await dialog();
    expect(form).toHaveTextContent('Are you sure you want to delete this balance?');
    expect(form).toHaveTextContent(w().entry.document_id);
    expect(form).toHaveTextContent(w().entry.bank__name);
    expect(w().hold.pending()).toHaveLength(0);
    if (ctx.via === 'start') expect(within(form).queryByRole('alert')).toBeNull();
  },
  deleting: async () => {
    const request = await w().hold.next(WRITE_PATH);
    w().request = request;
    expect(request.method).toBe('DELETE');
    expect(JSON.parse(String(request.body))).toEqual({ company: 1, id: w().entry.id });
    const button = within(await dialog()).getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-loading');
    await w().user.dblClick(button);
    expect(w().hold.pending()).toHaveLength(1);
  },
  failed: async () => {
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(REFUSAL);
    await toast(REFUSAL);
    expect(stored(w().entry.id)).toBeDefined();
  },
  done: async () => {
    await toast('Balance deleted successfully');
    await waitFor(() => expect(w().onClosed).toHaveBeenCalled());
    expect(w().onReload).toHaveBeenCalledTimes(1);
    expect(stored(w().entry.id)).toBeUndefined();
  },
  closed: async (ctx) => {
    await closedWith(w(), ctx.via);
    expect(stored(w().entry.id)).toBeDefined();
  },
};

const handlers: ReplayHandlers<unknown> = {
  start: async () => {
    const started = await dialogStart();
    world = { ...started, user: newUser() };
    renderView(<DeleteBalanceDialog entry={started.entry} onReload={started.onReload} onClosed={started.onClosed} />);
  },
  events,
  states,
};

describe('balance delete model, replayed on the real dialog', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', ['settlements']));

  it('has paths to replay', () => expect(paths.length).toBeGreaterThan(3));

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path as ModelPath<unknown>, handlers);
  });
});
