import { fromPromise } from 'xstate';
import { secondFactorEnrolMachine, type RecoveryCodes, type SecondFactorSecret, type SecondFactorStatus } from '@machines/settings/secondFactorEnrol';
import { disableSecondFactor, enableSecondFactor, newRecoveryCodes, secondFactorSetup, secondFactorStatus } from '../../api/calls/secondFactor';

/** 'Two-step verification' bound to the second-factor calls; `onOn` hears that the factor is on. */
export const secondFactorEnrolLogic = (onOn: () => void) =>
  secondFactorEnrolMachine.provide({
    actors: {
      loadStatus: fromPromise<SecondFactorStatus, void>(() => secondFactorStatus()),
      setup: fromPromise<SecondFactorSecret, void>(() => secondFactorSetup()),
      enable: fromPromise<RecoveryCodes, { code: string }>(({ input }) => enableSecondFactor(input.code)),
      disable: fromPromise<SecondFactorStatus, { code: string }>(({ input }) => disableSecondFactor(input.code)),
      newCodes: fromPromise<RecoveryCodes, { code: string }>(({ input }) => newRecoveryCodes(input.code)),
    },
    actions: { announceOn: () => onOn() },
  });
