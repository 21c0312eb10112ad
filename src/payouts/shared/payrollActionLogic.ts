import { fromPromise } from 'xstate';
import { payrollActionMachine, type PayrollActionAnswer, type PayrollActionInput } from '@machines/payouts/payrollAction';
import { payrollAction } from '../../api/calls/payouts';
import { notifyError, notifySuccess } from '../../platform/toasts';
import { intentKeys } from '../../platform/intentKeys';
import { releaseStepUpLogic } from './releaseStepUpLogic';

/** The action chart bound to the API and toasts; `refresh` reloads what the screen shows after a success (the list's page, the detail's payroll). */
export const payrollActionLogic = (refresh: () => void) => {
  const keyOf = intentKeys();
  return payrollActionMachine.provide({
    actors: {
      submitAction: fromPromise<PayrollActionAnswer, PayrollActionInput>(({ input }) =>
        payrollAction(input.action, input.payrollId, input.detail, input.releaseGrant, { idempotencyKey: keyOf(input.intent) }),
      ),
      releaseStepUp: releaseStepUpLogic,
    },
    actions: {
      announceDone: (_, params) => notifySuccess(params.message),
      announceFailure: (_, params) => notifyError(params.message),
      refreshList: () => refresh(),
    },
  });
};
