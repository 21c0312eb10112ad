/**
 * How big a request body may be, per route, checked before it is read (docs/decisions.md,
 * "Demo API security"). Past it the middleware answers 413 and reads no further.
 */
const KIB = 1024;
const MIB = 1024 * KIB;

/** Every JSON or form body but the two that carry files: sign-in, filters, names, reasons. */
export const JSON_BODY_LIMIT = 64 * KIB;
/** A payroll file is at most 5 MB (MAX_UPLOAD_MB); the multipart wrapping gets a margin. */
export const PAYROLL_UPLOAD_LIMIT = 6 * MIB;
/** A balance entry carries at most 3 attachments of 5 MB each (spec 02 section 5), plus its fields. */
const BALANCE_ENTRY_LIMIT = 16 * MIB;

const ROUTES: ReadonlyArray<{ readonly pattern: RegExp; readonly methods: readonly string[]; readonly limit: number }> = [
  { pattern: /\/v1\/upload_payroll\/?$/, methods: ['POST'], limit: PAYROLL_UPLOAD_LIMIT },
  { pattern: /\/v1\/company_balance_list\/?$/, methods: ['POST', 'PUT'], limit: BALANCE_ENTRY_LIMIT },
];

export function bodyLimitOf(method: string, pathname: string): number {
  return ROUTES.find((route) => route.methods.includes(method) && route.pattern.test(pathname))?.limit ?? JSON_BODY_LIMIT;
}

/** 64 KB, 6 MB: for the 413's message. */
export const describeBytes = (bytes: number): string => (bytes >= MIB ? `${bytes / MIB} MB` : `${bytes / KIB} KB`);

/** Characters as Django counts them (code points): an emoji is one, not two. */
export const textLength = (text: string): number => text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

/** Whether `text` has more than `limit` characters (the cheap length first: most texts are short). */
export const longerThan = (limit: number, text: string): boolean => text.length > limit && textLength(text) > limit;
