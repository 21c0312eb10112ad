import { http, HttpResponse } from 'msw';
import { PREFERENCE_LISTS, type PreferenceList } from '../../machines/shared/columnLayout.ts';
import { readBody } from '../http/body.ts';
import { notFound } from '../http/refusal.ts';
import { routeWrappers } from '../http/route.ts';
import { columnsOf } from '../preferences/columns.ts';
import { db } from '../store/index.ts';

/**
 * A user's arrangement of their lists (issue 25, an assumption: docs/decisions.md "Columns kept
 * per user and list"): read and replaced whole, per signed-in user and list. An empty layout is
 * no choice (the list's defaults).
 */
const { signedIn } = routeWrappers();

const listOf = (request: Request, value: unknown): PreferenceList =>
  (PREFERENCE_LISTS as readonly unknown[]).includes(value) ? (value as PreferenceList) : notFound(request);

const keyOf = (userId: number, list: PreferenceList): string => `${userId}:${list}`;

export const listPreferencesHandlers = [
  http.get(
    '*/v1/preferences/lists/:list/columns/',
    signedIn(({ request, user, params }) => {
      const list = listOf(request, params.list);
      return HttpResponse.json({ list, columns: db.preferences.columns[keyOf(user.id, list)] ?? [] });
    }),
  ),

  http.put(
    '*/v1/preferences/lists/:list/columns/',
    signedIn(async ({ request, user, params }) => {
      const list = listOf(request, params.list);
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const columns = columnsOf(request, body);
      if (columns.length === 0) delete db.preferences.columns[keyOf(user.id, list)];
      else db.preferences.columns[keyOf(user.id, list)] = columns;
      return HttpResponse.json({ list, columns });
    }),
  ),
];
