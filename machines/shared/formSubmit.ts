import { assign, setup, type PromiseActorLogic } from 'xstate';
import { isAborted, messageOf } from './apiError';
import { intentFor, NO_INTENT, settle, type Intent } from './intent';
import type { Message } from './message';

interface FormSubmitContext {
  /** The last accepted answer, for the view to show (a text, a link). */
  result: unknown;
  error: Message | null;
  /** The user's intent being sent (issue 29): a Retry of the same values keeps it. */
  intent: Intent;
}

/** What the form's call gets: the values, and the intent whose key it sends. */
export interface FormSubmitInput {
  readonly values: Readonly<Record<string, unknown>>;
  readonly intent: number;
}

export type FormSubmitEvent =
  | { type: 'SUBMIT'; values: Readonly<Record<string, unknown>> }
  /** The values failed the view's checks: show why, send nothing. */
  | { type: 'INVALID'; message: Message }
  | { type: 'EDIT' };

/**
 * A form that sends one request: editing → submitting → succeeded | failed. While a request
 * runs, further submits are ignored, so a double click never sends twice.
 */
export const formSubmitMachine = setup({
  types: { context: {} as FormSubmitContext, events: {} as FormSubmitEvent },
  actors: {
    submit: {} as PromiseActorLogic<unknown, FormSubmitInput>,
  },
  actions: {
    /** Shows the outcome (toast, download, link). */
    announceSuccess: (_, _params: { result: unknown }) => {},
  },
  guards: {
    isAborted: (_, params: { error: unknown }) => isAborted(params.error),
  },
}).createMachine({
  id: 'formSubmit',
  context: { result: null, error: null, intent: NO_INTENT },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: { target: 'submitting', actions: assign({ error: null, intent: ({ context, event }) => intentFor(context.intent, event.values) }) },
        INVALID: { actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context, event }) => ({ values: (event as Extract<FormSubmitEvent, { type: 'SUBMIT' }>).values, intent: context.intent.id }),
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ result: ({ event }) => event.output, intent: ({ context }) => settle(context.intent) }),
            { type: 'announceSuccess', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'editing' },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => messageOf(event.error),
            }),
          },
        ],
      },
    },
    succeeded: {
      on: { EDIT: { target: 'editing', actions: assign({ result: null }) } },
    },
    failed: {
      on: {
        // A Retry: the same values are the same intent, so the server acts at most once.
        SUBMIT: { target: 'submitting', actions: assign({ error: null, intent: ({ context, event }) => intentFor(context.intent, event.values) }) },
        INVALID: { target: 'editing', actions: assign({ error: ({ event }) => event.message }) },
        EDIT: { target: 'editing', actions: assign({ error: null }) },
      },
    },
  },
});
