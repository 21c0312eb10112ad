import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, isApiFailure } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import { keyMessage, type Message } from '../shared/message';
import { releaseStepUpMachine } from './releaseStepUp';

/** The action names of POST v1/payroll/{action} (spec 01 section 7). */
export type PayrollActionName = 'approved' | 'reject' | 'delete';

export interface PayrollActionInput {
  readonly action: PayrollActionName;
  readonly payrollId: number;
  /** The rejection reason; only a rejection sends one. */
  readonly detail?: string;
  /** What the step-up gave for an approval above the company's threshold (issue 26). */
  readonly releaseGrant?: string;
  /** The user's intent (issue 29): the app makes the call's Idempotency-Key from it. */
  readonly intent: number;
}

/** What the server answers to an action: its texts, if any. */
export interface PayrollActionAnswer {
  readonly text?: string;
  readonly info?: string;
}

interface PayrollActionContext {
  /** The payroll being acted on (the dialog's subject), null when none. */
  payrollId: number | null;
  action: PayrollActionName | null;
  /** What the user typed as the rejection reason, kept across a refused submit. */
  reason: string;
  /** Why the reason was refused, or why the last action failed. */
  error: Message | null;
  /** The step-up's grant for this approval (issue 26); null until a code was taken. */
  grant: string | null;
  /**
   * The last action sent (issue 29). Sending the same action on the same payroll again after a
   * failure (the user pressed it again) is the same intent, so a lost answer is not acted on
   * twice; after a success, or with another reason or code, it is a new one.
   */
  intent: Intent;
}

