import * as v from 'valibot';

/** GET /v1/me/second_factor: whether the signed-in user has a second factor on. */
export const SecondFactorStatusSchema = v.object({
  enabled: v.boolean(),
  /** Unused recovery codes left (0 while the factor is off). */
  recovery_codes_left: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** POST /v1/me/second_factor/setup: a new secret, waiting for its first code. */
export const SecondFactorSetupSchema = v.object({
  /** Base32, as authenticator apps take it typed. */
  secret: v.pipe(v.string(), v.regex(/^[A-Z2-7]{16,}$/)),
  otpauth_uri: v.pipe(v.string(), v.startsWith('otpauth://totp/')),
});

/** Enable and new recovery codes: ten single-use codes, shown once. */
export const RecoveryCodesSchema = v.object({
  recovery_codes: v.pipe(v.array(v.pipe(v.string(), v.minLength(8))), v.length(10)),
});

/** POST /v1/payroll/release_grant: a right code buys the approval of these payrolls, once each, for a few minutes. */
export const ReleaseGrantSchema = v.object({
  grant: v.pipe(v.string(), v.minLength(16)),
  expires_in: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
