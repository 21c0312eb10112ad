import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CredentialsPage } from '@app/settings/credentials/CredentialsPage';
import { db } from '@demo-api/store';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn, type SettingsWorld } from '../component/settings/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { credentialsGenerateModel, KEEP_REFUSAL, type CredentialsGenerateEventName } from './events/credentialsGenerate';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/**
 * Generate and Keep, replayed on the real credentials page as admin against the demo API
 * (Andes, production). Generate and Keep calls are held so "generating" and "keeping" show.
 */

const GENERATE = '/v1/payments/credentials/generate/';
const KEEP = '/v1/payments/credentials/create/';
const PENDING = 'New credentials, not saved yet';
const paths = modelPaths(credentialsGenerateModel);

let world: SettingsWorld;
let hold: RequestHold;
let held: HeldRequest | null = null;
let stored = '';
let generated = '';

beforeAll(() => useLanguage('en', SETTINGS_NAMESPACES));
afterEach(() => hold?.discard());

const storedKey = () => db.settings.merchants.find((m) => m.id === 101)!.credentials.prod.public_key;
const pendingRegion = () => screen.queryByRole('region', { name: PENDING });
const button = (name: string) => screen.getByRole('button', { name });
const toast = (text: string) => screen.findByText(text, {}, { timeout: 3000 });
const answerWith = (method: 'get' | 'post', path: string, response: () => Response) => {
  demoServer.use(http[method](`*${path}`, response, { once: true }));
  held!.pass();
};

const events: Record<CredentialsGenerateEventName, (ctx: StepContext) => Promise<void>> = {
  'the user generates': async () => {
    notifications.clean();
    await world.user.click(button('Generate'));
    held = await hold.next(GENERATE);
    expect(held.url).toContain('merchant_id=101');
    expect(held.url).toContain('env=prod');
  },
  'a new pair arrives': async () => held!.pass(),
  'generating fails': async () => answerWith('get', GENERATE, () => HttpResponse.error()),
  'the user leaves while generating': async () => held!.abort(),
  'the user keeps': async () => {
    notifications.clean();
    await world.user.click(button('Keep'));
    // A second click while saving sends nothing more.
    await world.user.click(button('Keep')).catch(() => {});
    held = await hold.next(KEEP);
    expect(hold.pending()).toHaveLength(1);
    expect(String(held.body)).toContain(`api_key=${generated}`);
  },
  'the pair is saved': async () => held!.pass(),
  'keeping is refused': async () => answerWith('post', KEEP, () => HttpResponse.json({ detail: KEEP_REFUSAL }, { status: 400 })),
  'the user leaves while keeping': async () => held!.abort(),
  'the user leaves without keeping': async () => {
    await world.user.click(button('Discard'));
  },
};

/** The generated pair, shown in its own box and not yet the merchant's. */
async function expectPending() {
  const region = await screen.findByRole('region', { name: PENDING });
  const show = within(region).queryByRole('button', { name: 'Show Public key' });
  if (show) await world.user.click(show);
  generated = (within(region).getByRole('textbox', { name: 'Public key' }) as HTMLInputElement).value;
  expect(generated).toMatch(/^pk_live_/);
  expect(storedKey()).toBe(stored);
  expect(button('Keep')).toBeEnabled();
}

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  viewing: async () => {
    await waitFor(() => expect(button('Generate')).not.toHaveAttribute('data-loading'));
    expect(pendingRegion()).not.toBeInTheDocument();
    expect(button('Keep')).toBeDisabled();
    expect(storedKey()).toBe(stored);
  },
  generating: async () => {
    await waitFor(() => expect(button('Generate')).toHaveAttribute('data-loading', 'true'));
  },
  unsaved: async (ctx) => {
    if (ctx.via === 'a new pair arrives') expect(await toast('Credentials generated successfully')).toBeInTheDocument();
    await expectPending();
  },
  keeping: async () => {
    await waitFor(() => expect(button('Keep')).toHaveAttribute('data-loading', 'true'));
    expect(pendingRegion()).toBeInTheDocument();
  },
  kept: async () => {
    expect(await toast('Credential saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(pendingRegion()).not.toBeInTheDocument());
    expect(storedKey()).toBe(generated);
    stored = generated;
    // The current pair shown is the kept one.
    await world.user.click(await screen.findByRole('button', { name: 'Show Public key' }));
    expect(screen.getByRole('textbox', { name: 'Public key' })).toHaveValue(generated);
  },
  failed: async (ctx) => {
    if (ctx.via === 'keeping is refused') {
      expect(await toast(KEEP_REFUSAL)).toBeInTheDocument();
      expect(pendingRegion()).toBeInTheDocument();
      expect(storedKey()).toBe(stored);
      expect(button('Keep')).toBeEnabled();
    } else {
      expect(await toast(/Service unavailable, contact to support@/ as unknown as string)).toBeInTheDocument();
      expect(pendingRegion()).not.toBeInTheDocument();
    }
  },
};

describe('credentials Generate and Keep, replayed on the credentials page', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    await replay(path, {
      start: async () => {
        notifications.clean();
        await signIn('admin');
        stored = storedKey();
        hold = holdRequests([GENERATE, KEEP]);
        held = null;
        world = renderSettingsPage('/payments/credentials', CredentialsPage);
        await screen.findByRole('textbox', { name: 'Public key' });
      },
      events,
      states,
    });
  });
});
