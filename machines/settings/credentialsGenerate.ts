import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, messageOf } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import type { Message } from '../shared/message';

type PaymentsEnv = 'prod' | 'test';

export interface KeyPair {
  readonly public_key: string;
  readonly secure_key: string;
}

export interface CredentialsTarget {
  readonly merchantId: number;
  readonly env: PaymentsEnv;
}

interface CredentialsGenerateContext {
  /** Where the pair was generated for; Keep saves it there, whatever the page shows since. */
  target: CredentialsTarget | null;
  /** A generated pair that is not the merchant's yet; never shown as saved. */
  generated: KeyPair | null;
  error: Message | null;
  /**
   * The Keep being sent (issue 29): Keep again of the same pair after a failure is the same
   * intent. Told apart by target and public key: the secure key stays out of it (a trace shows
   * an intent's payload as it is).
   */
  intent: Intent;
}

export type CredentialsGenerateEvent =
  | ({ type: 'GENERATE' } & CredentialsTarget)
  | { type: 'KEEP' }
  /** The user chose to leave (or switch merchant or environment) without keeping. */
  | { type: 'DISCARD' };

const isSilent = (error: unknown): boolean =>
  failedAs(error, 'aborted', 'unauthorized');

/**
 * Generate and Keep on the credentials page (spec 02 sections 2, 6 and 7): Generate asks the
 * server for a new pair, shown as not saved until Keep stores it for the merchant and
 * environment it was generated for. While a pair waits to be kept the page asks before the
 * user leaves. A request never runs twice: events other than the answer are ignored meanwhile.
 */
export const credentialsGenerateMachine = setup({
  types: { context: {} as CredentialsGenerateContext, events: {} as CredentialsGenerateEvent },
  actors: {
    /** GET v1/payments/credentials/generate/ */
    generate: {} as PromiseActorLogic<KeyPair, CredentialsTarget>,
    /** POST v1/payments/credentials/create/ */
    keep: {} as PromiseActorLogic<unknown, CredentialsTarget & { keys: KeyPair; intent: number }>,
  },
  actions: {
    announceGenerated: () => {},
    announceKept: () => {},
    announceFailure: (_, _params: { message: Message }) => {},
    /** The page loads the stored pair again: the kept one is now the merchant's. */
    reloadStored: () => {},
  },
  guards: {
    isSilent: (_, params: { error: unknown }) => isSilent(params.error),
    hasPair: ({ context }) => context.generated !== null,
  },
}).createMachine({
  id: 'credentialsGenerate',
  context: { target: null, generated: null, error: null, intent: NO_INTENT },
  initial: 'viewing',
  states: {
    viewing: {
      on: { GENERATE: { target: 'generating', actions: assign({ target: ({ event }) => ({ merchantId: event.merchantId, env: event.env }), error: null }) } },
    },
    generating: {
      invoke: {
        id: 'generate',
        src: 'generate',
        input: ({ context }) => context.target!,
        onDone: { target: 'unsaved', actions: [assign({ generated: ({ event }) => event.output }), 'announceGenerated'] },
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'viewing', actions: assign({ generated: null }) },
          {
            target: 'failed',
            actions: [
              assign({ generated: null, error: ({ event }) => messageOf(event.error) }),
              { type: 'announceFailure', params: ({ event }) => ({ message: messageOf(event.error) }) },
            ],
          },
        ],
      },
    },
    unsaved: {
      on: {
        KEEP: 'keeping',
        GENERATE: { target: 'generating', actions: assign({ target: ({ event }) => ({ merchantId: event.merchantId, env: event.env }), generated: null }) },
        DISCARD: { target: 'viewing', actions: assign({ generated: null, target: null }) },
      },
    },
    keeping: {
      entry: assign({ intent: ({ context }) => intentFor(context.intent, { ...context.target!, public_key: context.generated!.public_key }) }),
      invoke: {
        id: 'keep',
        src: 'keep',
        input: ({ context }) => ({ ...context.target!, keys: context.generated!, intent: context.intent.id }),
        onDone: { target: 'kept', actions: [assign({ generated: null, intent: ({ context }) => settle(context.intent) }), 'announceKept', 'reloadStored'] },
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'unsaved' },
          {
            // The pair stays on screen, not saved, so Keep can be tried again.
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error) }),
              { type: 'announceFailure', params: ({ event }) => ({ message: messageOf(event.error) }) },
            ],
          },
        ],
      },
    },
    kept: {
      on: { GENERATE: { target: 'generating', actions: assign({ target: ({ event }) => ({ merchantId: event.merchantId, env: event.env }), error: null }) } },
    },
    failed: {
      on: {
        GENERATE: { target: 'generating', actions: assign({ target: ({ event }) => ({ merchantId: event.merchantId, env: event.env }), generated: null, error: null }) },
        KEEP: { guard: 'hasPair', target: 'keeping', actions: assign({ error: null }) },
        DISCARD: { target: 'viewing', actions: assign({ generated: null, target: null, error: null }) },
      },
    },
  },
});

/** Whether leaving now would lose a generated pair (the page asks first). */
export const hasUnsavedPair = (context: { generated: KeyPair | null }): boolean => context.generated !== null;
