import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/api/client';
import { changePassword, createUser, listUsers, setUserActive, setUserProfile, updateProfile } from '@app/api/calls/users';
import { API, signInAs, tokenFor } from './payoutsSupport';

const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

const login = (username: string, password: string) =>
  fetch(`${API}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });

describe('demo API: user list', () => {
  it('gives an admin the users of their companies, with inactive ones and every profile', async () => {
    await signInAs('admin');
    const { items, paginate } = await listUsers();
    expect(paginate.itemsPerPage).toBe(100);
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(items.map((u) => u.username)).toContain('admin');
    expect(items.map((u) => u.username)).not.toContain('alpsadmin');
    expect(items.some((u) => !u.is_active)).toBe(true);
    expect(new Set(items.map((u) => u.profile))).toEqual(new Set(['admin', 'manager', 'carga', 'aprobador_1', 'aprobador_2', 'customer_service']));
  });

  it.each(['manager', 'carga', 'alpsadmin'] as const)('refuses %s every user call with 403', async (username) => {
    await signInAs(username);
    expect((await failureOf(listUsers())).status).toBe(403);
    expect((await failureOf(setUserActive(1, false))).status).toBe(403);
    expect((await failureOf(setUserProfile(1, 'admin'))).status).toBe(403);
    expect((await failureOf(createUser({ first_name: 'A', last_name: 'B', email: 'a@b.example', profile: 'carga' }))).status).toBe(403);
  });
});

describe('demo API: enable, disable and profile', () => {
  it('a disabled user cannot sign in until enabled again', async () => {
    await signInAs('admin');
    await setUserActive(1, false);
    expect((await login('carga', 'demo1234')).status).toBe(400);
    expect((await listUsers()).items.find((u) => u.id === 1)!.is_active).toBe(false);
    await setUserActive(1, true);
    expect((await login('carga', 'demo1234')).status).toBe(200);
  });

  it('an admin cannot disable themself or change their own profile', async () => {
    await signInAs('admin');
    const failure = await failureOf(setUserActive(5, false));
    expect(failure.status).toBe(400);
    expect(failure.message).toEqual({ text: 'You cannot disable your own user.' });
    expect((await failureOf(setUserProfile(5, 'carga'))).status).toBe(400);
  });

  it('a new profile sticks and gives a sign-in user its role', async () => {
    await signInAs('admin');
    await setUserProfile(1, 'manager');
    expect((await listUsers()).items.find((u) => u.id === 1)!.profile).toBe('manager');
    const session = (await (await login('carga', 'demo1234')).json()) as { profile_names: string[] };
    expect(session.profile_names).toEqual(['MANAGER']);
    expect((await failureOf(setUserProfile(1, 'owner'))).body).toEqual({ level: ['"owner" is not a valid choice.'] });
    expect((await failureOf(setUserProfile(1035, 'carga'))).status).toBe(404);
  });
});

describe('demo API: create user', () => {
  it('creates a user in the admin\'s companies', async () => {
    await signInAs('admin');
    const created = await createUser({ first_name: 'Elena', last_name: 'Paz', email: 'Elena.Paz@shop.example', profile: 'customer_service' });
    expect(created).toMatchObject({ username: 'elena.paz', email: 'elena.paz@shop.example', is_active: true, profile: 'customer_service' });
    expect((await listUsers()).items.map((u) => u.id)).toContain(created.id);
  });

  it('answers field errors, and a taken address as a bare list', async () => {
    await signInAs('admin');
    const missing = await failureOf(createUser({ first_name: '', last_name: 'Paz', email: 'bad', profile: 'carga' }));
    expect(missing.body).toEqual({ first_name: ['This field is required.'], email: ['Enter a valid email address.'] });
    const taken = await failureOf(createUser({ first_name: 'A', last_name: 'B', email: 'carga@demo.example', profile: 'carga' }));
    expect(taken.body).toEqual(['A user with that email already exists.']);
    expect(taken.message).toEqual({ text: 'A user with that email already exists.' });
  });
});

describe('demo API: own profile and password', () => {
  it('updates the name that /v1/me then answers', async () => {
    const token = await signInAs('manager');
    await updateProfile({ first_name: 'Diego A.', last_name: 'Fernández' });
    const me = (await (await fetch(`${API}/me`, { headers: { Authorization: `Token ${token}` } })).json()) as { first_name: string };
    expect(me.first_name).toBe('Diego A.');
    expect((await failureOf(updateProfile({ first_name: ' ', last_name: 'X' }))).body).toEqual({ first_name: ['This field is required.'] });
  });

  it('answers 404 for provider staff, who have no merchant profile', async () => {
    await signInAs('alpsadmin');
    const failure = await failureOf(updateProfile({ first_name: 'A', last_name: 'B' }));
    expect(failure.status).toBe(404);
    expect(failure.body).toEqual({ detail: 'This user has no merchant profile to update.' });
  });

  it('changes the password: the old one no longer signs in, the new one does', async () => {
    await signInAs('carga');
    await changePassword({ old_password: 'demo1234', new_password1: 'n3w-Secret', new_password2: 'n3w-Secret' });
    expect((await login('carga', 'demo1234')).status).toBe(400);
    expect((await login('carga', 'n3w-Secret')).status).toBe(200);
  });

  it('answers 400 with every field\'s messages, in Spanish when asked', async () => {
    const token = await tokenFor('carga');
    const response = await fetch(`${API}/update_password?language=es`, {
      method: 'PATCH',
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ old_password: 'wrong', new_password1: '123', new_password2: '123' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      old_password: ['Su contraseña antigua es incorrecta. Por favor, introdúzcala de nuevo.'],
      new_password2: [
        'Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.',
        'Esta contraseña es completamente numérica.',
      ],
    });
    await signInAs('carga');
    const differ = await failureOf(changePassword({ old_password: 'demo1234', new_password1: 'abcdefgh1', new_password2: 'abcdefgh2' }));
    expect(differ.body).toEqual({ new_password2: ['The two password fields didn’t match.'] });
  });
});
