import { assign, setup, type PromiseActorLogic } from 'xstate';
import { isAborted, messageOf } from './apiError';
import type { Message } from './message';

interface FormSubmitContext {
  /** The last accepted answer, for the view to show (a text, a link). */
  result: unknown;
  error: Message | null;
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
    submit: {} as PromiseActorLogic<unknown, Readonly<Record<string, unknown>>>,
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
  context: { result: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: { target: 'submitting', actions: assign({ error: null }) },
        INVALID: { actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => (event as Extract<FormSubmitEvent, { type: 'SUBMIT' }>).values,
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ result: ({ event }) => event.output }),
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
        SUBMIT: { target: 'submitting', actions: assign({ error: null }) },
        INVALID: { target: 'editing', actions: assign({ error: ({ event }) => event.message }) },
        EDIT: { target: 'editing', actions: assign({ error: null }) },
      },
    },
  },
});
