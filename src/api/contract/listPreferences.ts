import * as v from 'valibot';
import { LAYOUT_COLUMNS_MAX } from '@machines/shared/columnLayout';
import { ColumnSettingSchema, ListColumnsSchema } from '../schemas/listPreferences';
import { assumption, endpoint } from './endpoint';

/** Added after the spec (issue 25): this team's assumption. */
const source = assumption('columns-kept-per-user-and-list-issue-25');

export const listColumns = endpoint({
  method: 'GET',
  path: '/v1/preferences/lists/{list}/columns/',
  summary: "The signed-in user's columns of a list: order, shown, pinned side and width (empty: the list's defaults)",
  source,
  answer: ListColumnsSchema,
});

export const saveListColumns = endpoint({
  method: 'PUT',
  path: '/v1/preferences/lists/{list}/columns/',
  summary: "Replace the signed-in user's columns of a list; an empty array forgets them (the defaults again)",
  source,
  body: { type: 'json', schema: v.object({ columns: v.pipe(v.array(ColumnSettingSchema), v.maxLength(LAYOUT_COLUMNS_MAX)) }) },
  answer: ListColumnsSchema,
});
