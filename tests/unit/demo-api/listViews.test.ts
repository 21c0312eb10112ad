import { beforeEach, describe, expect, it } from 'vitest';
import { VIEWS_MAX } from '@machines/shared/savedView';
import { SavedViewSchema, SavedViewsSchema } from '@app/api/schemas/listViews';
import { db } from '@demo-api/store';
import { API, authHeaders, conforms, getJson, resetAt, tokenFor } from './payoutsSupport';

/**
 * Saved views of a list (issue 25): the user's own and those shared in a company of theirs;
 * only the owner changes one; checked field by field on the way in.
 */

const path = (list: string, id?: number | string) => `/preferences/lists/${list}/views/${id === undefined ? '' : `${id}/`}`;
const send = async (method: string, token: string | null, url: string, body?: unknown, language = 'en') => {
  const response = await fetch(`${API}${url}`, {
    method,
    headers: { ...(token ? authHeaders(token, language) : {}), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as Record<string, unknown> | null };
};
const create = (token: string | null, list: string, body: unknown, language = 'en') => send('POST', token, path(list), body, language);
const update = (token: string | null, list: string, id: number | string, body: unknown, language = 'en') => send('PATCH', token, path(list, id), body, language);
const remove = (token: string | null, list: string, id: number | string) => send('DELETE', token, path(list, id));
const read = async (token: string, list: string) => {
  const answer = await getJson(path(list), token);
  expect(answer.status).toBe(200);
  const views = conforms(SavedViewsSchema, answer.body);
  expect(views.list).toBe(list);
  return views.views;
};
const names = async (token: string, list = 'payoutList') => (await read(token, list)).map((view) => view.name);

const COLUMNS = [{ id: 'status_id', visible: true, pin: 'left', width: 160 }];
const VIEW = { name: 'Mine', shared: false, search: { statusIds: '4' }, columns: [] };
/** The seeded view: the manager's (companies 1 and 3), shared. */
const SEEDED = {
  id: 1,
  list: 'payoutList',
  name: 'Approved, all merchants',
  shared: true,
  owner: 'Diego Fernández',
  search: { statusIds: '5', size: '50' },
  columns: [],
};

beforeEach(() => resetAt());

describe('GET /v1/preferences/lists/{list}/views/', () => {
  it('shows the seeded shared view to its owner and to everyone sharing one of its companies', async () => {
    expect(await read(await tokenFor('manager'), 'payoutList')).toEqual([{ ...SEEDED, mine: true }]);
    // admin (companies 1 and 3) and cargalima (company 3 only): one company in common is enough.
    expect(await read(await tokenFor('admin'), 'payoutList')).toEqual([{ ...SEEDED, mine: false }]);
    expect(await read(await tokenFor('cargalima'), 'payoutList')).toEqual([{ ...SEEDED, mine: false }]);
    // Views are per list.
    expect(await read(await tokenFor('manager'), 'payoutReport')).toEqual([]);
  });

  it('shows a shared view only in the companies the owner had when saving it; a private one only to its owner', async () => {
    const carga = await tokenFor('carga'); // company 1
    const shared = await create(carga, 'payoutList', { ...VIEW, name: 'Company 1 only', shared: true });
    expect(shared.status).toBe(201);
    expect((await create(carga, 'payoutList', { ...VIEW, name: 'Just me' })).status).toBe(201);

    expect(await names(carga)).toEqual(['Company 1 only', 'Just me', SEEDED.name]);
    expect(await names(await tokenFor('aprobador1'))).toEqual([SEEDED.name, 'Company 1 only']);
    // cargalima (company 3) shares no company with carga: neither of hers.
    expect(await names(await tokenFor('cargalima'))).toEqual([SEEDED.name]);

    // The companies are the owner's when saved: moving carga to company 3 changes nothing.
    const owner = db.access.users.find((user) => user.username === 'carga')!;
    owner.company_ids.splice(0, owner.company_ids.length, 3);
    expect(await names(await tokenFor('aprobador1'))).toEqual([SEEDED.name, 'Company 1 only']);
    expect(await names(await tokenFor('cargalima'))).toEqual([SEEDED.name]);
  });

  it('orders the user’s own views first, then the others’, each by name', async () => {
    const admin = await tokenFor('admin');
    for (const name of ['zeta', 'Beta', 'alpha']) expect((await create(admin, 'payoutList', { ...VIEW, name, shared: true })).status).toBe(201);
    const manager = await tokenFor('manager');
    expect((await create(manager, 'payoutList', { ...VIEW, name: 'Zulu' })).status).toBe(201);

    const seenByManager = await read(manager, 'payoutList');
    expect(seenByManager.map((view) => [view.name, view.mine, view.owner])).toEqual([
      ['Approved, all merchants', true, 'Diego Fernández'],
      ['Zulu', true, 'Diego Fernández'],
      ['alpha', false, 'Lucía Ramírez'],
      ['Beta', false, 'Lucía Ramírez'],
      ['zeta', false, 'Lucía Ramírez'],
    ]);
    expect(await names(admin)).toEqual(['alpha', 'Beta', 'zeta', 'Approved, all merchants']);
  });

  it('answers 404 for a list without views, and 401 without a token', async () => {
    const token = await tokenFor('carga');
    expect((await getJson(path('users'), token)).status).toBe(404);
    expect((await getJson(path('secrets'), token)).status).toBe(404);
    expect((await send('GET', null, path('payoutList'))).status).toBe(401);
  });
});

describe('POST /v1/preferences/lists/{list}/views/', () => {
  it('keeps the view with a trimmed name, its search and columns, and answers it', async () => {
    const admin = await tokenFor('admin');
    const made = await create(admin, 'payoutReport', { name: '  Rejected by bank  ', shared: true, search: { statusIds: '4', from: '2026-11-01' }, columns: COLUMNS });
    expect(made.status).toBe(201);
    const view = conforms(SavedViewSchema, made.body);
    expect(view).toEqual({
      id: 2,
      list: 'payoutReport',
      name: 'Rejected by bank',
      shared: true,
      mine: true,
      owner: 'Lucía Ramírez',
      search: { statusIds: '4', from: '2026-11-01' },
      columns: COLUMNS,
    });
    expect(await read(admin, 'payoutReport')).toEqual([view]);
    expect(await read(await tokenFor('manager'), 'payoutReport')).toEqual([{ ...view, mine: false }]);
  });

  it('refuses every bad field at once, in the request’s language, and keeps nothing', async () => {
    const manager = await tokenFor('manager');
    const refused = await create(manager, 'payoutList', { name: '   ', shared: 'yes', search: ['statusIds'], columns: 'all' });
    expect(refused).toEqual({
      status: 400,
      body: {
        name: ['This field may not be blank.'],
        shared: ['Must be a valid boolean.'],
        search: ['Expected a dictionary of items but got type "list".'],
        columns: ['Expected a list of items but got type "str".'],
      },
    });
    expect(await create(manager, 'payoutList', {})).toEqual({
      status: 400,
      body: Object.fromEntries(['name', 'shared', 'search', 'columns'].map((field) => [field, ['This field is required.']])),
    });
    expect((await create(manager, 'payoutList', { ...VIEW, name: 7 })).body).toEqual({ name: ['Not a valid string.'] });
    expect((await create(manager, 'payoutList', { ...VIEW, name: 'x'.repeat(61) })).body).toEqual({ name: ['Ensure this field has no more than 60 characters.'] });
    expect((await create(manager, 'payoutList', { ...VIEW, name: ` ${'x'.repeat(60)} ` })).status).toBe(201);
    expect(await names(manager)).toEqual([SEEDED.name, 'x'.repeat(60)]);
  });

  it('refuses a name the user already gave a view of the list, case and spaces aside; another list or user may reuse it', async () => {
    const manager = await tokenFor('manager');
    const twice = await create(manager, 'payoutList', { ...VIEW, name: ' APPROVED, all MERCHANTS ' });
    expect(twice).toEqual({ status: 400, body: { name: ["You already have a view named 'Approved, all merchants' on this list."] } });
    const spanish = await create(manager, 'payoutList', { ...VIEW, name: 'approved, all merchants' }, 'es');
    expect(spanish.body).toEqual({ name: ["Ya tiene una vista llamada 'Approved, all merchants' en esta lista."] });
    expect((await create(manager, 'payoutReport', { ...VIEW, name: SEEDED.name })).status).toBe(201);
    expect((await create(await tokenFor('admin'), 'payoutList', { ...VIEW, name: SEEDED.name })).status).toBe(201);
  });

  it('refuses a search that is not the list’s address: bad keys, the page or view, too many keys, long or non-text values', async () => {
    const token = await tokenFor('carga');
    const search = async (value: unknown) => (await create(token, 'payoutList', { ...VIEW, search: value })).body;
    expect(await search({ '1bad': 'x', 'status_ids': '2', page: '2', view: '3', size: 10, to: 'y'.repeat(501), from: 'y'.repeat(500) })).toEqual({
      search: [
        '"1bad" is not a search key: a letter, then letters or digits, at most 40.',
        '"status_ids" is not a search key: a letter, then letters or digits, at most 40.',
        'A view does not keep "page".',
        'A view does not keep "view".',
        'The value of "size" must be text.',
        'The value of "to" has more than 500 characters.',
      ],
    });
    expect(await search(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])))).toEqual({ search: ['Ensure this field has no more than 20 keys.'] });
    expect(await search('statusIds=2')).toEqual({ search: ['Expected a dictionary of items but got type "str".'] });
    expect((await create(token, 'payoutList', { ...VIEW, search: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v'])) })).status).toBe(201);
  });

  it('refuses columns that are not a layout, as the columns call does', async () => {
    const token = await tokenFor('carga');
    const refused = await create(token, 'payoutList', { ...VIEW, columns: [{ id: '1bad', visible: true, pin: null, width: null }] });
    expect(refused).toEqual({ status: 400, body: { columns: [{ id: ['Enter a column name: a letter, then letters, digits or underscores, at most 40.'] }] } });
    const twice = await create(token, 'payoutList', { ...VIEW, columns: [COLUMNS[0], COLUMNS[0]] }, 'es');
    expect(twice.body).toEqual({ columns: ['La columna "status_id" aparece dos veces.'] });
    expect(await names(token)).toEqual([SEEDED.name]);
  });

  it(`keeps at most ${VIEWS_MAX} views per user and list`, async () => {
    const manager = await tokenFor('manager');
    // The seeded view is the first.
    for (let i = 2; i <= VIEWS_MAX; i++) expect((await create(manager, 'payoutList', { ...VIEW, name: `View ${i}` })).status).toBe(201);
    const refused = await create(manager, 'payoutList', { ...VIEW, name: 'One more' });
    expect(refused).toEqual({ status: 400, body: { non_field_errors: [`You have ${VIEWS_MAX} views on this list, the most there can be. Delete one first.`] } });
    expect((await read(manager, 'payoutList')).filter((view) => view.mine)).toHaveLength(VIEWS_MAX);
    // Another list, and another user on this one, are counted apart.
    expect((await create(manager, 'payoutReport', { ...VIEW, name: 'One more' })).status).toBe(201);
    expect((await create(await tokenFor('admin'), 'payoutList', { ...VIEW, name: 'One more' })).status).toBe(201);
    // Deleting one makes room again.
    expect((await remove(manager, 'payoutList', 1)).status).toBe(204);
    expect((await create(manager, 'payoutList', { ...VIEW, name: 'One more' })).status).toBe(201);
  });

  it('answers 404 for a list without views, and 401 without a token', async () => {
    expect((await create(await tokenFor('carga'), 'users', VIEW)).status).toBe(404);
    expect((await create(null, 'payoutList', VIEW)).status).toBe(401);
  });
});

describe('PATCH and DELETE /v1/preferences/lists/{list}/views/{id}/', () => {
  it('lets the owner rename a view and share it or make it private', async () => {
    const manager = await tokenFor('manager');
    const admin = await tokenFor('admin');
    const renamed = await update(manager, 'payoutList', 1, { name: '  Approved  ', shared: false });
    expect(renamed.status).toBe(200);
    expect(conforms(SavedViewSchema, renamed.body)).toEqual({ ...SEEDED, name: 'Approved', shared: false, mine: true });
    expect(await read(manager, 'payoutList')).toEqual([{ ...SEEDED, name: 'Approved', shared: false, mine: true }]);
    // Private now: admin no longer sees it, and gets 404 for it.
    expect(await names(admin)).toEqual([]);
    expect((await update(admin, 'payoutList', 1, { name: 'Mine now', shared: true })).status).toBe(404);
    expect((await remove(admin, 'payoutList', 1)).status).toBe(404);

    expect((await update(manager, 'payoutList', 1, { name: 'Approved', shared: true })).status).toBe(200);
    expect(await names(admin)).toEqual(['Approved']);
    // Keeping its own name under another case is fine.
    expect((await update(manager, 'payoutList', 1, { name: 'APPROVED', shared: true })).body).toMatchObject({ name: 'APPROVED' });
  });

  it('checks the name and sharing as a new view’s, the name unique among the owner’s other views', async () => {
    const manager = await tokenFor('manager');
    expect((await create(manager, 'payoutList', { ...VIEW, name: 'Waiting' })).status).toBe(201);
    expect(await update(manager, 'payoutList', 1, { name: 'waiting ', shared: true })).toEqual({
      status: 400,
      body: { name: ["You already have a view named 'Waiting' on this list."] },
    });
    expect(await update(manager, 'payoutList', 1, { name: '' })).toEqual({
      status: 400,
      body: { name: ['This field may not be blank.'], shared: ['This field is required.'] },
    });
    expect((await update(manager, 'payoutList', 1, { shared: true })).body).toEqual({ name: ['This field is required.'] });
    expect(await read(manager, 'payoutList')).toEqual(expect.arrayContaining([{ ...SEEDED, mine: true }]));
  });

  it('answers 403 to someone who sees the view but does not own it, and changes nothing', async () => {
    const admin = await tokenFor('admin');
    expect(await update(admin, 'payoutList', 1, { name: 'Hijacked', shared: true })).toEqual({
      status: 403,
      body: { detail: "Only the view's owner can change it." },
    });
    expect((await send('PATCH', admin, path('payoutList', 1), { name: 'Hijacked', shared: true }, 'es')).body).toEqual({
      detail: 'Solo el propietario de la vista puede cambiarla.',
    });
    expect(await remove(admin, 'payoutList', 1)).toEqual({ status: 403, body: { detail: "Only the view's owner can change it." } });
    expect(await read(admin, 'payoutList')).toEqual([{ ...SEEDED, mine: false }]);
  });

  it('answers 404 for an unknown view, one of another list, one the user may not see, and 401 without a token', async () => {
    const carga = await tokenFor('carga');
    const made = await create(carga, 'payoutList', { ...VIEW, name: 'Company 1', shared: true });
    const id = (made.body as { id: number }).id;
    const cargalima = await tokenFor('cargalima');
    for (const token of [carga, cargalima]) {
      expect((await update(token, 'payoutList', 999, { name: 'x', shared: true })).status).toBe(404);
      expect((await remove(token, 'payoutList', 'abc')).status).toBe(404);
    }
    // The view exists, but on another list.
    expect((await update(carga, 'payoutReport', id, { name: 'x', shared: true })).status).toBe(404);
    expect((await remove(carga, 'payoutReport', id)).status).toBe(404);
    expect((await remove(carga, 'users', id)).status).toBe(404);
    // Shared in company 1, which cargalima is not in.
    expect(await update(cargalima, 'payoutList', id, { name: 'x', shared: true })).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect((await remove(cargalima, 'payoutList', id)).status).toBe(404);
    expect((await update(null, 'payoutList', id, { name: 'x', shared: true })).status).toBe(401);
    expect((await remove(null, 'payoutList', id)).status).toBe(401);
    expect(await names(carga)).toEqual(['Company 1', SEEDED.name]);
  });

  it('lets the owner delete a view, for everyone who saw it', async () => {
    const manager = await tokenFor('manager');
    expect(await remove(manager, 'payoutList', 1)).toEqual({ status: 204, body: null });
    expect(await read(manager, 'payoutList')).toEqual([]);
    expect(await read(await tokenFor('admin'), 'payoutList')).toEqual([]);
    expect((await remove(manager, 'payoutList', 1)).status).toBe(404);
  });

  it('comes back with the seeded view after a reset', async () => {
    const manager = await tokenFor('manager');
    await remove(manager, 'payoutList', 1);
    await create(manager, 'payoutList', VIEW);
    resetAt();
    expect(await read(await tokenFor('manager'), 'payoutList')).toEqual([{ ...SEEDED, mine: true }]);
    const next = await create(await tokenFor('manager'), 'payoutList', VIEW);
    expect((next.body as { id: number }).id).toBe(2);
  });
});
