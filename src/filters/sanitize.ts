/**
 * Pure clean-up of filter text, applied on every keystroke and paste.
 */

/**
 * Keeps digits and one decimal point, as the API takes it: '12a.3.4' → '12.34'.
 * Spanish users type a decimal comma, and pasted amounts carry grouping, so: with both
 * marks the later one is the decimal ('1.234,56' and '1,234.56' → '1234.56'); a lone
 * comma is a decimal ('12,5' → '12.5'); repeated commas are groups ('1,234,567').
 */
export function sanitizeAmount(text: string): string {
  let kept = text.replace(/[^\d.,]/g, '');
  const lastDot = kept.lastIndexOf('.');
  const lastComma = kept.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) {
    const decimalAt = Math.max(lastDot, lastComma);
    kept = `${kept.slice(0, decimalAt).replace(/[.,]/g, '')}.${kept.slice(decimalAt + 1).replace(/[.,]/g, '')}`;
  } else if (lastComma !== -1) {
    kept = kept.indexOf(',') === lastComma ? kept.replace(',', '.') : kept.replace(/,/g, '');
  }
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  return kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/**
 * Keeps digits and commas and collapses repeated commas: '1,,2, ,3' → '1,2,3'. A trailing
 * comma is kept so the user can go on typing the next id.
 */
export function sanitizeIdList(text: string): string {
  return text.replace(/[^\d,]/g, '').replace(/,{2,}/g, ',');
}

/** The ids in an id-list text, in order, without duplicates: '1,2,,2,' → [1, 2]. */
export function toIdList(text: string): number[] {
  const ids = sanitizeIdList(text)
    .split(',')
    .filter((part) => part !== '')
    .map(Number)
    .filter(Number.isSafeInteger);
  return [...new Set(ids)];
}

type Cleaned<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

/**
 * Drops empty filters before a call: strings are trimmed and dropped when empty; null,
 * undefined and empty arrays are dropped; everything else is kept as is.
 */
export function cleanFilters<T extends object>(filters: T): Cleaned<T> {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '') cleaned[key] = trimmed;
      continue;
    }
    if (Array.isArray(value) && value.length === 0) continue;
    cleaned[key] = value;
  }
  return cleaned as Cleaned<T>;
}
