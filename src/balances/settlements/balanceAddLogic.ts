import { balanceAddMachine } from '@machines/balances/balanceAdd';
import { addBalance } from '../../api/calls/balances';
import { intentKeys } from '../../platform/intentKeys';
import { announce, submitJob } from '../shared/balanceRequests';

/** The add dialog's chart bound to the call and toasts; `reload` sends the list back to page 1. */
export const balanceAddLogic = (reload: () => void) => {
  // Once per dialog (each opening creates its logic): a Save again of the same values sends the same key.
  const keyOf = intentKeys();
  return balanceAddMachine.provide({
    actors: {
      submitJob: submitJob(addBalance, keyOf),
    },
    actions: { ...announce, reloadList: reload },
  });
};
