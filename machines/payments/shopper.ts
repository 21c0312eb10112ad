/**
 * The provider's loosely typed JSON fields, read the same way by the app (its schemas) and the
 * demo API (its filters and exports), so a row filtered by shopper shows that shopper.
 */

/** A JSON value that may arrive encoded as a string: parsed when it can be, else kept as the text. */
export function decodeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export interface Shopper {
  readonly document: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
}

const SHOPPER_KEYS = { document: 'Num_doc_identi', firstName: 'name_shopper', lastName: 'las_name_Shopper' } as const;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

/**
 * shopper_information: a JSON object, or the same encoded as a string, possibly malformed
 * (cut short, wrong types). Whatever can be read is kept; the rest is null, never an error.
 */
export function readShopper(value: unknown): Shopper {
  const decoded = decodeJson(value);
  if (typeof decoded === 'object' && decoded !== null && !Array.isArray(decoded)) {
    const record = decoded as Record<string, unknown>;
    return {
      document: textOf(record[SHOPPER_KEYS.document]),
      firstName: textOf(record[SHOPPER_KEYS.firstName]),
      lastName: textOf(record[SHOPPER_KEYS.lastName]),
    };
  }
  if (typeof decoded === 'string') {
    // Not JSON (say, cut short): pick out the "key": "value" pairs that are complete.
    const pick = (key: string) => {
      const match = new RegExp(`"${key}"\\s*:\\s*(?:"([^"\\\\]*)"|(\\d+))`).exec(decoded);
      return textOf(match?.[1] ?? match?.[2]);
    };
    return { document: pick(SHOPPER_KEYS.document), firstName: pick(SHOPPER_KEYS.firstName), lastName: pick(SHOPPER_KEYS.lastName) };
  }
  return { document: null, firstName: null, lastName: null };
}
