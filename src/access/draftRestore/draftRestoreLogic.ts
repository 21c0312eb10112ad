import { fromPromise } from 'xstate';
import { draftRestoreMachine, type DraftSummary } from '@machines/access/draftRestore';
import { keyMessage } from '@machines/shared/message';
import { notify } from '../../platform/toasts';
import { findDraft, removeDraft, restoreDraft } from '../../platform/drafts';

/** "Restore what you were typing?" bound to the drafts kept in this browser (IndexedDB). */
export const draftRestoreLogic = draftRestoreMachine.provide({
  actors: {
    findDraft: fromPromise<DraftSummary | null, { owner: string }>(({ input }) => findDraft(input.owner)),
    restoreDraft: fromPromise<void, { id: string }>(({ input }) => restoreDraft(input.id)),
    removeDraft: fromPromise<void, { id: string }>(({ input }) => removeDraft(input.id)),
  },
  actions: {
    tellDraftGone: () => notify('info', keyMessage('draftRestore:gone')),
  },
});