export type PayrollActionEvent =
  /** `secondFactor`: the payroll says approving it needs a fresh code (its `second_factor_release`). */
  | { type: 'APPROVE'; payrollId: number; secondFactor?: boolean }
  | { type: 'REJECT'; payrollId: number }
  | { type: 'DELETE'; payrollId: number }
  | { type: 'SUBMIT_REASON'; reason: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Spec 01 section 8: a failed action shows the body's info or text, else 'Something went wrong'. */
export function actionFailureMessage(error: unknown): Message {
  if (!isApiFailure(error)) return keyMessage('errors:somethingWentWrong');
  if (error.kind === 'http') {
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Record<string, unknown>;
    const text = str(body.info) ?? str(body.text);
    return text ? { text } : keyMessage('errors:somethingWentWrong');
  }
  // No response ('contact support') or an unreadable answer: the client's own message says it.
  return error.message;
}

/** What a successful action shows: the answer's text or info, else a text of our own. */
export function actionDoneMessage(action: PayrollActionName, answer: PayrollActionAnswer): Message {
  const text = str(answer.text) ?? str(answer.info);
  return text ? { text } : keyMessage(`payoutList:actionDone.${action}`);
}

/** What an action sends: the action, the payroll, a rejection's reason, an approval's grant. */
const sent = (context: PayrollActionContext): Omit<PayrollActionInput, 'intent'> => ({
  action: context.action!,
  payrollId: context.payrollId!,
  ...(context.action === 'reject' ? { detail: context.reason.trim() } : {}),
  ...(context.grant === null ? {} : { releaseGrant: context.grant }),
});

/** A 401 is the session's business (it signs out); an abort means the user left. */
const isSilent = (error: unknown): boolean =>
  failedAs(error, 'aborted', 'unauthorized');

/** The server refused an approval for want of a code (what the list showed was out of date). */
const asksSecondFactor = (error: unknown): boolean =>
  isApiFailure(error) && error.kind === 'http' && typeof error.body === 'object' && error.body !== null && (error.body as Record<string, unknown>).second_factor_required === true;

/**
 * Approve, reject or delete one payroll (spec 01 sections 2 and 4). Rejecting asks for a
 * reason first; approving and deleting ask for a confirmation (issue 24: money leaves the
 * merchant on approval, so one stray click must not sign). While a request runs every event
 * is ignored, so a double click never sends twice. An approval above the company's threshold
 * (issue 26) asks a fresh code instead of the confirmation: the step-up chart, invoked here.
 */
export const payrollActionMachine = setup({
  types: {
    context: {} as PayrollActionContext,
    events: {} as PayrollActionEvent,
    // The views reach the step-up by its id, typed (snapshot.children.releaseStepUp).
    children: {} as { releaseStepUp: 'releaseStepUp'; submitAction: 'submitAction' },
  },
  actors: {
    /** POST v1/payroll/{action} with uploaded_file_id and, for a rejection, detail. */
    submitAction: {} as PromiseActorLogic<PayrollActionAnswer, PayrollActionInput>,
    /** The step-up chart, bound by the app with its grant call. */
    releaseStepUp: releaseStepUpMachine,
  },
  actions: {
    /** A success toast. */
    announceDone: (_, _params: { message: Message }) => {},
    /** An error toast. */
    announceFailure: (_, _params: { message: Message }) => {},
    /** The screen that offered the action loads the payroll again (the list its page, the detail its payroll and History), so the new status shows. */
    refreshList: () => {},
  },
  guards: {
    hasReason: (_, params: { reason: string }) => params.reason.trim().length > 0,
    isSilent: (_, params: { error: unknown }) => isSilent(params.error),
    asksSecondFactor: (_, params: { error: unknown }) => asksSecondFactor(params.error),
    hasGrant: (_, params: { grant: string | null }) => params.grant !== null,
    wantsCode: (_, params: { secondFactor: boolean | undefined }) => params.secondFactor === true,
  },
}).createMachine({
  id: 'payrollAction',
  context: { payrollId: null, action: null, reason: '', error: null, grant: null, intent: NO_INTENT },
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        APPROVE: [
          {
            // Above the company's threshold (issue 26): the dialog asks the code, which is the confirmation.
            guard: { type: 'wantsCode', params: ({ event }) => ({ secondFactor: event.secondFactor }) },
            target: 'steppingUp',
            actions: assign({ payrollId: ({ event }) => event.payrollId, action: 'approved', reason: '', error: null, grant: null }),
          },
          {
            target: 'confirmingApproval',
            actions: assign({ payrollId: ({ event }) => event.payrollId, action: 'approved', reason: '', error: null, grant: null }),
          },
        ],
        REJECT: {
          target: 'askingReason',
          actions: assign({ payrollId: ({ event }) => event.payrollId, action: 'reject', reason: '', error: null }),
        },
        DELETE: {
          target: 'confirmingDelete',
          actions: assign({ payrollId: ({ event }) => event.payrollId, action: 'delete', reason: '', error: null }),
        },
      },
      states: {
        idle: {},
        done: {},
        failed: {},
      },
    },
    askingReason: {
      on: {
        SUBMIT_REASON: [
          {
            guard: { type: 'hasReason', params: ({ event }) => ({ reason: event.reason }) },
            target: 'submitting',
            actions: assign({ reason: ({ event }) => event.reason, error: null }),
          },
          {
            // Spec 01 section 5: stay in the dialog, keep what was typed, say why.
            actions: assign({
              reason: ({ event }) => event.reason,
              error: () => keyMessage('payoutList:reject.reasonRequired'),
            }),
          },
        ],
        CANCEL: { target: 'ready', actions: assign({ payrollId: null, action: null, reason: '', error: null }) },
      },
    },
    confirmingApproval: {
      on: {
        CONFIRM: 'submitting',
        CANCEL: { target: 'ready', actions: assign({ payrollId: null, action: null }) },
      },
    },
    /** A fresh code for this payroll (issue 26); the step-up's grant goes with the approval. */
    steppingUp: {
      invoke: {
        id: 'releaseStepUp',
        src: 'releaseStepUp',
        input: ({ context }) => ({ ids: [context.payrollId!] }),
        onDone: [
          {
            guard: { type: 'hasGrant', params: ({ event }) => ({ grant: event.output }) },
            target: 'submitting',
            actions: assign({ grant: ({ event }) => event.output }),
          },
          { target: 'ready', actions: assign({ payrollId: null, action: null, grant: null }) },
        ],
      },
    },
    confirmingDelete: {
      on: {
        CONFIRM: 'submitting',
        CANCEL: { target: 'ready', actions: assign({ payrollId: null, action: null }) },
      },
    },
    submitting: {
      // No `on` here: a second click while the request runs does nothing.
      entry: assign({ intent: ({ context }) => intentFor(context.intent, sent(context)) }),
      invoke: {
        id: 'submitAction',
        src: 'submitAction',
        input: ({ context }) => ({ ...sent(context), intent: context.intent.id }),
        onDone: {
          target: 'ready.done',
          actions: [
            { type: 'announceDone', params: ({ context, event }) => ({ message: actionDoneMessage(context.action!, event.output) }) },
            'refreshList',
            assign({ payrollId: null, reason: '', grant: null, intent: ({ context }) => settle(context.intent) }),
          ],
        },
        onError: [
          {
            guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) },
            target: 'ready.idle',
            actions: assign({ payrollId: null, reason: '', grant: null }),
          },
          {
            // The server wants a code the list did not know of (the rule or the payroll changed): ask it now.
            guard: { type: 'asksSecondFactor', params: ({ event }) => ({ error: event.error }) },
            target: 'steppingUp',
            actions: assign({ grant: null }),
          },
          {
            target: 'ready.failed',
            actions: [
              assign({ error: ({ event }) => actionFailureMessage(event.error), payrollId: null, reason: '', grant: null }),
              { type: 'announceFailure', params: ({ event }) => ({ message: actionFailureMessage(event.error) }) },
            ],
          },
        ],
      },
    },
  },
});
