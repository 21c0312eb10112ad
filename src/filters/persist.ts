/**
 * Filter forms kept for the browser tab in session storage under 'filters:<key>'.
 * Dates are stored as 'YYYY-MM-DD'. A stored value that is not JSON or fails its schema is
 * removed and the fallback used, silently; storage errors (quota, disabled) are ignored.
 */
import * as v from 'valibot';
import { toApiDate } from '../format/date';

const FILTERS_STORAGE_PREFIX = 'filters:';

const storageKey = (key: string) => `${FILTERS_STORAGE_PREFIX}${key}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadFilters<const TSchema extends v.GenericSchema>(
  key: string,
  schema: TSchema,
  fallback: v.InferOutput<TSchema>,
): v.InferOutput<TSchema> {
  const store = storage();
  if (!store) return fallback;
  let raw: string | null;
  try {
    raw = store.getItem(storageKey(key));
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    clearFilters(key);
    return fallback;
  }
  const result = v.safeParse(schema, parsed);
  if (result.success) return result.output;
  clearFilters(key);
  return fallback;
}

/** Date values become 'YYYY-MM-DD' (JSON would otherwise keep a UTC timestamp). */
function replacer(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key];
  return original instanceof Date ? toApiDate(original) : value;
}

export function saveFilters(key: string, value: unknown): void {
  try {
    storage()?.setItem(storageKey(key), JSON.stringify(value, replacer));
  } catch {
    // Storage full or unavailable: the filters simply are not remembered.
  }
}

export function clearFilters(key: string): void {
  try {
    storage()?.removeItem(storageKey(key));
  } catch {
    // Nothing to do.
  }
}
