import type { PayrollBanking } from './banking.ts';
import { isValidHolderId } from './holderIds.ts';
import { normalizeLabel, TEMPLATE_COLUMNS, type LineField, type RawLine } from './template.ts';

/**
 * The message keys of a line's problems. The demo server words them from its catalogue
 * (demo-api/http/messages/payouts.ts, where every key must exist: `say()` is typed by it); the
 * browser's preview will word the same keys from its locales.
 */
type LineProblemKey =
  | 'lineRequired'
  | 'lineTooLong'
  | 'lineCode'
  | 'lineAccount'
  | 'lineClabe'
  | 'lineAccountType'
  | 'lineBank'
  | 'lineRut'
  | 'lineDni'
  | 'lineRfc'
  | 'lineName'
  | 'lineAmount'
  | 'lineAmountPositive'
  | 'lineAmountMax'
  | 'lineAmountWhole'
  | 'lineCurrency'
  | 'lineEmail';

/** A line's problem, kept as a catalogue key so it is worded in the reader's language. */
export interface LineProblem {
  readonly key: LineProblemKey;
  readonly params?: Record<string, string | number>;
}
/** At most one problem per column: the first rule the cell breaks. */
export type LineProblems = Partial<Record<LineField, LineProblem>>;

/** A valid line, with its values in canonical form (bank and account type as in the catalogue). */
export interface ValidLine extends RawLine {
  readonly amountValue: number;
}

const MAX_AMOUNT = 999_999_999;
const CODE = /^[\p{L}\d\-_/]*$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;
const MAX_LENGTH: Partial<Record<LineField, number>> = { order_id: 50, credit_note: 50, subject: 140, email: 100 };

const normalizedLists = new WeakMap<readonly string[], Map<string, string>>();
/** The catalogue's spelling of `value` ('banco de chile' -> 'Banco de Chile'), if listed. */
function inList(list: readonly string[], value: string): string | undefined {
  let byLabel = normalizedLists.get(list);
  if (!byLabel) {
    byLabel = new Map(list.map((item) => [normalizeLabel(item), item]));
    normalizedLists.set(list, byLabel);
  }
  return byLabel.get(normalizeLabel(value));
}

function holderProblem(banking: PayrollBanking): LineProblem {
  if (banking.vatIdType === 'RUT') return { key: 'lineRut' };
  if (banking.vatIdType === 'DNI') return { key: 'lineDni' };
  return { key: 'lineRfc' };
}

/** Checks one line column by column against the company's country; every problem is listed. */
export function validateLine(raw: RawLine, banking: PayrollBanking): { line: ValidLine } | { problems: LineProblems } {
  const problems: LineProblems = {};
  for (const column of TEMPLATE_COLUMNS) {
    const value = raw[column.field];
    const max = MAX_LENGTH[column.field];
    if (column.required && value === '') problems[column.field] = { key: 'lineRequired' };
    else if (max !== undefined && value.length > max) problems[column.field] = { key: 'lineTooLong', params: { max } };
  }
  const check = (field: LineField, ok: boolean, problem: LineProblem) => {
    if (!problems[field] && raw[field] !== '' && !ok) problems[field] = problem;
  };

  check('order_id', CODE.test(raw.order_id), { key: 'lineCode' });
  check('credit_note', CODE.test(raw.credit_note), { key: 'lineCode' });
  const accountType = inList(banking.accountTypes, raw.account_type);
  check('account_type', accountType !== undefined, { key: 'lineAccountType', params: { allowed: banking.accountTypes.join(', ') } });
  const digits = raw.account_id.replace(/-/g, '');
  check('account_id', /^[\d-]+$/.test(raw.account_id) && digits.length >= 4 && digits.length <= 20, { key: 'lineAccount' });
  if (accountType === 'CLABE') check('account_id', digits.length === 18, { key: 'lineClabe' });
  const bank = inList(banking.banks, raw.bank_name);
  check('bank_name', bank !== undefined, { key: 'lineBank' });
  check('vat_id', isValidHolderId(banking, raw.vat_id), holderProblem(banking));
  check('name', raw.name.length >= 3 && raw.name.length <= 100 && /\p{L}/u.test(raw.name), { key: 'lineName' });
  check('email', EMAIL.test(raw.email), { key: 'lineEmail' });
  const currency = banking.currencies.find((code) => code === raw.currency_code.toUpperCase());
  check('currency_code', currency !== undefined, { key: 'lineCurrency', params: { allowed: banking.currencies.join(', ') } });

  const amountValue = Number(raw.amount.replace(',', '.'));
  check('amount', AMOUNT.test(raw.amount), { key: 'lineAmount' });
  check('amount', amountValue > 0, { key: 'lineAmountPositive' });
  check('amount', amountValue <= MAX_AMOUNT, { key: 'lineAmountMax', params: { max: MAX_AMOUNT } });
  // Pesos chilenos have no cents: a bank refuses 1500,50 CLP.
  check('amount', currency !== 'CLP' || Number.isInteger(amountValue), { key: 'lineAmountWhole', params: { currency: 'CLP' } });

  if (Object.keys(problems).length > 0) return { problems };
  return {
    line: {
      ...raw,
      account_type: accountType ?? raw.account_type,
      bank_name: bank ?? raw.bank_name,
      currency_code: currency ?? raw.currency_code,
      amountValue,
    },
  };
}
