import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MerchantInfoPage } from '@app/settings/merchantInfo/MerchantInfoPage';
import { db } from '@demo-api/store';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn, type SettingsWorld } from '../component/settings/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { NEW_URL, notificationUrlEditModel, STORED, type NotificationUrlEditEventName } from './events/notificationUrlEdit';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/** The notification URL edit, replayed on the real merchant info page (admin, Comercial Andes). */

const SAVE = '/v1/payments/merchant/update/notification_url/';
const paths = modelPaths(notificationUrlEditModel);

let world: SettingsWorld;
let hold: RequestHold;
let held: HeldRequest | null = null;
/** What the server holds as the success URL. */
let serverUrl = STORED.url_notification;

beforeAll(() => useLanguage('en', SETTINGS_NAMESPACES));
afterEach(() => hold?.discard());

const field = () => screen.getByRole('textbox', { name: 'Success notification URL' });
const button = (name: string) => screen.getByRole('button', { name });
const stored = () => db.settings.merchants.find((m) => m.id === 101)!.notification_urls.url_notification;

async function typeUrl(value: string) {
  await world.user.clear(field());
  await world.user.type(field(), value);
}

const events: Record<NotificationUrlEditEventName, (ctx: StepContext) => Promise<void>> = {
  'the user edits': () => world.user.click(button('Edit')),
  'the user types a valid address': () => typeUrl(NEW_URL),
  'the user types a bad address': () => typeUrl('ftp://andes.example'),
  'the user cancels': () => world.user.click(button('Cancel')),
  'the user saves': async (ctx) => {
    notifications.clean();
    await world.user.click(button('Save'));
    if (ctx.snapshot.matches('saving')) {
      held = await hold.next(SAVE);
      await world.user.click(button('Save')).catch(() => {});
      expect(hold.pending()).toHaveLength(1);
    }
  },
  'the server saves them': async () => {
    held!.pass();
  },
  'the server refuses': async () => {
    demoServer.use(http.post(`*${SAVE}`, () => HttpResponse.json({ notification_url: ['Enter a valid URL.'] }, { status: 400 }), { once: true }));
    held!.pass();
  },
  'the user leaves while saving': async () => held!.abort(),
};

const draftOf = (ctx: StepContext) => (ctx.snapshot.context as { draft: { url_notification: string } }).draft.url_notification;

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  readOnly: async () => {
    await waitFor(() => expect(field()).toHaveAttribute('readonly'));
    expect(field()).toHaveValue(serverUrl);
    expect(button('Edit')).toBeEnabled();
  },
  editing: async (ctx) => {
    await waitFor(() => expect(field()).not.toHaveAttribute('readonly'));
    await waitFor(() => expect(field()).toBeEnabled());
    expect(field()).toHaveValue(draftOf(ctx));
    if (ctx.via === 'the user saves') {
      expect(await screen.findByText(/Enter a valid https:\/\/ address on a public host/)).toBeInTheDocument();
      expect(stored()).toBe(serverUrl);
    }
  },
  saving: async () => {
    await waitFor(() => expect(button('Save')).toHaveAttribute('data-loading', 'true'));
  },
  saved: async (ctx) => {
    expect(await screen.findByText('Notification url updated successfully')).toBeInTheDocument();
    serverUrl = draftOf(ctx);
    expect(stored()).toBe(serverUrl);
    await waitFor(() => expect(field()).toHaveAttribute('readonly'));
    expect(field()).toHaveValue(serverUrl);
  },
  failed: async (ctx) => {
    expect(await screen.findAllByText('Enter a valid URL.')).not.toHaveLength(0);
    expect(field()).toHaveValue(draftOf(ctx));
    expect(stored()).toBe(serverUrl);
  },
};

describe('notification URL edit, replayed on merchant info', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    await replay(path, {
      start: async () => {
        notifications.clean();
        await signIn('admin');
        serverUrl = STORED.url_notification;
        hold = holdRequests([SAVE]);
        held = null;
        world = renderSettingsPage('/payments/merchant/info', MerchantInfoPage);
        await world.user.click(await screen.findByRole('tab', { name: 'Notifications' }));
      },
      events,
      states,
    });
  });
});
