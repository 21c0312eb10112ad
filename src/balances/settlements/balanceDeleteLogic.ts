import { fromPromise } from 'xstate';
import { balanceDeleteMachine } from '@machines/balances/balanceDelete';
import { deleteBalance } from '../../api/calls/balances';
import { intentKeys } from '../../platform/intentKeys';
import { announce } from '../shared/balanceRequests';

/** The delete confirmation's chart bound to the call and toasts; `reload` sends the list back to page 1. Delete's Idempotency-Key is its intent's (issue 29). */
export const balanceDeleteLogic = (reload: () => void) => {
  const keyOf = intentKeys();
  return balanceDeleteMachine.provide({
    actors: {
      deleteBalance: fromPromise(({ input, signal }) => {
        const { intent, ...target } = input;
        return deleteBalance(target, signal, { idempotencyKey: keyOf(intent) });
      }),
    },
    actions: { ...announce, reloadList: reload },
  });
};
