import { COLUMN_ID, COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN, LAYOUT_COLUMNS_MAX, type ColumnSetting } from '../../machines/shared/columnLayout.ts';
import { typeName, type BodyFields } from '../http/body.ts';
import { fieldError, refuse } from '../http/refusal.ts';
import { sayFor } from '../http/messages/index.ts';

/**
 * A stored column layout as the server checks it (issue 25): a list of at most
 * LAYOUT_COLUMNS_MAX settings, each a field name shown or not, pinned left, right or not, and a
 * width in range or none, no name twice. Which names a list has is the client's business: a
 * later release may add or drop columns, and the client aligns what it reads.
 */
export function columnsOf(request: Request, body: BodyFields): ColumnSetting[] {
  const value = body.columns;
  if (value === undefined) return fieldError(request, 'columns', 'fieldRequired');
  if (!Array.isArray(value)) return fieldError(request, 'columns', 'expectedList', { type: typeName(value) });
  if (value.length > LAYOUT_COLUMNS_MAX) fieldError(request, 'columns', 'listTooLong', { max: LAYOUT_COLUMNS_MAX });
  const problems: Record<string, string[]>[] = value.map((item: unknown) => problemsOf(request, item));
  if (problems.some((entry) => Object.keys(entry).length > 0)) refuse(400, { columns: problems });
  const columns = (value as Record<string, unknown>[]).map((item) => ({
    id: item.id as string,
    visible: item.visible as boolean,
    pin: item.pin as ColumnSetting['pin'],
    width: item.width as number | null,
  }));
  const ids = columns.map((column) => column.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) refuse(400, { columns: [sayFor(request, 'columnTwice', { id: repeated })] });
  return columns;
}

/** DRF's per-item errors of a list of objects: one object per item, empty when it is fine. */
function problemsOf(request: Request, item: unknown): Record<string, string[]> {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return { non_field_errors: [sayFor(request, 'expectedObject', { type: typeName(item) })] };
  }
  const fields = item as Record<string, unknown>;
  const problems: Record<string, string[]> = {};
  if (typeof fields.id !== 'string' || !COLUMN_ID.test(fields.id)) problems.id = [sayFor(request, 'columnName')];
  if (typeof fields.visible !== 'boolean') problems.visible = [sayFor(request, 'invalidBoolean')];
  if (!(fields.pin === null || fields.pin === 'left' || fields.pin === 'right')) {
    problems.pin = [sayFor(request, 'notAChoice', { value: String(fields.pin) })];
  }
  const width = fields.width;
  if (width !== null && (typeof width !== 'number' || !Number.isSafeInteger(width))) problems.width = [sayFor(request, 'validInteger')];
  else if (typeof width === 'number' && (width < COLUMN_WIDTH_MIN || width > COLUMN_WIDTH_MAX)) {
    problems.width = [sayFor(request, 'columnWidth', { min: COLUMN_WIDTH_MIN, max: COLUMN_WIDTH_MAX })];
  }
  return problems;
}
