import { assign, setup } from 'xstate';
import { failedAs, messageOf } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import { keyMessage, type Message } from '../shared/message';
import { jobMachine, type JobOutput } from '../shared/job';
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
  /** Whether attachments go with the send under way: then its job's progress and Cancel show. */
  attaching: boolean;
  /** A neutral word about the last attempt ('Upload cancelled'), shown until the next submit. */
  notice: Message | null;
  /** The user's intent being sent (issue 29): Save again with the same values keeps it. */
  intent: Intent;
}

/**
 * What the send's job gets for its work (issue 28: the send runs as a job, machines/shared/job.ts,
 * which follows the attachments' bytes and aborts on Cancel): the payload and the intent whose
 * key it sends.
 */
export interface SubmitInput {
  readonly payload: BalancePayload;
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
  | { type: 'CLOSE' };

/** The failure of a job that failed. */
const failureOf = (job: JobOutput): unknown => (job.outcome === 'failed' ? job.error : undefined);

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
      children: {} as { job: 'submitJob' },
    },
    actors: {
      /** POST or PUT /v1/company_balance_list/ with the multipart form of the payload, as a job. */
      submitJob: jobMachine,
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
      isSent: (_, { job }: { job: JobOutput }) => job.outcome === 'complete' || job.outcome === 'short',
      isCancelled: (_, { job }: { job: JobOutput }) => job.outcome === 'cancelled',
      isSilent: (_, { job }: { job: JobOutput }) => job.outcome === 'failed' && isSilent(job.error),
    },
  }).createMachine({
    id: rules.id,
    context: ({ input }) => ({ setting: input, values: null, fieldErrors: {}, error: null, attaching: false, notice: null, intent: NO_INTENT }),
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
              attaching: ({ context }) => payloadOf(context).files.length > 0,
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
          id: 'job',
          src: 'submitJob',
          input: ({ context }) => ({ input: { payload: payloadOf(context), intent: context.intent.id } satisfies SubmitInput }),
          onDone: [
            {
              guard: { type: 'isSent', params: ({ event }) => ({ job: event.output }) },
              target: 'done',
              actions: [assign({ intent: ({ context }) => settle(context.intent) }), { type: 'announceDone', params: { message: keyMessage(rules.doneMessage) } }, 'reloadList'],
            },
            // Cancel (sent to the job) aborted the request; what was typed stays. The user gave
            // that send up before its answer: the next Save is a new intent. (A server still
            // reading the cancelled upload would answer the same key with 409.)
            {
              guard: { type: 'isCancelled', params: ({ event }) => ({ job: event.output }) },
              target: 'editing',
              actions: assign({ attaching: false, notice: () => keyMessage('settlements:form.uploadCancelled'), intent: ({ context }) => settle(context.intent) }),
            },
            { guard: { type: 'isSilent', params: ({ event }) => ({ job: event.output }) }, target: 'closed' },
            {
              target: 'failed',
              actions: [
                assign({ error: ({ event }) => messageOf(failureOf(event.output)) }),
                { type: 'announceFailure', params: ({ event }) => ({ message: messageOf(failureOf(event.output)) }) },
              ],
            },
          ],
        },
        // Leaving the state stops the job, which aborts the request.
        on: { CLOSE: 'closed' },
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
