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

const WHOLE = /^[1-9]\d{0,5}$/;

/**
 * The route's search schema, written by hand: valibot is not in the entry chunk (/login's
 * budget), and this is all it needs. Page and size must be whole numbers from 1, the rest text
 * (a number a router parsed becomes text again); anything else becomes "not given", so the list
 * uses its default: never an error page.
 */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const out: Record<string, string | number> = {};
  for (const key in search) {
    const value = search[key];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    const text = String(value);
    if (key !== 'page' && key !== 'size') out[key] = text;
    else if (WHOLE.test(text)) out[key] = Number(text);
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
