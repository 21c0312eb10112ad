import type { AnyEventObject } from 'xstate';
import { notificationUrlEditMachine, type NotificationUrlEditInput } from '@machines/settings/notificationUrlEdit';
import type { ModelSpec } from '../../support/model';

/** The notification URL edit's model: one source for the replay test and the coverage test. */
export const STORED = {
  url_notification: 'https://andes.example/webhooks/payments/success',
  reject_notification_url: 'https://andes.example/webhooks/payments/failure',
};
export const NEW_URL = 'https://hooks.andes.example/ok';

const notificationUrlEditEvents = {
  'the user edits': { type: 'EDIT' },
  'the user types a valid address': { type: 'CHANGE', field: 'url_notification', value: NEW_URL },
  'the user types a bad address': { type: 'CHANGE', field: 'url_notification', value: 'ftp://andes.example' },
  'the user cancels': { type: 'CANCEL' },
  'the user saves': { type: 'SAVE' },
  'the server saves them': { type: 'xstate.done.actor.save', output: {} },
  'the server refuses': { type: 'xstate.error.actor.save', error: { kind: 'http', status: 400, message: { text: 'Enter a valid URL.' } } },
  'the user leaves while saving': { type: 'xstate.error.actor.save', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
} satisfies Record<string, AnyEventObject>;

export type NotificationUrlEditEventName = keyof typeof notificationUrlEditEvents;

export const notificationUrlEditModel: ModelSpec<NotificationUrlEditInput> = {
  machine: notificationUrlEditMachine,
  starts: [{ name: 'merchant info of Comercial Andes', input: { merchantId: 101, stored: STORED } }],
  events: notificationUrlEditEvents,
  project: (snapshot) => ({ draft: (snapshot.context as { draft: { url_notification: string } }).draft.url_notification }),
};
