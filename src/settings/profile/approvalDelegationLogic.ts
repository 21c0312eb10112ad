import { fromPromise } from 'xstate';
import { approvalDelegationMachine, type DelegationDraft, type DelegationLists, type DelegationRecord } from '@machines/settings/approvalDelegation';
import { keyMessage } from '@machines/shared/message';
import { createDelegation, deleteDelegation, fetchDelegationCandidates, fetchDelegations } from '../../api/calls/approvalDelegations';
import { intentKeys } from '../../platform/intentKeys';
import { notifySuccess } from '../../platform/toasts';

/** 'Delegate my approvals' bound to the delegation calls and the toasts; one per section, each write's Idempotency-Key its intent's (issue 29). */
export const approvalDelegationLogic = () => {
  const keyOf = intentKeys();
  return approvalDelegationMachine.provide({
    actors: {
      load: fromPromise<DelegationLists, void>(async ({ signal }) => {
        const [lists, candidates] = await Promise.all([fetchDelegations(signal), fetchDelegationCandidates(signal)]);
        return { ...lists, candidates };
      }),
      create: fromPromise<DelegationRecord, DelegationDraft & { delegate_id: number; intent: number }>(({ input }) => {
        const { intent, ...delegation } = input;
        return createDelegation(delegation, { idempotencyKey: keyOf(intent) });
      }),
      remove: fromPromise<unknown, { id: number; intent: number }>(({ input }) => deleteDelegation(input.id, { idempotencyKey: keyOf(input.intent) })),
    },
    actions: {
      announceSaved: () => notifySuccess(keyMessage('approvalDelegation:saved')),
      announceRemoved: () => notifySuccess(keyMessage('approvalDelegation:removed')),
    },
  });
};
