/**
 * The plain rules of company balances (spec 02 sections 3 to 6), shared by the dialogs' charts,
 * the views and the demo API: the adjustment types, their account ids, the sign convention, the
 * current-month rule and the attachment limits.
 */
import { firstOfMonth } from '../shared/businessDay.ts';

export const BALANCE_TYPES = ['outbound_settlement', 'top_up', 'positive_adjustment', 'negative_adjustment', 'balance_top_up'] as const;
export type BalanceType = (typeof BALANCE_TYPES)[number];

export const isBalanceType = (value: unknown): value is BalanceType => BALANCE_TYPES.includes(value as BalanceType);

/** Types whose amount is stored negative (money leaving the merchant's balance). */
const NEGATIVE_TYPES: ReadonlySet<BalanceType> = new Set(['outbound_settlement', 'negative_adjustment', 'balance_top_up']);
export const isNegativeType = (type: BalanceType): boolean => NEGATIVE_TYPES.has(type);

/**
 * Account ids by type (spec: outbound settlement 7, top up 1, adjustments 12). A balance top up
 * is not given: its source side leaves like a settlement (7) and its destination side arrives
 * like a top up (1), see docs/decisions.md "Balances".
 */
export const ACCOUNT_IDS: Readonly<Record<BalanceType, string>> = {
  outbound_settlement: '7',
  top_up: '1',
  positive_adjustment: '12',
  negative_adjustment: '12',
  balance_top_up: '7',
};
export const BALANCE_TOP_UP_ACCOUNT_ID_TO = '1';

/**
 * Shown amount of a stored one: a negative-type entry stored negative is shown with the sign
 * flipped (an outbound settlement of -500 reads 500).
 */
export function shownAmount(type: BalanceType, stored: number): number {
  return isNegativeType(type) && stored < 0 ? -stored : stored;
}

/**
 * Sent amount of a typed one: the sign restored for negative types (what the user types as 500
 * is sent as -500); a balance top up's source amount is always sent negative.
 */
export function sentAmount(type: BalanceType, typed: number): number {
  if (type === 'balance_top_up') return -Math.abs(typed);
  return isNegativeType(type) ? -Math.abs(typed) : typed;
}

/*
 * 'Today' below is the business day, 'YYYY-MM-DD' in the configured zone (machines/shared/
 * businessDay.ts): an instant's month depends on the zone, so callers decide it, not these rules.
 */

/** Edit and delete are allowed only while the entry's deposit month is the current month. */
export const isCurrentMonth = (depositDate: string, today: string): boolean => depositDate.slice(0, 7) === today.slice(0, 7);

/** A deposit date the add and edit dialogs accept: this month, from its first day up to today. */
export function isAllowedDepositDate(depositDate: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(depositDate) && isCurrentMonth(depositDate, today) && depositDate <= today;
}

/** The first day of the current month and today, as `YYYY-MM-DD`. */
export const depositDateBounds = (today: string): { min: string; max: string } => ({ min: firstOfMonth(today), max: today });

export const MAX_FILES = 3;
export const MAX_FILE_BYTES = 5_000_000;
export const MAX_COMMENT_LENGTH = 200;
const FILE_EXTENSIONS = ['pdf', 'png', 'jpeg', 'jpg'] as const;
export const FILE_MIME_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
};

export const extensionOf = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

export type FileProblem = 'tooLarge' | 'invalidType';

/** Why an attachment is refused (spec: 'File is too large', 'File of invalid type'), or null. */
export function fileProblem(file: { name: string; size: number; type?: string }): FileProblem | null {
  const extension = extensionOf(file.name);
  const allowed = (FILE_EXTENSIONS as readonly string[]).includes(extension);
  const typeMatches = !file.type || Object.values(FILE_MIME_TYPES).includes(file.type);
  if (!allowed || !typeMatches) return 'invalidType';
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  return null;
}

/** Amounts: digits with an optional single decimal point (spec 02 section 5). */
export const isAmountText = (text: string): boolean => /^\d+(\.\d*)?$|^\.\d+$/.test(text);

/** Keeps what an amount field may hold: digits and one decimal point. */
export function cleanAmountText(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
}

/** Who may add, edit and delete balance entries. */
const BALANCE_MANAGEMENT = 'BALANCE_MANAGEMENT';
export const canManageBalances = (profiles: readonly string[]): boolean => profiles.includes(BALANCE_MANAGEMENT);

/** Whether 'More options' (edit, delete) shows for an entry. */
export const canChangeEntry = (profiles: readonly string[], depositDate: string, today: string): boolean =>
  canManageBalances(profiles) && isCurrentMonth(depositDate, today);
