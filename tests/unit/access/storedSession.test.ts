import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseStoredSession } from '@app/platform/storedSession';
import { StoredSessionSchema } from '@app/api/schemas/access';

/**
 * The entry chunk checks the stored session by hand (no valibot on /login); the API's
 * schema stays the contract. Both must give the same answer for every case.
 */
const valid = {
  token: 'abc',
  user: { id: 7, username: 'carga', email: 'carga@demo.example', first_name: 'Camila', last_name: 'Rojas', type_of_user__id: 1 },
  companies: [
    { pk: 1, name: 'Acme', country_id: 1, url_template_upload: 'https://x/t.csv' },
    { pk: 2, name: 'Beta', country_id: 2, url_template_upload: null },
    { pk: 3, name: 'Gamma', country_id: 3 },
  ],
  profile_names: ['CARGA'],
  mids: [10, 11],
  country_ids: [1],
  url_template_upload_by_country: { '1': 'https://x/cl.csv' },
  env_payments: ['sandbox'],
  loggedIn: true,
  avatar: 3,
};

const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
const withUser = (user: Record<string, unknown>) => ({ ...valid, user });
const { id: _id, username: _username, email: _email, ...minimalUser } = valid.user;

const CASES: Record<string, unknown> = {
  valid,
  'extra keys (dropped)': { ...valid, extra: 1, user: { ...valid.user, extra: 2 } },
  'user without optional keys': withUser(minimalUser),
  'user with undefined optional key': withUser({ ...minimalUser, id: undefined }),
  'no companies or mids (empty lists)': { ...valid, companies: [], mids: [] },
  'empty token': { ...valid, token: '' },
  'numeric token': { ...valid, token: 5 },
  'avatar 0': { ...valid, avatar: 0 },
  'avatar 27': { ...valid, avatar: 27 },
  'avatar 2.5': { ...valid, avatar: 2.5 },
  'avatar as text': { ...valid, avatar: '3' },
  'loggedIn as text': { ...valid, loggedIn: 'true' },
  'company without pk': { ...valid, companies: [{ name: 'x', country_id: 1 }] },
  'company template as number': { ...valid, companies: [{ pk: 1, name: 'x', country_id: 1, url_template_upload: 4 }] },
  'user id as text': withUser({ ...valid.user, id: '7' }),
  'user without type': withUser({ first_name: 'a', last_name: 'b' }),
  'profile names with a number': { ...valid, profile_names: ['CARGA', 1] },
  'mids as text': { ...valid, mids: ['10'] },
  'templates with a number': { ...valid, url_template_upload_by_country: { '1': 2 } },
  'templates as a list': { ...valid, url_template_upload_by_country: [] },
  'env as text': { ...valid, env_payments: 'sandbox' },
  'must enrol a second factor (issue 26)': { ...valid, mustEnrolSecondFactor: true },
  'no longer must enrol': { ...valid, mustEnrolSecondFactor: false },
  'must enrol as text': { ...valid, mustEnrolSecondFactor: 'true' },
  null: null,
  list: [valid],
  text: 'user',
  ...Object.fromEntries(Object.keys(valid).map((key) => [`without ${key}`, without(key)])),
};

describe('parseStoredSession', () => {
  it.each(Object.entries(CASES))('%s: same answer as StoredSessionSchema', (_, value) => {
    const schema = v.safeParse(StoredSessionSchema, value);
    expect(parseStoredSession(value)).toEqual(schema.success ? schema.output : null);
  });

  it('keeps the requirement to enrol a second factor across a reload (issue 26)', () => {
    expect(parseStoredSession({ ...valid, mustEnrolSecondFactor: true })?.mustEnrolSecondFactor).toBe(true);
  });

  it('accepts the valid session', () => {
    expect(parseStoredSession(valid)?.companies[2]?.url_template_upload).toBeNull();
  });
});
