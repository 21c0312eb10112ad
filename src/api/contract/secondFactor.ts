import * as v from 'valibot';
import { RecoveryCodesSchema, ReleaseGrantSchema, SecondFactorSetupSchema, SecondFactorStatusSchema } from '../schemas/secondFactor';
import { assumption, endpoint, wire } from './endpoint';

/**
 * Two-step verification on My profile (issue 26; the sign-in's step is in ./access): none of
 * these calls is in the spec; to confirm with the provider.
 */
const source = assumption('a-second-factor-issue-26');

const codeBody = { type: 'json', schema: v.object({ code: wire.text }) } as const;

export const secondFactorStatus = endpoint({
  method: 'GET',
  path: '/v1/me/second_factor',
  summary: 'Whether the signed-in user has a second factor on',
  source,
  answer: SecondFactorStatusSchema,
});

export const secondFactorSetup = endpoint({
  method: 'POST',
  path: '/v1/me/second_factor/setup',
  summary: 'A new secret for an authenticator app, waiting for its first code',
  source,
  answer: SecondFactorSetupSchema,
});

export const secondFactorEnable = endpoint({
  method: 'POST',
  path: '/v1/me/second_factor/enable',
  summary: "Turn the second factor on with the new secret's first code: ten recovery codes, shown once",
  source,
  body: codeBody,
  answer: RecoveryCodesSchema,
});

export const secondFactorDisable = endpoint({
  method: 'POST',
  path: '/v1/me/second_factor/disable',
  summary: 'Turn the second factor off with a current code',
  source,
  body: codeBody,
  answer: SecondFactorStatusSchema,
});

export const secondFactorRecoveryCodes = endpoint({
  method: 'POST',
  path: '/v1/me/second_factor/recovery_codes',
  summary: 'New recovery codes with a current code (the old ones stop working)',
  source,
  body: codeBody,
  answer: RecoveryCodesSchema,
});

/**
 * Step-up before releasing money: a current authenticator code (never a recovery code) for the
 * payrolls about to be approved. The grant goes with POST /v1/payroll/approved and with every
 * batch of a bulk approval, so one code releases a whole selection.
 */
export const releaseGrant = endpoint({
  method: 'POST',
  path: '/v1/payroll/release_grant',
  summary: 'A current code for the payrolls about to be approved: a grant that releases each of them once, for five minutes',
  source,
  body: { type: 'json', schema: v.object({ ids: v.array(v.number()), code: wire.text }) },
  answer: ReleaseGrantSchema,
  success: [201],
});
