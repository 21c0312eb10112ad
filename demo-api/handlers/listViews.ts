import { http, HttpResponse } from 'msw';
import { VIEW_LISTS, type ViewList } from '../../machines/shared/columnLayout.ts';
import { VIEWS_MAX } from '../../machines/shared/savedView.ts';
import { readBody } from '../http/body.ts';
import { sayFor } from '../http/messages/index.ts';
import { detailError, notFound, refuse } from '../http/refusal.ts';
import { pathId, routeWrappers } from '../http/route.ts';
import { newViewOf, viewChangeOf } from '../preferences/views.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { DemoView } from '../store/seed/preferences.ts';

/**
 * Saved views of the lists (issue 25, an assumption: docs/decisions.md "Saved views, kept by the
 * server"). A user sees their own views, private or shared, and the shared views of others saved
 * in a company of theirs; only the owner renames, shares or deletes a view.
 */
const { signedIn } = routeWrappers();

const listOf = (request: Request, value: unknown): ViewList =>
  (VIEW_LISTS as readonly unknown[]).includes(value) ? (value as ViewList) : notFound(request);

const mayOpen = (view: DemoView, user: DemoUser): boolean =>
  view.ownerId === user.id || (view.shared && view.companyIds.some((id) => user.company_ids.includes(id)));

const ownedBy = (user: DemoUser, list: ViewList): DemoView[] => db.preferences.views.filter((view) => view.ownerId === user.id && view.list === list);

function ownerName(view: DemoView): string {
  const owner = db.access.users.find((candidate) => candidate.id === view.ownerId);
  return owner ? `${owner.first_name} ${owner.last_name}` : '';
}

const viewJson = (view: DemoView, user: DemoUser) => ({
  id: view.id,
  list: view.list,
  name: view.name,
  shared: view.shared,
  mine: view.ownerId === user.id,
  owner: ownerName(view),
  search: { ...view.search },
  columns: view.columns.map((column) => ({ ...column })),
});

/** The user's own first, then the others' they may open, each by name (then id, as names repeat across owners). */
function byMineThenName(user: DemoUser) {
  return (a: DemoView, b: DemoView): number =>
    Number(b.ownerId === user.id) - Number(a.ownerId === user.id) || a.name.localeCompare(b.name) || a.id - b.id;
}

/** A view of the list the user may open (else 404) and owns (else 403). */
function ownViewOf(request: Request, user: DemoUser, list: ViewList, id: unknown): DemoView {
  const wanted = pathId(id);
  const view = db.preferences.views.find((candidate) => candidate.id === wanted && candidate.list === list);
  if (!view || !mayOpen(view, user)) return notFound(request);
  if (view.ownerId !== user.id) return detailError(request, 403, 'viewOwnerOnly');
  return view;
}

export const listViewsHandlers = [
  http.get(
    '*/v1/preferences/lists/:list/views/',
    signedIn(({ request, user, params }) => {
      const list = listOf(request, params.list);
      const views = db.preferences.views.filter((view) => view.list === list && mayOpen(view, user)).sort(byMineThenName(user));
      return HttpResponse.json({ list, views: views.map((view) => viewJson(view, user)) });
    }),
  ),

  http.post(
    '*/v1/preferences/lists/:list/views/',
    signedIn(async ({ request, user, params }) => {
      const list = listOf(request, params.list);
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const mine = ownedBy(user, list);
      const fields = await newViewOf(request, body, mine);
      if (mine.length >= VIEWS_MAX) refuse(400, { non_field_errors: [sayFor(request, 'viewsAtMost', { count: mine.length })] });
      const view: DemoView = { id: db.preferences.nextViewId++, list, ownerId: user.id, companyIds: [...user.company_ids], ...fields };
      db.preferences.views.push(view);
      return HttpResponse.json(viewJson(view, user), { status: 201 });
    }),
  ),

  http.patch(
    '*/v1/preferences/lists/:list/views/:id/',
    signedIn(async ({ request, user, params }) => {
      const list = listOf(request, params.list);
      const view = ownViewOf(request, user, list, params.id);
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const change = viewChangeOf(request, body, ownedBy(user, list).filter((other) => other.id !== view.id));
      view.name = change.name;
      view.shared = change.shared;
      return HttpResponse.json(viewJson(view, user));
    }),
  ),

  http.delete(
    '*/v1/preferences/lists/:list/views/:id/',
    signedIn(({ request, user, params }) => {
      const list = listOf(request, params.list);
      const view = ownViewOf(request, user, list, params.id);
      db.preferences.views.splice(db.preferences.views.indexOf(view), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
