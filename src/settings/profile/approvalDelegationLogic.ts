import { fromPromise } from 'xstate';
import { approvalDelegationMachine, type DelegationDraft, type DelegationLists, type DelegationRecord } from '@machines/settings/approvalDelegation';
import { keyMessage } from '@machines/shared/message';
import { createDelegation, deleteDelegation, fetchDelegationCandidates, fetchDelegations } from '../../api/calls/approvalDelegations';
import { notifySuccess } from '../../platform/toasts';

/** 'Delegate my approvals' bound to the delegation calls and the toasts. */
export const approvalDelegationLogic = approvalDelegationMachine.provide({
  actors: {
    load: fromPromise<DelegationLists, void>(async ({ signal }) => {
      const [lists, candidates] = await Promise.all([fetchDelegations(signal), fetchDelegationCandidates(signal)]);
      return { ...lists, candidates };
    }),
    create: fromPromise<DelegationRecord, DelegationDraft & { delegate_id: number }>(({ input }) => createDelegation(input)),
    remove: fromPromise<unknown, { id: number }>(({ input }) => deleteDelegation(input.id)),
  },
  actions: {
    announceSaved: () => notifySuccess(keyMessage('approvalDelegation:saved')),
    announceRemoved: () => notifySuccess(keyMessage('approvalDelegation:removed')),
  },
});
