import * as v from 'valibot';
import { LAYOUT_COLUMNS_MAX, VIEW_LISTS } from '@machines/shared/columnLayout';
import { VIEW_NAME_MAX, VIEW_SEARCH_KEY, VIEW_SEARCH_KEYS_MAX, VIEW_SEARCH_VALUE_MAX } from '@machines/shared/savedView';
import { ColumnSettingSchema } from './listPreferences';

/** A saved view of a list (issue 25; an assumption: docs/decisions.md "Saved views, kept by the server"). */
export const SavedViewSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  list: v.picklist(VIEW_LISTS),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(VIEW_NAME_MAX)),
  /** Seen by everyone in the owner's companies; false: the owner's alone. */
  shared: v.boolean(),
  /** The signed-in user owns it (only they rename or delete it). */
  mine: v.boolean(),
  /** The owner's full name. */
  owner: v.string(),
  /** The list's search parameters, as its address writes them (no page). */
  search: v.pipe(
    v.record(v.pipe(v.string(), v.regex(VIEW_SEARCH_KEY)), v.pipe(v.string(), v.maxLength(VIEW_SEARCH_VALUE_MAX))),
    v.check((search) => Object.keys(search).length <= VIEW_SEARCH_KEYS_MAX),
  ),
  columns: v.pipe(v.array(ColumnSettingSchema), v.maxLength(LAYOUT_COLUMNS_MAX)),
});

export const SavedViewsSchema = v.object({
  list: v.picklist(VIEW_LISTS),
  /** The user's own first, then those shared with them. */
  views: v.pipe(v.array(SavedViewSchema), v.maxLength(1000)),
});
