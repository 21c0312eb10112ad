import { fromPromise } from 'xstate';
import { releaseStepUpMachine, type ReleaseGrantAnswer } from '@machines/payouts/releaseStepUp';
import { releaseGrant } from '../../api/calls/secondFactor';

/** The step-up chart bound to POST /v1/payroll/release_grant; the approval charts invoke it. */
export const releaseStepUpLogic = releaseStepUpMachine.provide({
  actors: {
    requestGrant: fromPromise<ReleaseGrantAnswer, { ids: readonly number[]; code: string }>(({ input }) => releaseGrant(input.ids, input.code)),
  },
});
