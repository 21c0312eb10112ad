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

/**
 * The route's search schema, written by hand: valibot is not in the entry chunk (/login's
 * budget), and this is all it needs. Page and size must be whole numbers from 1; every other
 * value is text (what the reader turned into a number reads back as the same text, a repeated
 * key as its values joined by commas). Anything invalid becomes "not given", so the list uses
 * its default: never an error page.
 */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const out: Record<string, string | number> = {};
  for (const key in search) {
    const text = String(search[key]);
    if (key !== 'page' && key !== 'size') out[key] = text;
    else if (/^[1-9]\d{0,5}$/.test(text)) out[key] = +text;
  }
  return out;
}

/**
 * Every value as the text the address shows: the router's own reader, without its JSON step
 * ('1.50' stays '1.50', not 1.5; what it still turns into a number or a boolean reads back as
 * the same text).
 */
export const parseSearch = parseSearchWith(String);

const stringify = stringifySearchWith(JSON.stringify);

/** Readable addresses: `?page=2&statusIds=2,3&from=2026-11-01` (commas left as they are). */
export const stringifySearch = (search: Record<string, unknown>): string => stringify(search).replace(/%2C/g, ',');
