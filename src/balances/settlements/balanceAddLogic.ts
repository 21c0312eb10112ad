import { fromPromise } from 'xstate';
import { balanceAddMachine } from '@machines/balances/balanceAdd';
import { addBalance } from '../../api/calls/balances';
import { announce, payloadForm, progressOf } from '../shared/balanceRequests';

/** The add dialog's chart bound to the call and toasts; `reload` sends the list back to page 1. */
export const balanceAddLogic = (reload: () => void) =>
  balanceAddMachine.provide({
    actors: { submitBalance: fromPromise(({ input, signal }) => addBalance(payloadForm(input.payload), signal, progressOf(input))) },
    actions: { ...announce, reloadList: reload },
  });
