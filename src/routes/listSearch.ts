import * as v from 'valibot';

/**
 * The search parameters of a list route (issue 13): page, page size and client-side sort,
 * typed here; every other key is one of the list's filters as text, read by the list's own
 * schema in its page chunk (src/components/lists/urlQuery.ts). This file is in the entry
 * chunk, so it stays tiny.
 */
export interface ListSearch {
  readonly page?: number;
  readonly size?: number;
  readonly sort?: string;
  readonly [filter: string]: string | number | undefined;
}

// A value the address bar may carry, as text (a router that parses numbers gives numbers).
const text = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const whole = v.pipe(text, v.regex(/^[1-9]\d{0,5}$/), v.transform(Number));

/** Anything invalid becomes "not given", so the list uses its default: never an error page. */
export const listSearchSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((search): ListSearch => {
    const out: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(search)) {
      const parsed = v.safeParse(key === 'page' || key === 'size' ? whole : text, value);
      if (parsed.success) out[key] = parsed.output;
    }
    return out;
  }),
);

export const validateListSearch = (search: Record<string, unknown>): ListSearch => v.parse(listSearchSchema, search);

/** Every value stays the text the address shows ('1.50' is not the number 1.5). */
export const parseSearch = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

/** Readable addresses: `?page=2&statusIds=2,3&from=2026-11-01` (commas left as they are). */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}
