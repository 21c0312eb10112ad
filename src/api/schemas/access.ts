import * as v from 'valibot';

const Company = v.object({
  pk: v.number(),
  name: v.string(),
  country_id: v.number(),
  url_template_upload: v.optional(v.nullable(v.string()), null),
});

const User = v.object({
  id: v.optional(v.number()),
  username: v.optional(v.string()),
  email: v.optional(v.string()),
  first_name: v.string(),
  last_name: v.string(),
  type_of_user__id: v.number(),
});

/**
 * POST /v1/login. Every key is optional here on purpose: the session chart decides what a
 * missing key means (the support message), so a missing key is not a schema failure; a key
 * of the wrong type is.
 */
export const LoginAnswerSchema = v.object({
  token: v.optional(v.string()),
  user: v.optional(User),
  companies: v.optional(v.array(Company)),
  profile_names: v.optional(v.array(v.string())),
  mids: v.optional(v.array(v.number())),
  country_ids: v.optional(v.array(v.number())),
  url_template_upload_by_country: v.optional(v.record(v.string(), v.string())),
  env_payments: v.optional(v.array(v.string())),
  /** Instead of a token, for a user with a second factor (issue 26). */
  second_factor: v.optional(v.object({ challenge: v.pipe(v.string(), v.minLength(16)), expires_in: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  /** Issue 26: the user's company requires a second factor of its approvers and they have none: they enrol before anything else. */
  second_factor_enrolment: v.optional(v.boolean()),
});

/** GET /v1/me */
export const MeSchema = v.object({
  ...User.entries,
  profile_names: v.optional(v.array(v.string())),
});

/** The session user as this app stores it in session storage. */
export const StoredSessionSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  user: User,
  companies: v.array(Company),
  profile_names: v.array(v.string()),
  mids: v.array(v.number()),
  country_ids: v.array(v.number()),
  url_template_upload_by_country: v.record(v.string(), v.string()),
  env_payments: v.array(v.string()),
  loggedIn: v.boolean(),
  avatar: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(26)),
  mustEnrolSecondFactor: v.optional(v.boolean()),
});

/** POST /v1/account/check_token */
export const CheckTokenSchema = v.object({ isValid: v.boolean() });

/** Calls whose answer the spec does not use: any JSON value, or none. */
export const AnyAnswerSchema = v.unknown();
