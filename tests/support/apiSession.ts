import * as v from 'valibot';
import type { SessionUser } from '@machines/access/sessionUser';

/** A signed-in session for the API transport tests: the token is what they check. */
export const apiSession: SessionUser = {
  token: 'abc123',
  user: { first_name: 'A', last_name: 'B', type_of_user__id: 3 },
  companies: [],
  profile_names: ['CARGA'],
  mids: [1],
  country_ids: [],
  url_template_upload_by_country: {},
  env_payments: [],
  loggedIn: true,
  avatar: 1,
};

/** The answer the transport tests' probe endpoint gives. */
export const Ok = v.object({ ok: v.boolean() });
