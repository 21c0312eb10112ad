import type { SessionUser } from '@machines/access/sessionUser';

/**
 * The one hand-made signed-in user of the tests: carga's shape (an uploader of one merchant)
 * with a fixed token. A test overrides only what it is about; tests that need a real token
 * sign in against the demo API instead.
 */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    token: 'test-token',
    user: { first_name: 'Camila', last_name: 'Rojas', type_of_user__id: 3 },
    companies: [],
    profile_names: ['CARGA'],
    mids: [101],
    country_ids: [],
    url_template_upload_by_country: {},
    env_payments: [],
    loggedIn: true,
    avatar: 1,
    ...overrides,
  };
}
