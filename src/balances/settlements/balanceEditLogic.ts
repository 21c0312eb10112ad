import { fromPromise } from 'xstate';
import { balanceEditMachine } from '@machines/balances/balanceEdit';
import { editBalance } from '../../api/calls/balances';
import { announce, payloadForm, progressOf } from '../shared/balanceRequests';

/** The edit dialog's chart bound to the call and toasts; `reload` sends the list back to page 1. */
export const balanceEditLogic = (reload: () => void) =>
  balanceEditMachine.provide({
    actors: { submitBalance: fromPromise(({ input, signal }) => editBalance(payloadForm(input.payload), signal, progressOf(input))) },
    actions: { ...announce, reloadList: reload },
  });
