import * as v from 'valibot';
import { AnyAnswerSchema, CheckTokenSchema, LoginAnswerSchema, MeSchema } from '../schemas/access';
import { assumption, endpoint, spec, wire } from './endpoint';

export const login = endpoint({
  method: 'POST',
  path: '/v1/login',
  summary: 'Sign in: the token and session data',
  source: spec('01', 7),
  body: { type: 'json', schema: v.object({ username: wire.text, password: wire.text }) },
  answer: LoginAnswerSchema,
  fields: { second_factor: assumption('a-second-factor-issue-26'), second_factor_enrolment: assumption('a-second-factor-issue-26') },
});

/** Not in the spec (issue 26): to confirm with the provider. */
export const loginSecondFactor = endpoint({
  method: 'POST',
  path: '/v1/login/second_factor',
  summary: "Finish a sign-in with the login's challenge and a current code or a recovery code",
  source: assumption('a-second-factor-issue-26'),
  body: {
    type: 'json',
    schema: v.object({ challenge: wire.text, code: v.optional(wire.text), recovery_code: v.optional(wire.text) }),
  },
  answer: LoginAnswerSchema,
});

export const me = endpoint({ method: 'GET', path: '/v1/me', summary: 'The signed-in user and profile', source: spec('01', 7), answer: MeSchema });

export const logout = endpoint({ method: 'GET', path: '/v1/logout', summary: 'Sign out', source: spec('01', 7), answer: AnyAnswerSchema });

export const recoverPassword = endpoint({
  method: 'GET',
  path: '/v1/account/recover_password',
  summary: 'Send a password reset link to an address',
  source: spec('01', 7),
  query: v.object({ email: wire.text }),
  answer: AnyAnswerSchema,
});

export const checkToken = endpoint({
  method: 'POST',
  path: '/v1/account/check_token',
  summary: "Whether a reset link's token is still valid",
  source: spec('01', 7),
  body: { type: 'form', schema: v.object({ token: wire.text, base64_email: wire.text }) },
  answer: CheckTokenSchema,
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/v1/account/reset_password',
  summary: 'Set a new password through a reset link',
  source: spec('01', 7),
  body: { type: 'form', schema: v.object({ password: wire.text, token: wire.text, base64_email: wire.text }) },
  answer: AnyAnswerSchema,
});
