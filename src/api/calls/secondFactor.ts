/** Two-step verification on My profile (issue 26); the sign-in's second step is in ./access. */
import * as api from '../contract/secondFactor';
import { callTo } from './endpointCall';

export const secondFactorStatus = () => callTo(api.secondFactorStatus);

export const secondFactorSetup = () => callTo(api.secondFactorSetup);

export const enableSecondFactor = (code: string) => callTo(api.secondFactorEnable, { body: { code } });

export const disableSecondFactor = (code: string) => callTo(api.secondFactorDisable, { body: { code } });

export const newRecoveryCodes = (code: string) => callTo(api.secondFactorRecoveryCodes, { body: { code } });

/** Step-up before approving (issue 26): a current code for these payrolls; the grant releases each once. */
export const releaseGrant = (ids: readonly number[], code: string) => callTo(api.releaseGrant, { body: { ids: [...ids], code } });
