import type { PayrollBanking } from './banking.ts';
import type { FileRow } from './csv.ts';
import { headerMatches, normalizeLabel, rawLineCells, toRawLine } from './template.ts';
import { validateLine, type LineProblems, type ValidLine } from './validateLine.ts';

/**
 * A whole payroll file checked as the server checks it: the header, then every payment line.
 * The demo server's upload decides its outcome from this very check (demo-api/payouts/processing.ts);
 * the browser's preview shows the same answer before anything is sent.
 */

/** What the server makes of the file: status 3 with its detail, or accepted. */
export type FileOutcome = 'invalidHeader' | 'noLines' | 'invalidLines' | 'valid';

export interface CurrencyTotal {
  readonly count: number;
  readonly amount: number;
}

/** A line that passed, in canonical form, with its row number. */
interface CheckedLine {
  readonly no_line: number;
  readonly line: ValidLine;
}

/** A line that did not pass: its cells as written and a problem per column. */
interface RefusedLine {
  readonly no_line: number;
  readonly cells: readonly string[];
  readonly problems: LineProblems;
}

/**
 * Something worth a second look that does not stop the upload (the preview's, never the server's):
 * the same account (bank and account number) on more than one line.
 */
export interface FileWarning {
  readonly key: 'warnDuplicateAccount';
  readonly params: { readonly bank: string; readonly account: string };
  /** The row numbers, in file order. */
  readonly lines: readonly number[];
}

/** A row for the preview's table: the template's cells, and its problems (none when valid). */
export interface PreviewRow {
  readonly no_line: number;
  readonly cells: readonly string[];
  readonly problems: LineProblems;
}

export interface PayrollFileCheck {
  readonly outcome: FileOutcome;
  /** Payment lines (non-blank rows after the header), valid or not. */
  readonly rowCount: number;
  /** Count and amount of the valid lines by currency: the payroll's loaded totals once accepted. */
  readonly totals: Readonly<Record<string, CurrencyTotal>>;
  readonly valid: readonly CheckedLine[];
  readonly invalid: readonly RefusedLine[];
  readonly warnings: readonly FileWarning[];
  readonly firstRows: readonly PreviewRow[];
}

/** Amounts are added in cents, as the server's totals are. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

const FIRST_ROWS = 20;

/** The same bank (any spelling the catalogue accepts) and account number (hyphens ignored). */
function duplicateAccounts(lines: ReadonlyArray<{ no_line: number; bank: string; account: string }>): FileWarning[] {
  const byAccount = new Map<string, { bank: string; account: string; lines: number[] }>();
  for (const { no_line, bank, account } of lines) {
    const id = `${normalizeLabel(bank)}\u0000${account.replace(/-/g, '')}`;
    const seen = byAccount.get(id);
    if (seen) seen.lines.push(no_line);
    else byAccount.set(id, { bank, account, lines: [no_line] });
  }
  return [...byAccount.values()]
    .filter((entry) => entry.lines.length > 1)
    .map((entry) => ({ key: 'warnDuplicateAccount', params: { bank: entry.bank, account: entry.account }, lines: entry.lines }));
}

/**
 * Checks the file's rows (blank rows already left out, as the readers do) against the company's
 * country. `firstRows` is how many lines the preview's table gets.
 */
export function checkPayrollFile(rows: readonly FileRow[], banking: PayrollBanking, options: { firstRows?: number } = {}): PayrollFileCheck {
  const [header, ...body] = rows;
  if (!header || !headerMatches(header.cells)) {
    return { outcome: 'invalidHeader', rowCount: 0, totals: {}, valid: [], invalid: [], warnings: [], firstRows: [] };
  }
  const firstRowCount = options.firstRows ?? FIRST_ROWS;
  const totals: Record<string, { count: number; amount: number }> = {};
  const valid: CheckedLine[] = [];
  const invalid: RefusedLine[] = [];
  const firstRows: PreviewRow[] = [];
  const accounts: Array<{ no_line: number; bank: string; account: string }> = [];
  for (const row of body) {
    const raw = toRawLine(row.cells);
    const checked = validateLine(raw, banking);
    const problems = 'problems' in checked ? checked.problems : {};
    if ('problems' in checked) invalid.push({ no_line: row.no_line, cells: row.cells, problems });
    else {
      valid.push({ no_line: row.no_line, line: checked.line });
      const total = (totals[checked.line.currency_code] ??= { count: 0, amount: 0 });
      total.count += 1;
      total.amount = round2(total.amount + checked.line.amountValue);
    }
    // Only an account the rules accepted can be the same account as another line's.
    if (!problems.bank_name && !problems.account_id) accounts.push({ no_line: row.no_line, bank: 'line' in checked ? checked.line.bank_name : raw.bank_name, account: raw.account_id });
    if (firstRows.length < firstRowCount) firstRows.push({ no_line: row.no_line, cells: rawLineCells(raw), problems });
  }
  const outcome: FileOutcome = body.length === 0 ? 'noLines' : invalid.length > 0 ? 'invalidLines' : 'valid';
  return { outcome, rowCount: body.length, totals, valid, invalid, warnings: duplicateAccounts(accounts), firstRows };
}
