import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, messageOf } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import { keyMessage, type Message } from '../shared/message';
import { isNotificationUrl } from './notificationUrl';

export interface NotificationUrls {
  readonly url_notification: string;
  readonly reject_notification_url: string;
}
export type UrlField = keyof NotificationUrls;

interface NotificationUrlEditContext {
  merchantId: number;
  /** What the server holds. */
  stored: NotificationUrls;
  /** What the form shows while editing. */
  draft: NotificationUrls;
  /** Why a field was refused, by field. */
  invalid: Partial<Record<UrlField, Message>>;
  error: Message | null;
  /** The save being sent (issue 29): Save again of the same addresses after a failure keeps it. */
  intent: Intent;
}

export type NotificationUrlEditEvent =
  | { type: 'EDIT' }
  | { type: 'CHANGE'; field: UrlField; value: string }
  | { type: 'CANCEL' }
  | { type: 'SAVE' };

export interface NotificationUrlEditInput {
  readonly merchantId: number;
  readonly stored: NotificationUrls;
}

/** The refusals of a draft; empty when it may be sent (the rule: machines/settings/notificationUrl.ts). */
function urlErrors(draft: NotificationUrls): Partial<Record<UrlField, Message>> {
  const errors: Partial<Record<UrlField, Message>> = {};
  for (const field of ['url_notification', 'reject_notification_url'] as const) {
    const value = draft[field].trim();
    if (value === '') errors[field] = keyMessage('merchantInfo:notifications.required');
    else if (!isNotificationUrl(value)) errors[field] = keyMessage('merchantInfo:notifications.invalidUrl');
  }
  return errors;
}

const trimmed = (urls: NotificationUrls): NotificationUrls => ({
  url_notification: urls.url_notification.trim(),
  reject_notification_url: urls.reject_notification_url.trim(),
});

/**
 * A merchant's success and failure notification URLs (spec 02 sections 2 and 4): read-only,
 * then Edit; Cancel goes back to the stored values (what was typed is discarded); Save checks
 * both addresses before sending and, once the server accepts, they are the stored ones.
 */
export const notificationUrlEditMachine = setup({
  types: {
    context: {} as NotificationUrlEditContext,
    events: {} as NotificationUrlEditEvent,
    input: {} as NotificationUrlEditInput,
  },
  actors: {
    /** POST /v1/payments/merchant/update/notification_url/ */
    save: {} as PromiseActorLogic<unknown, { merchantId: number; urls: NotificationUrls; intent: number }>,
  },
  actions: {
    announceSaved: () => {},
    announceFailure: (_, _params: { message: Message }) => {},
  },
  guards: {
    isDraftValid: ({ context }) => Object.keys(urlErrors(context.draft)).length === 0,
    isAborted: (_, params: { error: unknown }) => failedAs(params.error, 'aborted'),
  },
}).createMachine({
  id: 'notificationUrlEdit',
  context: ({ input }) => ({ merchantId: input.merchantId, stored: input.stored, draft: input.stored, invalid: {}, error: null, intent: NO_INTENT }),
  initial: 'readOnly',
  states: {
    readOnly: {
      on: { EDIT: { target: 'editing', actions: assign({ draft: ({ context }) => context.stored, invalid: {}, error: null }) } },
    },
    editing: {
      on: {
        CHANGE: {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
            invalid: ({ context, event }) => ({ ...context.invalid, [event.field]: undefined }),
          }),
        },
        CANCEL: { target: 'readOnly', actions: assign({ draft: ({ context }) => context.stored, invalid: {}, error: null }) },
        SAVE: [
          { guard: 'isDraftValid', target: 'saving', actions: assign({ draft: ({ context }) => trimmed(context.draft), error: null }) },
          { actions: assign({ invalid: ({ context }) => urlErrors(context.draft) }) },
        ],
      },
    },
    saving: {
      entry: assign({ intent: ({ context }) => intentFor(context.intent, { merchantId: context.merchantId, urls: context.draft }) }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ merchantId: context.merchantId, urls: context.draft, intent: context.intent.id }),
        onDone: { target: 'saved', actions: [assign({ stored: ({ context }) => context.draft, intent: ({ context }) => settle(context.intent) }), 'announceSaved'] },
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'editing' },
          {
            // The form stays open with what was typed.
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error) }),
              { type: 'announceFailure', params: ({ event }) => ({ message: messageOf(event.error) }) },
            ],
          },
        ],
      },
    },
    saved: {
      on: { EDIT: { target: 'editing', actions: assign({ draft: ({ context }) => context.stored, invalid: {}, error: null }) } },
    },
    failed: {
      on: {
        CHANGE: {
          target: 'editing',
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }), error: null }),
        },
        CANCEL: { target: 'readOnly', actions: assign({ draft: ({ context }) => context.stored, invalid: {}, error: null }) },
        // The draft has not changed since it passed the checks: send it again.
        SAVE: { target: 'saving', actions: assign({ error: null }) },
      },
    },
  },
});
