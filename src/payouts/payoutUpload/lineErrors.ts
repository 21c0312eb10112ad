import type { UploadLineError } from '@machines/payouts/payoutUpload';

/** Spec 01 section 2: errors show up to the first 3 lines. */
const LINES_SHOWN = 3;

interface LineProblem {
  /** The field the server named after `error_` (account_id for error_account_id). */
  readonly field: string;
  readonly message: string;
}

export interface LineWithErrors {
  readonly line: string;
  readonly problems: readonly LineProblem[];
}

/** One error line as shown: its number and its non-empty error_* fields, in the server's order. */
export function toLineWithErrors(error: UploadLineError): LineWithErrors {
  const problems: LineProblem[] = [];
  for (const [key, value] of Object.entries(error)) {
    if (!key.startsWith('error_') || value === null || String(value).trim() === '') continue;
    problems.push({ field: key.slice('error_'.length), message: String(value) });
  }
  return { line: String(error.no_line ?? ''), problems };
}

/** The first lines to show and how many more there are (`total` when the answer carries only the first ones). */
export function firstLines(errors: readonly UploadLineError[], total = errors.length): { shown: LineWithErrors[]; more: number } {
  const shown = errors.slice(0, LINES_SHOWN).map(toLineWithErrors);
  return { shown, more: Math.max(0, Math.max(total, errors.length) - shown.length) };
}

/** A readable name for a field no locale names: bank_code → Bank code. */
export function humanizeField(field: string): string {
  const words = field.replace(/_+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}
