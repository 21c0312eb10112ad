import * as v from 'valibot';
import { sessionUser } from './sessionUser';

/** A signed-in session for the API transport tests: the token is what they check. */
export const apiSession = sessionUser({
  token: 'abc123',
  user: { first_name: 'A', last_name: 'B', type_of_user__id: 3 },
  mids: [1],
});

/** The answer the transport tests' probe endpoint gives. */
export const Ok = v.object({ ok: v.boolean() });
