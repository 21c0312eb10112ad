import * as v from 'valibot';
import { LAYOUT_COLUMNS_MAX } from '@machines/shared/columnLayout';
import { VIEW_NAME_MAX } from '@machines/shared/savedView';
import { ColumnSettingSchema } from '../schemas/listPreferences';
import { SavedViewSchema, SavedViewsSchema } from '../schemas/listViews';
import { assumption, endpoint } from './endpoint';

/** Added after the spec (issue 25): this team's assumption. */
const views = assumption('saved-views-kept-by-the-server-issue-25');
const viewBody = {
  name: v.pipe(v.string(), v.maxLength(VIEW_NAME_MAX)),
  shared: v.boolean(),
};

export const listViews = endpoint({
  method: 'GET',
  path: '/v1/preferences/lists/{list}/views/',
  summary: "The list's saved views the signed-in user may open: their own, and those shared in their companies",
  source: views,
  answer: SavedViewsSchema,
});

export const createView = endpoint({
  method: 'POST',
  path: '/v1/preferences/lists/{list}/views/',
  summary: "Save the list's query (search parameters) and columns under a name, private or shared with the user's companies",
  source: views,
  body: {
    type: 'json',
    schema: v.object({
      ...viewBody,
      search: v.record(v.string(), v.string()),
      columns: v.pipe(v.array(ColumnSettingSchema), v.maxLength(LAYOUT_COLUMNS_MAX)),
    }),
  },
  answer: SavedViewSchema,
  success: [201],
});

export const updateView = endpoint({
  method: 'PATCH',
  path: '/v1/preferences/lists/{list}/views/{id}/',
  summary: "Rename one of the signed-in user's views, or share it or make it private (its owner only)",
  source: views,
  body: { type: 'json', schema: v.object(viewBody) },
  answer: SavedViewSchema,
});

export const deleteView = endpoint({
  method: 'DELETE',
  path: '/v1/preferences/lists/{list}/views/{id}/',
  summary: "Delete one of the signed-in user's views (its owner only)",
  source: views,
  answer: v.unknown(),
  success: [204],
});
