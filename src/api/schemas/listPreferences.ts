import * as v from 'valibot';
import { COLUMN_ID, LAYOUT_COLUMNS_MAX, PREFERENCE_LISTS } from '@machines/shared/columnLayout';

/**
 * A user's own arrangement of a list (issue 25; not in the spec: docs/decisions.md "Columns
 * kept per user and list"). The server keeps it per user and list; the client aligns it with
 * the columns it offers now (machines/shared/columnLayout.ts).
 */

export const ColumnSettingSchema = v.object({
  /** The column's name in the list (a field name). */
  id: v.pipe(v.string(), v.regex(COLUMN_ID)),
  visible: v.boolean(),
  pin: v.nullable(v.picklist(['left', 'right'])),
  /** CSS pixels; null: sized by the table. */
  width: v.nullable(v.pipe(v.number(), v.integer())),
});

export const ListColumnsSchema = v.object({
  list: v.picklist(PREFERENCE_LISTS),
  /** In the order the user set; empty when the user never chose (or reset): the list's defaults. */
  columns: v.pipe(v.array(ColumnSettingSchema), v.maxLength(LAYOUT_COLUMNS_MAX)),
});
