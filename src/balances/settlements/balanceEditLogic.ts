import { balanceEditMachine } from '@machines/balances/balanceEdit';
import { editBalance } from '../../api/calls/balances';
import { intentKeys } from '../../platform/intentKeys';
import { announce, submitJob } from '../shared/balanceRequests';

/** The edit dialog's chart bound to the call and toasts; `reload` sends the list back to page 1. */
export const balanceEditLogic = (reload: () => void) => {
  // Once per dialog (each opening creates its logic): an Update again of the same change sends the same key.
  const keyOf = intentKeys();
  return balanceEditMachine.provide({
    actors: {
      submitJob: submitJob(editBalance, keyOf),
    },
    actions: { ...announce, reloadList: reload },
  });
};
