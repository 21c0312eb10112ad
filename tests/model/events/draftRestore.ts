import type { AnyEventObject } from 'xstate';
import { draftRestoreMachine, type DraftRestoreInput, type DraftSummary } from '@machines/access/draftRestore';
import type { ModelSpec, ModelStart } from '../../support/model';

/**
 * "Restore what you were typing?" (issue 29): one source for the replay test and the coverage
 * test. The user signed in again after giving up (or reloading) while a form was open.
 */

/** The draft the replay keeps before the user signs in: carga's rejection reason on the payout list. */
const KEPT_DRAFT: DraftSummary = {
  id: 'id:1|payrollReject',
  form: 'payrollReject',
  path: '/payouts/list',
  savedAt: '2026-11-25T14:05:00.000Z',
};

const failure = new Error('IndexedDB refused');

const draftRestoreEvents = {
  'a draft is kept': { type: 'xstate.done.actor.findDraft', output: KEPT_DRAFT },
  'no draft is kept': { type: 'xstate.done.actor.findDraft', output: null },
  'the browser keeps no drafts': { type: 'xstate.error.actor.findDraft', error: failure },
  Restore: { type: 'RESTORE' },
  Discard: { type: 'DISCARD' },
  'Not now': { type: 'LATER' },
  'the draft goes back to its page': { type: 'xstate.done.actor.restoreDraft', output: undefined },
  'the draft is gone meanwhile': { type: 'xstate.error.actor.restoreDraft', error: failure },
  'the draft is forgotten': { type: 'xstate.done.actor.removeDraft', output: undefined },
  'the draft cannot be forgotten': { type: 'xstate.error.actor.removeDraft', error: failure },
} satisfies Record<string, AnyEventObject>;

export type DraftRestoreEventName = keyof typeof draftRestoreEvents;

const draftRestoreStarts: readonly ModelStart<DraftRestoreInput>[] = [{ name: 'carga signs in again', input: { owner: 'id:1' } }];

export const draftRestoreModel: ModelSpec<DraftRestoreInput> = {
  machine: draftRestoreMachine,
  starts: draftRestoreStarts,
  events: draftRestoreEvents,
};
