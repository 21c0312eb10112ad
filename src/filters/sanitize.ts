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
 * A Spanish amount as typed: digits and one decimal comma ('1500,50'). Dots stay in the text
 * so the field can say why it refuses them: a Spanish reader writes '1.500' for fifteen
 * hundred, an English habit gives '1.5', and guessing either would be wrong about money.
 * Other characters and any comma after the first are dropped ('$ 12,5,0' → '12,50').
 */
export function sanitizeSpanishAmount(text: string): string {
  const kept = text.replace(/[^\d.,]/g, '');
  const comma = kept.indexOf(',');
  return comma === -1 ? kept : kept.slice(0, comma + 1) + kept.slice(comma + 1).replace(/,/g, '');
}

/** The API's amount for a Spanish text ('1500,50' → '1500.50'), or null while a dot makes it unreadable. */
export function spanishAmountValue(text: string): string | null {
  return text.includes('.') ? null : text.replace(',', '.');
}

/** An API amount as a Spanish user reads and types it: '1500.50' → '1500,50'. */
export const spanishAmountText = (value: string): string => value.replace('.', ',');

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
