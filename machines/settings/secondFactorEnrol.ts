import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, messageOf } from '../shared/apiError';
import type { Message } from '../shared/message';

/** GET /v1/me/second_factor: whether the factor is on, and how many recovery codes are unused. */
export interface SecondFactorStatus {
  readonly enabled: boolean;
  readonly recovery_codes_left: number;
}

/** POST /v1/me/second_factor/setup: a new secret for an authenticator app, waiting for its first code. */
export interface SecondFactorSecret {
  /** Base32, as an app takes it typed. */
  readonly secret: string;
  /** What the QR code holds. */
  readonly otpauth_uri: string;
}

/** Ten single-use codes, shown once (enable and new recovery codes). */
export interface RecoveryCodes {
  readonly recovery_codes: readonly string[];
}

interface SecondFactorEnrolContext {
  status: SecondFactorStatus | null;
  /** The secret being set up, from setup until the first code turns it on (or Cancel). */
  secret: SecondFactorSecret | null;
  /** The recovery codes while they are shown, and only then: cleared by Done. */
  codes: readonly string[] | null;
  /** The user ticked 'I have kept these codes somewhere safe'. */
  kept: boolean;
  /** The load's failure, the setup's, or why the code just sent was refused. */
  error: Message | null;
}

export type SecondFactorEnrolEvent =
  | { type: 'RETRY' }
  | { type: 'TURN_ON' }
  | { type: 'TURN_OFF' }
  | { type: 'NEW_CODES' }
  /** A current code from the app or, turning it off, a recovery code. */
  | { type: 'SUBMIT'; code: string }
  | { type: 'CANCEL' }
  | { type: 'KEEP'; kept: boolean }
  | { type: 'DONE' };

/** A code to send: anything typed (the view asks for six digits, or a recovery code); the server judges it. */
const isFilledCode = (code: string): boolean => code.trim() !== '';

const codeOf = (event: SecondFactorEnrolEvent): { code: string } => ({ code: event.type === 'SUBMIT' ? event.code.trim() : '' });

/**
 * My profile's 'Two-step verification' (issue 26, enrolment): loads whether the factor is on;
 * off, Turn on asks the server for a secret (shown as a QR code and typed) and turns it on
 * with the app's first code; the ten recovery codes are then shown once, until the user says
 * they kept them. On, Turn off and New recovery codes each ask for a current code first. A
 * refused code keeps the step and says why; no event is taken while a call runs.
 */
export const secondFactorEnrolMachine = setup({
  types: { context: {} as SecondFactorEnrolContext, events: {} as SecondFactorEnrolEvent },
  actors: {
    /** GET /v1/me/second_factor */
    loadStatus: {} as PromiseActorLogic<SecondFactorStatus, void>,
    /** POST /v1/me/second_factor/setup */
    setup: {} as PromiseActorLogic<SecondFactorSecret, void>,
    /** POST /v1/me/second_factor/enable */
    enable: {} as PromiseActorLogic<RecoveryCodes, { code: string }>,
    /** POST /v1/me/second_factor/disable */
    disable: {} as PromiseActorLogic<SecondFactorStatus, { code: string }>,
    /** POST /v1/me/second_factor/recovery_codes */
    newCodes: {} as PromiseActorLogic<RecoveryCodes, { code: string }>,
  },
  actions: {
    /** The factor is on (found so, or just turned on): a requirement to enrol is met (issue 26). */
    announceOn: () => {},
  },
  guards: {
    isEnabled: (_, params: { status: SecondFactorStatus }) => params.status.enabled,
    isFilled: (_, params: { code: string }) => isFilledCode(params.code),
    hasKept: ({ context }) => context.kept,
    isAborted: (_, params: { error: unknown }) => failedAs(params.error, 'aborted'),
  },
}).createMachine({
  id: 'secondFactorEnrol',
  context: { status: null, secret: null, codes: null, kept: false, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          { guard: { type: 'isEnabled', params: ({ event }) => ({ status: event.output }) }, target: 'on', actions: assign({ status: ({ event }) => event.output }) },
          { target: 'off', actions: assign({ status: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    off: {
      initial: 'idle',
      states: {
        idle: {
          on: { TURN_ON: { target: 'settingUp', actions: assign({ error: null }) } },
        },
        settingUp: {
          invoke: {
            id: 'setup',
            src: 'setup',
            onDone: { target: '#secondFactorEnrol.enrolling', actions: assign({ secret: ({ event }) => event.output }) },
            onError: [
              { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'idle' },
              { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
            ],
          },
        },
      },
    },
    enrolling: {
      initial: 'entering',
      states: {
        entering: {
          on: {
            SUBMIT: { guard: { type: 'isFilled', params: ({ event }) => event }, target: 'enabling', actions: assign({ error: null }) },
            CANCEL: { target: '#secondFactorEnrol.off', actions: assign({ secret: null, error: null }) },
          },
        },
        enabling: {
          invoke: {
            id: 'enable',
            src: 'enable',
            input: ({ event }) => codeOf(event as SecondFactorEnrolEvent),
            onDone: {
              target: '#secondFactorEnrol.showingCodes',
              actions: assign({
                codes: ({ event }) => event.output.recovery_codes,
                status: ({ event }) => ({ enabled: true, recovery_codes_left: event.output.recovery_codes.length }),
                secret: null,
                kept: false,
              }),
            },
            onError: [
              { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'entering' },
              { target: 'entering', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
            ],
          },
        },
      },
    },
    showingCodes: {
      on: {
        KEEP: { actions: assign({ kept: ({ event }) => event.kept }) },
        DONE: { guard: 'hasKept', target: 'on', actions: assign({ codes: null, kept: false }) },
      },
    },
    on: {
      entry: 'announceOn',
      initial: 'idle',
      states: {
        idle: {
          on: {
            TURN_OFF: { target: 'confirmingOff', actions: assign({ error: null }) },
            NEW_CODES: { target: 'confirmingNewCodes', actions: assign({ error: null }) },
          },
        },
        confirmingOff: {
          on: {
            SUBMIT: { guard: { type: 'isFilled', params: ({ event }) => event }, target: 'disabling', actions: assign({ error: null }) },
            CANCEL: { target: 'idle', actions: assign({ error: null }) },
          },
        },
        disabling: {
          invoke: {
            id: 'disable',
            src: 'disable',
            input: ({ event }) => codeOf(event as SecondFactorEnrolEvent),
            onDone: { target: '#secondFactorEnrol.off', actions: assign({ status: ({ event }) => event.output }) },
            onError: [
              { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'confirmingOff' },
              { target: 'confirmingOff', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
            ],
          },
        },
        confirmingNewCodes: {
          on: {
            SUBMIT: { guard: { type: 'isFilled', params: ({ event }) => event }, target: 'renewing', actions: assign({ error: null }) },
            CANCEL: { target: 'idle', actions: assign({ error: null }) },
          },
        },
        renewing: {
          invoke: {
            id: 'newCodes',
            src: 'newCodes',
            input: ({ event }) => codeOf(event as SecondFactorEnrolEvent),
            onDone: {
              target: '#secondFactorEnrol.showingCodes',
              actions: assign({
                codes: ({ event }) => event.output.recovery_codes,
                status: ({ event }) => ({ enabled: true, recovery_codes_left: event.output.recovery_codes.length }),
                kept: false,
              }),
            },
            onError: [
              { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'confirmingNewCodes' },
              { target: 'confirmingNewCodes', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
            ],
          },
        },
      },
    },
  },
});
