import * as v from 'valibot';

/**
 * A list's query as search parameters and back (issue 13), for any list of the shared chart:
 * `page`, `size`, `sort`, the date range as `from` and `to` (YYYY-MM-DD, empty for an open
 * end), and every other filter under its own name: lists joined by commas, nothing as ''.
 * Reading is checked by the list's own filters schema, key by key: a value it refuses drops
 * to that filter's default, silently.
 */

export interface UrlQuery<TFilters> {
  readonly filters: TFilters;
  readonly page: number;
  readonly itemsPerPage: number;
  readonly sort: string | null;
}

export type SearchRecord = Readonly<Record<string, string>>;

const DATE_RANGE = 'dateRange';
const NUMBER = /^-?\d+(\.\d+)?$/;

const asText = (value: unknown): string => (value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value));

/** The query as search parameters; filters at their default are left out, days never are. */
export function toSearch<TFilters>(query: UrlQuery<TFilters>, defaults: TFilters): SearchRecord {
  const search: Record<string, string> = { page: String(query.page), size: String(query.itemsPerPage) };
  if (query.sort) search.sort = query.sort;
  const filters = query.filters as Readonly<Record<string, unknown>>;
  const initial = defaults as Readonly<Record<string, unknown>>;
  for (const [key, value] of Object.entries(filters)) {
    if (key === DATE_RANGE && Array.isArray(value)) {
      // A day is written even at its default (a link means the same days tomorrow); an open
      // end only when the default is not open too.
      const ends = initial[key] as readonly unknown[];
      if (value[0] !== null || ends[0] !== null) search.from = asText(value[0]);
      if (value[1] !== null || ends[1] !== null) search.to = asText(value[1]);
    } else if (asText(value) !== asText(initial[key]) || Array.isArray(value) !== Array.isArray(initial[key])) {
      search[key] = asText(value);
    }
  }
  return search;
}

/** What a text may mean; the list's schema picks the first it accepts. */
function readings(text: string): unknown[] {
  if (text === '') return ['', null, []];
  const parts = text.split(',');
  return [
    text,
    ...(NUMBER.test(text) ? [Number(text)] : []),
    ...(parts.every((part) => NUMBER.test(part)) ? [parts.map(Number)] : []),
    parts,
  ];
}

const LIST_KEYS = ['page', 'size', 'sort', 'from', 'to'];

/** Whether the address carries any of the list's parameters (none: the menu's plain link). */
export function hasListSearch(search: Readonly<Record<string, unknown>>, defaults: object): boolean {
  return Object.keys(search).some((key) => search[key] !== undefined && (LIST_KEYS.includes(key) || (key !== DATE_RANGE && key in defaults)));
}

/**
 * The query an address asks for. Missing or refused values take the defaults; a page size the
 * list does not offer takes the default size, from page 1; a sort it does not offer, none.
 */
export function fromSearch<TFilters>(
  search: Readonly<Record<string, unknown>>,
  options: {
    readonly filtersSchema: v.GenericSchema<unknown, TFilters>;
    readonly defaults: { readonly filters: TFilters; readonly page: number; readonly itemsPerPage: number };
    readonly sizes: readonly number[];
    readonly sorts?: readonly string[];
  },
): UrlQuery<TFilters> {
  // The reader may give a number or a boolean for a text, or a list for a repeated key.
  const text = (key: string): string | undefined => (search[key] === undefined ? undefined : String(search[key]));
  const { defaults } = options;
  let filters = { ...(defaults.filters as Record<string, unknown>) };
  const accept = (key: string, candidates: readonly unknown[]) => {
    for (const candidate of candidates) {
      const next = { ...filters, [key]: candidate };
      if (v.safeParse(options.filtersSchema, next).success) {
        filters = next;
        return;
      }
    }
  };
  for (const key of Object.keys(filters)) {
    if (key === DATE_RANGE) {
      const [from, to] = filters[key] as readonly unknown[];
      const end = (name: string, fallback: unknown) => {
        const value = text(name);
        return value === undefined ? fallback : value === '' ? null : value;
      };
      accept(key, [[end('from', from), end('to', to)]]);
    } else {
      const value = text(key);
      if (value !== undefined) accept(key, readings(value));
    }
  }
  const page = Number(text('page') ?? defaults.page);
  const size = Number(text('size') ?? defaults.itemsPerPage);
  const offered = options.sizes.includes(size);
  const sort = text('sort');
  return {
    filters: filters as TFilters,
    page: offered && Number.isInteger(page) && page >= 1 ? page : 1,
    itemsPerPage: offered ? size : defaults.itemsPerPage,
    sort: sort !== undefined && options.sorts?.includes(sort) ? sort : null,
  };
}

/** Whether two searches are the same address (order of keys aside). */
export function sameSearch(a: Readonly<Record<string, unknown>>, b: SearchRecord): boolean {
  const keys = Object.keys(b);
  return Object.keys(a).filter((key) => a[key] !== undefined).length === keys.length && keys.every((key) => asText(a[key]) === b[key]);
}
