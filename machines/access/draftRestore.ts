import { assign, setup, type PromiseActorLogic } from 'xstate';

/**
 * "Restore what you were typing?" (issue 29). A 401 met a form that was open; the user gave up
 * signing in again over the page, or reloaded it, and has now signed in again as the same
 * user. The shell runs this chart once per signed-in user: it looks for a draft the browser kept
 * for that user, offers it, and either brings the form back where it was (`restoreDraft`: the page,
 * the form open, the values typed) or forgets it. Drafts are the app's (src/platform/drafts.ts);
 * the chart only decides.
 */
export interface DraftSummary {
  readonly id: string;
  /** The flow whose form it is (one name per flow): what the offer names. */
  readonly form: string;
  /** Where the form was: the page, with its query. */
  readonly path: string;
  /** When the 401 met it (ISO 8601). */
  readonly savedAt: string;
}

export interface DraftRestoreInput {
  /** Whose drafts: the signed-in user's key (src/platform/drafts.ts). */
  readonly owner: string;
}

interface DraftRestoreContext extends DraftRestoreInput {
  draft: DraftSummary | null;
}

export type DraftRestoreEvent =
  | { type: 'RESTORE' }
  | { type: 'DISCARD' }
  /** Closed without choosing: the draft stays, offered again after the next sign-in until it expires. */
  | { type: 'LATER' };

export const draftRestoreMachine = setup({
  types: {
    context: {} as DraftRestoreContext,
    events: {} as DraftRestoreEvent,
    input: {} as DraftRestoreInput,
  },
  actors: {
    /** The owner's newest draft that has not expired, or null (expired ones are dropped). */
    findDraft: {} as PromiseActorLogic<DraftSummary | null, { owner: string }>,
    /**
     * Opens the draft's page with its form and values (the page takes them on mounting), then
     * forgets the kept copy: the form has it now, and it is not offered twice.
     */
    restoreDraft: {} as PromiseActorLogic<void, { id: string }>,
    /** Forgets a draft the user discarded. */
    removeDraft: {} as PromiseActorLogic<void, { id: string }>,
  },
  actions: {
    /** Tells the user the draft could not be read back (storage cleared meanwhile, or it had just expired). */
    tellDraftGone: () => {},
  },
}).createMachine({
  id: 'draftRestore',
  context: ({ input }) => ({ ...input, draft: null }),
  initial: 'looking',
  states: {
    looking: {
      invoke: {
        id: 'findDraft',
        src: 'findDraft',
        input: ({ context }) => ({ owner: context.owner }),
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'offering', actions: assign({ draft: ({ event }) => event.output }) },
          { target: 'done' },
        ],
        // A browser without storage for drafts has nothing to offer; the page is not the worse for it.
        onError: { target: 'done' },
      },
    },
    offering: {
      on: {
        RESTORE: { target: 'restoring' },
        DISCARD: { target: 'discarding' },
        LATER: { target: 'done' },
      },
    },
    restoring: {
      invoke: {
        id: 'restoreDraft',
        src: 'restoreDraft',
        input: ({ context }) => ({ id: context.draft!.id }),
        onDone: 'done',
        onError: { target: 'done', actions: 'tellDraftGone' },
      },
    },
    // A draft that could not be forgotten expires on its own; nothing to tell.
    discarding: {
      invoke: { id: 'removeDraft', src: 'removeDraft', input: ({ context }) => ({ id: context.draft!.id }), onDone: 'done', onError: 'done' },
    },
    done: { type: 'final' },
  },
});
