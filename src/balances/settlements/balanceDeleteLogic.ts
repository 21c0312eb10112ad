import { fromPromise } from 'xstate';
import { balanceDeleteMachine } from '@machines/balances/balanceDelete';
import { deleteBalance } from '../../api/calls/balances';
import { announce } from '../shared/balanceRequests';

/** The delete confirmation's chart bound to the call and toasts; `reload` sends the list back to page 1. */
export const balanceDeleteLogic = (reload: () => void) =>
  balanceDeleteMachine.provide({
    actors: { deleteBalance: fromPromise(({ input, signal }) => deleteBalance({ ...input }, signal)) },
    actions: { ...announce, reloadList: reload },
  });
