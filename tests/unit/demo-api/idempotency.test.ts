import { beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_MS } from '@demo-api/http/idempotency';
import { sessionUserId } from '@demo-api/http/sessions';
import { db } from '@demo-api/store';
import { advanceClock, API, authHeaders, ORIGIN, resetAt, tokenFor } from './payoutsSupport';

/**
 * Idempotency keys on the demo API's writes (issue 29): the same key and request within 24 hours
 * gets the first answer again and acts once; another request under the key is 422; a key whose
 * first request is still being answered is 409. `POST /__demo/drop-after-acting` makes a write
 * act and then lose its answer, as a dropped connection does.
 */

const NEW_USER = { first_name: 'Elena', last_name: 'Paz', email: 'elena.paz@shop.example', profile: 'customer_service' };
const TAKEN = ['A user with that email already exists.'];

type Answer = { status: number; replayed: string | null; body: unknown };

async function createUser(token: string, key: string | null, body: unknown = NEW_USER, language = 'en'): Promise<Answer> {
  const response = await fetch(`${API}/user/`, {
    method: 'POST',
    headers: { ...authHeaders(token, language), 'Content-Type': 'application/json', ...(key === null ? {} : { 'Idempotency-Key': key }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, replayed: response.headers.get('Idempotent-Replayed'), body: await response.json() };
}

const created = () => db.settings.users.filter((user) => user.email === NEW_USER.email).length;

async function dropAfterActing(count?: number): Promise<number> {
  const response = await fetch(`${ORIGIN}/__demo/drop-after-acting`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(count === undefined ? {} : { count }),
  });
  return response.status;
}

let admin: string;

beforeEach(async () => {
  resetAt();
  admin = await tokenFor('admin');
});

describe('Idempotency-Key on writes (issue 29)', () => {
  it('the same key and request gets the first answer again, marked replayed, and acts once', async () => {
    const first = await createUser(admin, 'create-elena-1');
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    const again = await createUser(admin, 'create-elena-1');
    expect(again).toEqual({ status: 201, replayed: 'true', body: first.body });
    expect(created()).toBe(1);
  });

  it('without a key a second send acts again (here the server refuses the duplicate)', async () => {
    expect((await createUser(admin, null)).status).toBe(201);
    expect(await createUser(admin, null)).toMatchObject({ status: 400, body: TAKEN });
  });

  it('the same key with another request is 422, in the request language, and acts not', async () => {
    expect((await createUser(admin, 'k-2')).status).toBe(201);
    const other = { ...NEW_USER, email: 'someone.else@shop.example' };
    expect(await createUser(admin, 'k-2', other)).toEqual({
      status: 422,
      replayed: null,
      body: { detail: 'This Idempotency-Key was already used with a different request.' },
    });
    expect(await createUser(admin, 'k-2', other, 'es')).toMatchObject({
      status: 422,
      body: { detail: 'Esta Idempotency-Key ya se usó con una solicitud diferente.' },
    });
    expect(db.settings.users.some((user) => user.email === other.email)).toBe(false);
  });

  it('a key whose first request is still being answered is 409', async () => {
    // Two sends of one intent at once: the second finds the first under way.
    const [a, b] = await Promise.all([createUser(admin, 'k-3'), createUser(admin, 'k-3')]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((answer) => answer.status === 409)!.body).toEqual({
      detail: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    });
    expect(created()).toBe(1);
    // Once answered, the same key gives the answer again.
    expect(await createUser(admin, 'k-3')).toMatchObject({ status: 201, replayed: 'true' });
  });

  it('an answer lost after the server acted: the retry with the key gets it, without acting twice', async () => {
    expect(await dropAfterActing()).toBe(204);
    await expect(createUser(admin, 'k-4')).rejects.toThrow();
    expect(created()).toBe(1);
    expect(await createUser(admin, 'k-4')).toMatchObject({ status: 201, replayed: 'true' });
    expect(created()).toBe(1);
  });

  it('an answer lost without a key: the retry acts again', async () => {
    expect(await dropAfterActing(1)).toBe(204);
    await expect(createUser(admin, null)).rejects.toThrow();
    expect(created()).toBe(1);
    expect(await createUser(admin, null)).toMatchObject({ status: 400, body: TAKEN });
  });

  it('keys are each user’s own, and last 24 hours', async () => {
    expect((await createUser(admin, 'shared-key')).status).toBe(201);
    const other = await tokenFor('alpsadmin');
    // Another user's same key is a first use, answered for that user (alpsadmin may not
    // create users here), never admin's kept 201.
    expect(await createUser(other, 'shared-key')).toMatchObject({ status: 403, replayed: null });
    await advanceClock(IDEMPOTENCY_TTL_MS);
    expect(await createUser(admin, 'shared-key')).toMatchObject({ status: 400, replayed: null, body: TAKEN });
  });

  it('refuses a key that is empty, too long or not visible ASCII', async () => {
    for (const key of ['a'.repeat(256), 'with space', 'ñandú']) {
      expect(await createUser(admin, key)).toMatchObject({
        status: 400,
        body: { detail: 'The Idempotency-Key header must be 1 to 255 visible characters.' },
      });
    }
    expect(created()).toBe(0);
  });

  it('keeps nothing for a call without a session, a 401 or sign-in itself', async () => {
    expect((await createUser('not-a-token', 'k-5')).status).toBe(401);
    const login = await fetch(`${API}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-login' },
      body: JSON.stringify({ username: 'carga', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    expect(db.idempotency.records.size).toBe(0);
    // A signed-in write is kept under its user.
    await createUser(admin, 'k-6');
    expect([...db.idempotency.records.keys()]).toEqual([`${sessionUserId(admin)} k-6`]);
  });

  it('the drop control takes a count from 0 to 100', async () => {
    expect(await dropAfterActing(101)).toBe(400);
    expect(await dropAfterActing(-1)).toBe(400);
    expect(await dropAfterActing(0)).toBe(204);
    expect((await createUser(admin, 'k-7')).status).toBe(201);
  });
});
