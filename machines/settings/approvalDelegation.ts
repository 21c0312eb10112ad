import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, messageOf } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import type { Message } from '../shared/message';

/** Someone a delegation names. */
interface DelegationPerson {
  readonly id: number;
  readonly name: string;
}

/** A delegation as the API describes it (issue 24, "Delegated"): `delegate` signs `level` for `delegator` within the days. */
export interface DelegationRecord {
  readonly id: number;
  readonly level: number;
  readonly delegator: DelegationPerson;
  readonly delegate: DelegationPerson;
  /** 'YYYY-MM-DD', both days included. */
  readonly starts_on: string;
  readonly ends_on: string;
  readonly active: boolean;
}

/** Who may receive the user's delegation. */
export interface DelegationCandidate {
  readonly id: number;
  readonly name: string;
  readonly username: string;
}

/** What the section shows: the delegations the user gave and received, and whom they may hand their level to. */
export interface DelegationLists {
  readonly given: readonly DelegationRecord[];
  readonly received: readonly DelegationRecord[];
  readonly candidates: readonly DelegationCandidate[];
}

/** The form's values: nobody chosen yet is null, a day not chosen ''. */
export interface DelegationDraft {
  readonly delegate_id: number | null;
  readonly starts_on: string;
  readonly ends_on: string;
}

/** The fields the API may refuse one by one (`{field: [message]}`). */
const DELEGATION_FIELDS = ['delegate_id', 'starts_on', 'ends_on'] as const;
export type DelegationField = (typeof DELEGATION_FIELDS)[number];
export type DelegationFieldErrors = Partial<Record<DelegationField, Message>>;

interface ApprovalDelegationContext {
  lists: DelegationLists | null;
  fieldErrors: DelegationFieldErrors;
  /** The load's failure, or a refusal that names no field (403, a removal that failed, the network). */
  error: Message | null;
  /** The delegation whose removal is being confirmed or sent. */
  removing: DelegationRecord | null;
  /** Delegations saved so far: the form starts empty again after each. */
  saved: number;
  /**
   * The last write sent (issue 29): saving the same delegation again, or removing the same one
   * again, after a failure is the same intent, so a lost answer is not acted on twice.
   */
  intent: Intent;
}

/** What a save sends, from its event. */
const newDelegation = (event: ApprovalDelegationEvent) => {
  const { delegate_id, starts_on, ends_on } = event as Extract<ApprovalDelegationEvent, { type: 'SAVE' }>;
  return { delegate_id: delegate_id ?? 0, starts_on, ends_on };
};

export type ApprovalDelegationEvent =
  | { type: 'RETRY' }
  | ({ type: 'SAVE' } & DelegationDraft)
  | { type: 'REMOVE'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** Every field chosen (the Save button is disabled meanwhile too); the server judges the rest. */
export const isCompleteDraft = (draft: DelegationDraft): draft is DelegationDraft & { delegate_id: number } =>
  draft.delegate_id !== null && draft.starts_on !== '' && draft.ends_on !== '';

/**
 * A refused save, as the form shows it: a 400's messages under the fields they name (the first
 * of each), anything else (403, another field, no body) above the form.
 */
function delegationRefusal(error: unknown): { fieldErrors: DelegationFieldErrors; error: Message | null } {
  const body = failedAs(error, 'http') && error.status === 400 ? error.body : undefined;
  const fieldErrors: Record<string, Message> = {};
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const field of DELEGATION_FIELDS) {
      const value: unknown = (body as Record<string, unknown>)[field];
      const first: unknown = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && first.trim() !== '') fieldErrors[field] = { text: first };
    }
    const named = Object.keys(body).every((key) => (DELEGATION_FIELDS as readonly string[]).includes(key));
    if (Object.keys(fieldErrors).length > 0 && named) return { fieldErrors, error: null };
  }
  return { fieldErrors, error: messageOf(error) };
}

