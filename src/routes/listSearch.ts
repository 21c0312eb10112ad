import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

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

const whole = (value: unknown): number | undefined => (/^[1-9]\d{0,5}$/.test(String(value)) ? Number(value) : undefined);

/**
 * The route's search schema, written by hand: valibot is not in the entry chunk (/login's
 * budget), and this is all it needs. Page and size must be whole numbers from 1, or they are
 * "not given" and the list uses its default: never an error page. Every other value is read
 * as text by the list (what the reader turned into a number reads back as the same text).
 */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const { page, size, ...filters } = search;
  return { ...(filters as ListSearch), page: whole(page), size: whole(size) };
}

/**
 * Every value as the text the address shows: the router's own reader, without its JSON step
 * ('1.50' stays '1.50', not 1.5; what it still turns into a number or a boolean reads back as
 * the same text).
 */
export const parseSearch = parseSearchWith(String);

/** Values as they are (no JSON quotes around texts: `?page=2&from=2026-11-01&statusIds=2%2C3`). */
export const stringifySearch = stringifySearchWith(JSON.stringify);
