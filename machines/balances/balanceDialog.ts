import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, messageOf } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import { keyMessage, type Message } from '../shared/message';
import { nextPercent, type ProgressTarget, type UploadProgressEvent } from '../shared/uploadProgress';
import type { BalancePayload, FieldErrors, Verdict } from './balanceForm';

/** What the add and edit dialogs send and how their checks run: the pure parts each chart plugs in. */
export interface DialogRules<TSetting, TValues> {
  readonly id: string;
  readonly check: (setting: TSetting, values: TValues) => Verdict;
  readonly payload: (setting: TSetting, values: TValues) => BalancePayload;
  readonly doneMessage: string;
}

export interface DialogContext<TSetting, TValues> {
  /** What the dialog was opened with (merchants, today, the original entry). */
  readonly setting: TSetting;
  /** The values of the last SUBMIT, kept so nothing typed is lost on a refusal. */
  values: TValues | null;
  fieldErrors: FieldErrors;
  /** Why the values were refused or the request failed. */
  error: Message | null;
  /** How much of the attachments the browser has sent (0 to 100); null when none is sent. */
  progress: number | null;
  /** A neutral word about the last attempt ('Upload cancelled'), shown until the next submit. */
  notice: Message | null;
  /** The user's intent being sent (issue 29): Save again with the same values keeps it. */
  intent: Intent;
}

/** What the submit actor gets: the payload, where to report the upload's progress, and the intent whose key it sends. */
export interface SubmitInput {
  readonly payload: BalancePayload;
  readonly progressTo: ProgressTarget;
  readonly intent: number;
}

/**
 * What makes two sends the same request, for the intent (issue 29): the fields, and each
 * attachment by name, size and type (a picked file's bytes are opaque here) or by its key.
 */
const sentAs = (payload: BalancePayload) => ({
  fields: payload.fields,
  files: payload.files.map((file) => ({ name: file.name, size: file.size, type: file.type, key: file.key ?? null })),
});

export type DialogEvent<TValues> =
  | { type: 'SUBMIT'; values: TValues }
  /** The user changed something after a failure: the failure message goes. */
  | { type: 'EDIT' }
  /** The dialog closes; a request under way is cancelled and nothing is said. */
  | { type: 'CLOSE' }
  | UploadProgressEvent;

/** 401 is the session's business (it signs out); an abort means the dialog was left. */
const isSilent = (error: unknown) => failedAs(error, 'aborted', 'unauthorized');

/** Spec 02 section 8: the client already made the message (contact support, the body's first value). */

/**
 * An add or edit dialog: editing → validating → submitting → done, or back to editing with the
 * reasons, or failed with the server's. While submitting, SUBMIT is not handled (a double click
 * sends once); CLOSE stops the request, which aborts it on the wire.
 */
export function balanceDialogChart<TSetting, TValues>(rules: DialogRules<TSetting, TValues>) {
  const verdictOf = (context: DialogContext<TSetting, TValues>): Verdict => rules.check(context.setting, context.values as TValues);
  const payloadOf = (context: DialogContext<TSetting, TValues>): BalancePayload => rules.payload(context.setting, context.values as TValues);
  return setup({
    types: {
      context: {} as DialogContext<TSetting, TValues>,
      events: {} as DialogEvent<TValues>,
      input: {} as TSetting,
    },
    actors: {
      /** POST or PUT /v1/company_balance_list/ with the multipart form of the payload. */
      submitBalance: {} as PromiseActorLogic<unknown, SubmitInput>,
    },
    actions: {
      /** The catalogue's success text as a toast. */
      announceDone: (_, _params: { message: Message }) => {},
      /** The server's refusal as an error toast. */
      announceFailure: (_, _params: { message: Message }) => {},
      /** The list loads again from page 1. */
      reloadList: () => {},
    },
    guards: {
      isValid: ({ context }) => verdictOf(context).message === null,
      isSilent: (_, params: { error: unknown }) => isSilent(params.error),
    },
  }).createMachine({
    id: rules.id,
    context: ({ input }) => ({ setting: input, values: null, fieldErrors: {}, error: null, progress: null, notice: null, intent: NO_INTENT }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          SUBMIT: { target: 'validating', actions: assign({ values: ({ event }) => event.values, notice: null }) },
          CLOSE: 'closed',
        },
      },
      validating: {
        always: [
          {
            guard: 'isValid',
            target: 'submitting',
            // A bar only when attachments go with the form: the fields alone are sent at once.
            // The same values as the last unanswered send are the same intent (a Save again after
            // a failure); other values, or a send after a cancelled upload, are the next one.
            actions: assign({
              fieldErrors: {},
              error: null,
              progress: ({ context }) => (payloadOf(context).files.length > 0 ? 0 : null),
              intent: ({ context }) => intentFor(context.intent, sentAs(payloadOf(context))),
            }),
          },
          {
            target: 'editing',
            actions: assign(({ context }) => {
              const verdict = verdictOf(context);
              return { fieldErrors: verdict.fieldErrors, error: verdict.message };
            }),
          },
        ],
      },
      submitting: {
        invoke: {
          id: 'submitBalance',
          src: 'submitBalance',
          input: ({ context, self }) => ({ payload: payloadOf(context), progressTo: self, intent: context.intent.id }),
          onDone: {
            target: 'done',
            actions: [assign({ intent: ({ context }) => settle(context.intent) }), { type: 'announceDone', params: { message: keyMessage(rules.doneMessage) } }, 'reloadList'],
          },
          onError: [
            { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'closed' },
            {
              target: 'failed',
              actions: [
                assign({ error: ({ event }) => messageOf(event.error) }),
                { type: 'announceFailure', params: ({ event }) => ({ message: messageOf(event.error) }) },
              ],
            },
          ],
        },
        on: {
          CLOSE: 'closed',
          PROGRESS: {
            actions: assign({ progress: ({ context, event }) => (context.progress === null ? null : nextPercent(context.progress, event.percent)) }),
          },
          // Leaving the state stops the actor, which aborts the request; what was typed stays.
          // The user gave that send up before its answer: the next Save is a new intent. (A server
          // still reading the cancelled upload would answer the same key with 409.)
          CANCEL: {
            target: 'editing',
            actions: assign({ progress: null, notice: () => keyMessage('settlements:form.uploadCancelled'), intent: ({ context }) => settle(context.intent) }),
          },
        },
      },
      failed: {
        on: {
          SUBMIT: { target: 'validating', actions: assign({ values: ({ event }) => event.values }) },
          EDIT: { target: 'editing', actions: assign({ error: null }) },
          CLOSE: 'closed',
        },
      },
      done: { type: 'final' },
      closed: { type: 'final' },
    },
  });
}
