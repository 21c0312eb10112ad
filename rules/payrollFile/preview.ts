import type { CurrencyTotal, FileOutcome, FileWarning, PayrollFileCheck, PreviewRow } from './checkFile.ts';
import { TEMPLATE_COLUMNS, type LineField } from './template.ts';
import type { LineProblem } from './validateLine.ts';

/**
 * The preview of a payroll file as it crosses from the reading worker to the page (issue 28):
 * what the page shows, and nothing it does not (no valid lines, no refused lines' cells). A
 * structured clone of the whole check of a 100,000-line file is several hundred thousand
 * objects, which the page's thread would copy in one long task; here every problem is two
 * numbers in typed arrays (the line, and which of a few distinct problems it is), which cross
 * by transfer, without a copy.
 */

/** One distinct problem: a column and the rule the cell broke (with its parameters). */
export interface PreviewProblemKind extends LineProblem {
  readonly field: LineField;
}

export interface PayrollPreview {
  readonly outcome: FileOutcome;
  readonly rowCount: number;
  readonly totals: Readonly<Record<string, CurrencyTotal>>;
  readonly firstRows: readonly PreviewRow[];
  readonly warnings: readonly FileWarning[];
  /** How many lines have at least one problem. */
  readonly invalidLineCount: number;
  /** Every problem, in file and column order: `lines[i]` has `kinds[kindOf[i]]`. */
  readonly problems: {
    readonly kinds: readonly PreviewProblemKind[];
    readonly lines: Uint32Array;
    readonly kindOf: Uint16Array;
  };
}

/** The preview of a whole-file check. */
export function previewOf(check: PayrollFileCheck): PayrollPreview {
  const kinds: PreviewProblemKind[] = [];
  const kindIds = new Map<string, number>();
  let count = 0;
  for (const line of check.invalid) count += Object.keys(line.problems).length;
  const lines = new Uint32Array(count);
  const kindOf = new Uint16Array(count);
  let at = 0;
  for (const line of check.invalid) {
    for (const { field } of TEMPLATE_COLUMNS) {
      const problem = line.problems[field];
      if (!problem) continue;
      const id = `${field}\u0000${problem.key}\u0000${JSON.stringify(problem.params ?? null)}`;
      let kind = kindIds.get(id);
      if (kind === undefined) {
        kind = kinds.length;
        kindIds.set(id, kind);
        kinds.push({ field, ...problem });
      }
      lines[at] = line.no_line;
      kindOf[at] = kind;
      at += 1;
    }
  }
  return {
    outcome: check.outcome,
    rowCount: check.rowCount,
    totals: check.totals,
    firstRows: check.firstRows,
    warnings: check.warnings,
    invalidLineCount: check.invalid.length,
    problems: { kinds, lines, kindOf },
  };
}

/** The i-th problem of a preview, for a list that draws only the rows in view. */
export function problemAt(preview: PayrollPreview, index: number): { line: number; kind: PreviewProblemKind } {
  return { line: preview.problems.lines[index]!, kind: preview.problems.kinds[preview.problems.kindOf[index]!]! };
}
