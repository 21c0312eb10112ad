import { beforeEach, describe, expect, it } from 'vitest';
import { ListColumnsSchema } from '@app/api/schemas/listPreferences';
import { API, authHeaders, conforms, getJson, resetAt, tokenFor } from './payoutsSupport';

/** The stored columns of a list (issue 25): per user and list, whole, checked on the way in. */

const path = (list: string) => `/preferences/lists/${list}/columns/`;
const put = async (token: string | null, list: string, body: unknown, language = 'en') => {
  const response = await fetch(`${API}${path(list)}`, {
    method: 'PUT',
    headers: { ...(token ? authHeaders(token, language) : {}), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const read = async (token: string, list: string) => {
  const answer = await getJson(path(list), token);
  expect(answer.status).toBe(200);
  return conforms(ListColumnsSchema, answer.body).columns;
};

const LAYOUT = [
  { id: 'status_id', visible: true, pin: 'left', width: 160 },
  { id: 'filename', visible: false, pin: null, width: null },
  { id: 'id', visible: true, pin: 'right', width: 80 },
];

beforeEach(() => resetAt());

describe('GET and PUT /v1/preferences/lists/{list}/columns/', () => {
  it('keeps a layout per user and list, in its order, across sign-ins; an empty one is forgotten', async () => {
    const manager = await tokenFor('manager');
    expect(await read(manager, 'payoutList')).toEqual([]);
    const saved = await put(manager, 'payoutList', { columns: LAYOUT });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ list: 'payoutList', columns: LAYOUT });

    // Another sign-in of the same user reads it; another list and another user do not.
    expect(await read(await tokenFor('manager'), 'payoutList')).toEqual(LAYOUT);
    expect(await read(manager, 'payoutReport')).toEqual([]);
    expect(await read(await tokenFor('admin'), 'payoutList')).toEqual([]);

    expect((await put(manager, 'payoutList', { columns: [] })).status).toBe(200);
    expect(await read(manager, 'payoutList')).toEqual([]);
  });

  it('refuses what is not a layout, field by field, in the request’s language, and keeps the last good one', async () => {
    const token = await tokenFor('carga');
    await put(token, 'payoutList', { columns: LAYOUT });
    const refused = await put(token, 'payoutList', {
      columns: [
        { id: '1bad', visible: 'yes', pin: 'top', width: 20 },
        { id: 'ok', visible: true, pin: null, width: 1.5 },
        'text',
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      columns: [
        {
          id: ['Enter a column name: a letter, then letters, digits or underscores, at most 40.'],
          visible: ['Must be a valid boolean.'],
          pin: ['"top" is not a valid choice.'],
          width: ['Ensure this value is between 60 and 600.'],
        },
        { width: ['A valid integer is required.'] },
        { non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] },
      ],
    });
    const twice = await put(token, 'payoutList', { columns: [LAYOUT[0], LAYOUT[0]] }, 'es');
    expect(twice).toEqual({ status: 400, body: { columns: ['La columna "status_id" aparece dos veces.'] } });
    expect((await put(token, 'payoutList', { columns: 'all' })).body).toEqual({ columns: ['Expected a list of items but got type "str".'] });
    expect((await put(token, 'payoutList', {})).body).toEqual({ columns: ['This field is required.'] });
    const tooMany = Array.from({ length: 41 }, (_, i) => ({ id: `c${i}`, visible: true, pin: null, width: null }));
    expect((await put(token, 'payoutList', { columns: tooMany })).body).toEqual({ columns: ['Ensure this field has no more than 40 elements.'] });
    expect(await read(token, 'payoutList')).toEqual(LAYOUT);
  });

  it('answers 404 for a list it does not keep, and 401 without a token', async () => {
    const token = await tokenFor('carga');
    expect((await getJson(path('secrets'), token)).status).toBe(404);
    expect((await put(token, 'secrets', { columns: [] })).status).toBe(404);
    expect((await put(null, 'payoutList', { columns: [] })).status).toBe(401);
  });
});
