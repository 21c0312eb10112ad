import * as v from 'valibot';
import { AcknowledgedSchema, ManagedUserPageSchema, ManagedUserSchema, ProfileAnswerSchema } from '../schemas/settings';
import { endpoint, spec, wire } from './endpoint';

export const users = endpoint({
  method: 'GET',
  path: '/v1/user/',
  summary: 'The user list (100 users)',
  source: spec('02', 7),
  query: v.object({ itemsPerPage: wire.int }),
  answer: ManagedUserPageSchema,
});

export const userActive = endpoint({
  method: 'PUT',
  path: '/v1/user/{id}/',
  summary: 'Enable or disable a user',
  source: spec('02', 7),
  body: { type: 'json', schema: v.object({ is_active: v.boolean() }) },
  answer: ManagedUserSchema,
});

export const userLevel = endpoint({
  method: 'POST',
  path: '/v1/user/levels',
  summary: "A user's new profile",
  source: spec('02', 7),
  body: { type: 'json', schema: v.object({ user_id: v.number(), level: wire.text }) },
  answer: AcknowledgedSchema,
});

export const createUser = endpoint({
  method: 'POST',
  path: '/v1/user/',
  summary: 'Create a user',
  source: spec('02', 7),
  body: { type: 'json', schema: v.object({ first_name: wire.text, last_name: wire.text, email: wire.text, profile: wire.text }) },
  answer: ManagedUserSchema,
  success: [200, 201],
});

export const profile = endpoint({
  method: 'PATCH',
  path: '/v1/user_profile',
  summary: "The signed-in user's own name",
  source: spec('02', 7),
  body: { type: 'json', schema: v.object({ first_name: wire.text, last_name: wire.text }) },
  answer: ProfileAnswerSchema,
});

export const password = endpoint({
  method: 'PATCH',
  path: '/v1/update_password',
  summary: "Change the signed-in user's password",
  source: spec('02', 7),
  body: { type: 'json', schema: v.object({ old_password: wire.text, new_password1: wire.text, new_password2: wire.text }) },
  answer: AcknowledgedSchema,
});
