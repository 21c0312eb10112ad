/**
 * The search parameters of a list page (issue 13): page, page size and client-side sort,
 * typed here; every other key is one of the list's filters as text, read by the list's own
 * schema (urlQuery.ts). In the lists' chunk, not the router's: /login's entry chunk is at its
 * budget (docs/decisions.md, "Filters in the URL").
 */
export interface ListSearch {
  readonly page?: number;
  readonly size?: number;
  readonly sort?: string;
  readonly [filter: string]: string | number | undefined;
}

const whole = (text: string | undefined): number | undefined => (text !== undefined && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : undefined);

/**
 * The search schema: page and size must be whole numbers from 1, or they are "not given" and
 * the list uses its default (never an error); every other value stays the text it is.
 */
export function validateListSearch(search: Readonly<Record<string, string>>): ListSearch {
  const { page, size, ...filters } = search;
  return { ...filters, page: whole(page), size: whole(size) };
}

/** Every value as the text the address shows ('1.50' stays '1.50'; a repeated key, its last value). */
export const parseSearch = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

/** Readable addresses: `?page=2&statusIds=2,3&from=2026-11-01` (commas left as they are). */
export function stringifySearch(search: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(search).toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}
