/**
 * A list's columns as one user arranged them (issue 25): their order, which show, which are
 * pinned to a side and how wide they are. Stored per user and list on the server, so a layout
 * saved by an older release meets a newer column set: `alignLayout` makes the two agree.
 */

export type ColumnPin = 'left' | 'right' | null;

/** The lists a user may arrange, as the server names them (one per paged list). */
export const PREFERENCE_LISTS = [
  'payoutList',
  'payoutTransactions',
  'payoutReport',
  'payoutVouchers',
  'payoutAudit',
  'paymentTransactions',
  'settlements',
  'balance',
  'users',
] as const;
export type PreferenceList = (typeof PREFERENCE_LISTS)[number];

/** The lists with saved views: those whose query lives in the address (the users list has none). */
export const VIEW_LISTS = PREFERENCE_LISTS.filter((list) => list !== 'users') as Exclude<PreferenceList, 'users'>[];
export type ViewList = Exclude<PreferenceList, 'users'>;
export const isViewList = (list: PreferenceList): list is ViewList => (VIEW_LISTS as readonly string[]).includes(list);

/** At most this many columns in a stored layout (the widest list has 15). */
export const LAYOUT_COLUMNS_MAX = 40;
/** A column's name in a stored layout: a field name. */
export const COLUMN_ID = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** One column of a layout, as stored (the array's order is the columns' order). */
export interface ColumnSetting {
  readonly id: string;
  readonly visible: boolean;
  readonly pin: ColumnPin;
  /** In CSS pixels; null lets the table size it. */
  readonly width: number | null;
}

/** A column the list offers now, as far as a layout cares. */
export interface ColumnSpec {
  readonly id: string;
  /** Starts hidden (the spec's hidden-by-default columns). */
  readonly defaultHidden?: boolean;
  /** Always shown (a row's name): the user may move, pin and size it, never hide it. */
  readonly required?: boolean;
}

/** Narrower than this and a header no longer fits one short word; wider than a laptop's half. */
export const COLUMN_WIDTH_MIN = 60;
export const COLUMN_WIDTH_MAX = 600;

/** The column set's own order and visibility: what a user who never chose gets, and Reset. */
export const defaultLayout = (specs: readonly ColumnSpec[]): ColumnSetting[] => specs.map(defaultSetting);

/** A column as the list's authors set it: shown unless hidden by default (a required one always). */
const defaultSetting = (spec: ColumnSpec): ColumnSetting => ({ id: spec.id, visible: Boolean(spec.required) || !spec.defaultHidden, pin: null, width: null });

const widthOf = (width: number | null): number | null =>
  width === null || !Number.isFinite(width) ? null : Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, Math.round(width)));

/**
 * A stored layout made to fit the columns the list offers now:
 * - columns the list no longer has are dropped, and a repeated id counts once (its first place);
 * - the stored order is kept for the columns both know;
 * - a column the stored layout does not know (added by a later release) takes its default
 *   visibility, right after the column that precedes it in the list's own order (first when
 *   none does), so it lands where the list's authors put it;
 * - a required column always shows; widths are kept within COLUMN_WIDTH_MIN..MAX.
 * Aligning an aligned layout changes nothing.
 */
export function alignLayout(stored: readonly ColumnSetting[], specs: readonly ColumnSpec[]): ColumnSetting[] {
  const byId = new Map(specs.map((spec) => [spec.id, spec]));
  const seen = new Set<string>();
  const layout: ColumnSetting[] = [];
  for (const setting of stored) {
    const spec = byId.get(setting.id);
    if (!spec || seen.has(setting.id)) continue;
    seen.add(setting.id);
    layout.push({ id: setting.id, visible: spec.required ? true : setting.visible, pin: setting.pin, width: widthOf(setting.width) });
  }
  specs.forEach((spec, index) => {
    if (seen.has(spec.id)) return;
    const before = specs.slice(0, index).reverse().find((earlier) => layout.some((setting) => setting.id === earlier.id));
    const at = before ? layout.findIndex((setting) => setting.id === before.id) + 1 : 0;
    layout.splice(at, 0, defaultSetting(spec));
    seen.add(spec.id);
  });
  return layout;
}

/** The layout with the column `id` moved to `to` (an index of the layout). */
export function moveColumn(layout: readonly ColumnSetting[], id: string, to: number): ColumnSetting[] {
  const from = layout.findIndex((setting) => setting.id === id);
  if (from < 0) return [...layout];
  const next = [...layout];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!);
  return next;
}

/** The layout with one column's settings changed. */
export const changeColumn = (layout: readonly ColumnSetting[], id: string, change: Partial<Omit<ColumnSetting, 'id'>>): ColumnSetting[] =>
  layout.map((setting) => (setting.id === id ? { ...setting, ...change, width: 'width' in change ? widthOf(change.width ?? null) : setting.width } : setting));

/**
 * The order a table draws a layout in: columns pinned left first, then the free ones, then
 * those pinned right, each group in the layout's order; hidden ones left out.
 */
export const drawnOrder = (layout: readonly ColumnSetting[]): ColumnSetting[] => {
  const shown = layout.filter((setting) => setting.visible);
  return [...shown.filter((s) => s.pin === 'left'), ...shown.filter((s) => s.pin === null), ...shown.filter((s) => s.pin === 'right')];
};
