import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, isApiFailure, messageOf } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';

export interface ReleaseStepUpInput {
  /** The payrolls about to be approved: the grant releases these and no others. */
  readonly ids: readonly number[];
}

/** What the server gives for a right code: the grant the approval calls carry. */
export interface ReleaseGrantAnswer {
  readonly grant: string;
}

interface ReleaseStepUpContext {
  readonly ids: readonly number[];
  /** Why the last code was not taken (wrong, reused, a locked account, no answer). */
  error: Message | null;
  grant: string | null;
  /** Bumped on every refused code, so the view empties the boxes and focuses the first. */
  tries: number;
}

export type ReleaseStepUpEvent = { type: 'VERIFY'; code: string } | { type: 'CANCEL' };

const SIX_DIGITS = /^\d{6}$/;

/** The server's 403 for a user without a second factor: nothing typed can help, only enrolment. */
const needsEnrolment = (error: unknown): boolean => isApiFailure(error) && error.kind === 'http' && error.status === 403;

/**
 * Step-up before money leaves (issue 26, "Releasing money"): a fresh authenticator code for
 * the payrolls about to be approved, asked once whether one payroll or a whole selection is
 * approved. The server answers a right code with a grant that releases each of those payrolls
 * once; the chart ends with it (`output`), or with null when the user gave up. The approval
 * charts (payrollAction, payrollBulk) invoke it and send their calls with the grant.
 */
export const releaseStepUpMachine = setup({
  types: {
    context: {} as ReleaseStepUpContext,
    events: {} as ReleaseStepUpEvent,
    input: {} as ReleaseStepUpInput,
    output: {} as string | null,
  },
  actors: {
    /** POST v1/payroll/release_grant with the ids and the code. */
    requestGrant: {} as PromiseActorLogic<ReleaseGrantAnswer, { ids: readonly number[]; code: string }>,
  },
  guards: {
    isSixDigits: (_, params: { code: string }) => SIX_DIGITS.test(params.code),
    needsEnrolment: (_, params: { error: unknown }) => needsEnrolment(params.error),
    isSilent: (_, params: { error: unknown }) => failedAs(params.error, 'aborted', 'unauthorized'),
  },
}).createMachine({
  id: 'releaseStepUp',
  context: ({ input }) => ({ ids: input.ids, error: null, grant: null, tries: 0 }),
  initial: 'enteringCode',
  output: ({ context }) => context.grant,
  states: {
    enteringCode: {
      on: {
        VERIFY: [
          { guard: { type: 'isSixDigits', params: ({ event }) => ({ code: event.code }) }, target: 'verifying', actions: assign({ error: null }) },
          { actions: assign({ error: () => keyMessage('releaseStepUp:codeIncomplete') }) },
        ],
        CANCEL: 'cancelled',
      },
    },
    verifying: {
      // No `on`: the code is on its way; a second press sends nothing.
      invoke: {
        id: 'requestGrant',
        src: 'requestGrant',
        input: ({ context, event }) => ({ ids: context.ids, code: (event as Extract<ReleaseStepUpEvent, { type: 'VERIFY' }>).code }),
        onDone: { target: 'granted', actions: assign({ grant: ({ event }) => event.output.grant }) },
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'cancelled' },
          {
            guard: { type: 'needsEnrolment', params: ({ event }) => ({ error: event.error }) },
            target: 'needsEnrolment',
            actions: assign({ error: ({ event }) => messageOf(event.error) }),
          },
          {
            // A wrong or used code, a locked account, no answer: the server's words, and another try.
            target: 'enteringCode',
            actions: assign({ error: ({ event }) => messageOf(event.error), tries: ({ context }) => context.tries + 1 }),
          },
        ],
      },
    },
    /** The user has no second factor: the dialog says where to turn it on; nothing can be sent. */
    needsEnrolment: {
      on: { CANCEL: 'cancelled' },
    },
    granted: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