/**
 * My profile's 'Delegate my approvals' (issue 24, "Delegated"), for approvers: loads the
 * delegations the user gave and received and the candidates, then lets them add one (a
 * delegate and a range of days) or remove one they gave, after a confirmation. A refused save
 * keeps the form as typed and says why under each field.
 */
export const approvalDelegationMachine = setup({
  types: {
    context: {} as ApprovalDelegationContext,
    events: {} as ApprovalDelegationEvent,
  },
  actors: {
    /** GET /v1/approval_delegations/ and GET /v1/approval_delegations/candidates/ */
    load: {} as PromiseActorLogic<DelegationLists, void>,
    /** POST /v1/approval_delegations/; resolves with the delegation created. */
    create: {} as PromiseActorLogic<DelegationRecord, DelegationDraft & { delegate_id: number; intent: number }>,
    /** DELETE /v1/approval_delegations/{id}/ */
    remove: {} as PromiseActorLogic<unknown, { id: number; intent: number }>,
  },
  actions: {
    announceSaved: () => {},
    announceRemoved: () => {},
    /** The intent of a write: the last one again while that is unanswered and sends the same. */
    rememberIntent: assign({ intent: ({ context }, params: { write: string; payload: object }) => intentFor(context.intent, { write: params.write, ...params.payload }) }),
    settleIntent: assign({ intent: ({ context }) => settle(context.intent) }),
  },
  guards: {
    isComplete: (_, params: DelegationDraft) => isCompleteDraft(params),
    isGiven: ({ context }, params: { id: number }) => context.lists?.given.some((d) => d.id === params.id) ?? false,
    isAborted: (_, params: { error: unknown }) => failedAs(params.error, 'aborted'),
  },
}).createMachine({
  id: 'approvalDelegation',
  context: { lists: null, fieldErrors: {}, error: null, removing: null, saved: 0, intent: NO_INTENT },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ lists: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SAVE: {
              guard: { type: 'isComplete', params: ({ event }) => event },
              target: 'saving',
              actions: [assign({ fieldErrors: {}, error: null }), { type: 'rememberIntent', params: ({ event }) => ({ write: 'create', payload: newDelegation(event) }) }],
            },
            REMOVE: {
              guard: { type: 'isGiven', params: ({ event }) => ({ id: event.id }) },
              target: 'confirmingRemoval',
              actions: assign({ removing: ({ context, event }) => context.lists?.given.find((d) => d.id === event.id) ?? null, error: null }),
            },
          },
        },
        saving: {
          invoke: {
            id: 'create',
            src: 'create',
            input: ({ context, event }) => ({ ...newDelegation(event), intent: context.intent.id }),
            onDone: {
              target: 'editing',
              actions: [
                'settleIntent',
                assign({
                  lists: ({ context, event }) => context.lists && { ...context.lists, given: [...context.lists.given, event.output] },
                  saved: ({ context }) => context.saved + 1,
                }),
                'announceSaved',
              ],
            },
            onError: [
              { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'editing' },
              { target: 'editing', actions: assign(({ event }) => delegationRefusal(event.error)) },
            ],
          },
        },
        confirmingRemoval: {
          on: {
            CONFIRM: 'removing',
            CANCEL: { target: 'editing', actions: assign({ removing: null }) },
          },
        },
        removing: {
          entry: { type: 'rememberIntent', params: ({ context }) => ({ write: 'remove', payload: { id: context.removing?.id ?? 0 } }) },
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ context }) => ({ id: context.removing?.id ?? 0, intent: context.intent.id }),
            onDone: {
              target: 'editing',
              actions: [
                'settleIntent',
                assign({
                  lists: ({ context }) => context.lists && { ...context.lists, given: context.lists.given.filter((d) => d.id !== context.removing?.id) },
                  removing: null,
                }),
                'announceRemoved',
              ],
            },
            onError: [
              { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: assign({ removing: null }) },
              { target: 'editing', actions: assign({ removing: null, error: ({ event }) => messageOf(event.error) }) },
            ],
          },
        },
      },
    },
  },
});
