import { keyMessage, type Message } from '../shared/message';
import {
  fileProblem,
  isAllowedDepositDate,
  isAmountText,
  MAX_COMMENT_LENGTH,
  MAX_FILES,
  sentAmount,
  shownAmount,
  type BalanceType,
} from './balanceRules';

/**
 * The add and edit dialogs' values, their checks (spec 02 section 5, with the catalogue's texts)
 * and the payloads they send (section 7). Pure: the charts call these, the views show the result.
 */

/** An attachment: a file picked by the user (`blob` set) or one the entry already has (`key` set). */
export interface Attachment {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  /** The picked file itself, opaque here (the binding puts it in the multipart form). */
  readonly blob?: unknown;
  /** The storage key of a file the entry already has. */
  readonly key?: string;
}

/** A merchant's balance settings, as loaded for the dialogs. */
export interface MerchantSettings {
  readonly company: number;
  readonly company__name: string;
  readonly currencies_available: readonly string[];
  /** null: no bank configured, balance management is disabled for it. */
  readonly bank_id: number | null;
}

export interface AddValues {
  readonly type: BalanceType | null;
  readonly company: number | null;
  readonly currency: string;
  readonly depositDate: string;
  readonly documentId: string;
  readonly accountId: string;
  readonly bank: string;
  /** As typed: positive, the sign is restored when sent. */
  readonly amount: string;
  readonly comments: string;
  readonly files: readonly Attachment[];
  readonly companyTo: number | null;
  readonly currencyTo: string;
  readonly amountTo: string;
  readonly documentIdTo: string;
  readonly accountIdTo: string;
  readonly bankTo: string;
}

export type FieldErrors = Readonly<Partial<Record<string, Message>>>;

/** The outcome of a check: per-field messages and the one message shown above the buttons. */
export interface Verdict {
  readonly fieldErrors: FieldErrors;
  readonly message: Message | null;
}

const REQUIRED = 'settlements:errors.allRequired';
const CHECK_FORM = 'settlements:errors.checkForm';
const ok: Verdict = { fieldErrors: {}, message: null };

const blank = (value: string | number | null) => value === null || String(value).trim() === '';
const amountOk = (text: string) => isAmountText(text.trim()) && Number(text) > 0;

function fileErrors(files: readonly Attachment[]): Message | null {
  if (files.length > MAX_FILES) return keyMessage('settlements:errors.tooManyFiles', { max: MAX_FILES });
  for (const file of files) {
    if (file.key) continue;
    const problem = fileProblem(file);
    if (problem) return keyMessage(problem === 'tooLarge' ? 'settlements:errors.fileTooLarge' : 'settlements:errors.fileInvalidType');
  }
  return null;
}

/** Builds a verdict: required fields first ('All fields are required'), then the other rules. */
function verdict(empty: readonly string[], problems: ReadonlyArray<readonly [string, Message]>): Verdict {
  if (empty.length > 0) {
    const fieldErrors: Record<string, Message> = {};
    for (const name of empty) fieldErrors[name] = keyMessage(REQUIRED);
    return { fieldErrors, message: keyMessage(REQUIRED) };
  }
  if (problems.length === 0) return ok;
  const fieldErrors: Record<string, Message> = {};
  for (const [name, message] of problems) fieldErrors[name] ??= message;
  // A merchant without a bank is said as it is; anything else asks to check the form.
  const bank = problems.find(([name]) => name === 'company' || name === 'companyTo');
  return { fieldErrors, message: bank ? bank[1] : keyMessage(CHECK_FORM) };
}

const bankProblem = (merchant: MerchantSettings | undefined): Message | null =>
  merchant && merchant.bank_id === null ? keyMessage('settlements:errors.bankMissing', { company: merchant.company__name }) : null;

/** Destination currencies a balance top up may use: USD, or any other than the source's. */
export const currencyToAllowed = (currency: string, currencyTo: string): boolean => currencyTo === 'USD' || currencyTo !== currency;

/** Merchants a balance top up may go to: not the source, and offering the destination currency. */
export const destinationChoices = (merchants: readonly MerchantSettings[], company: number | null, currencyTo: string) =>
  merchants.filter((merchant) => merchant.company !== company && (currencyTo === '' || merchant.currencies_available.includes(currencyTo)));

export function validateAdd(values: AddValues, merchants: readonly MerchantSettings[], today: string): Verdict {
  const topUp = values.type === 'balance_top_up';
  const required: Record<string, string | number | null> = {
    type: values.type,
    company: values.company,
    currency: values.currency,
    depositDate: values.depositDate,
    documentId: values.documentId,
    accountId: values.accountId,
    bank: values.bank,
    amount: values.amount,
    // Spec 02 section 5: any empty field, the comment among them (only the attachments may be left out).
    comments: values.comments.trim(),
    ...(topUp
      ? { companyTo: values.companyTo, currencyTo: values.currencyTo, amountTo: values.amountTo, documentIdTo: values.documentIdTo, accountIdTo: values.accountIdTo, bankTo: values.bankTo }
      : {}),
  };
  const empty = Object.entries(required).filter(([, value]) => blank(value)).map(([name]) => name);
  const problems: Array<[string, Message]> = [];
  const source = merchants.find((merchant) => merchant.company === values.company);
  const sourceBank = bankProblem(source);
  if (sourceBank) problems.push(['company', sourceBank]);
  if (source && values.currency !== '' && !source.currencies_available.includes(values.currency)) {
    problems.push(['currency', keyMessage('settlements:errors.currencyNotOffered')]);
  }
  if (!isAllowedDepositDate(values.depositDate, today)) problems.push(['depositDate', keyMessage('settlements:errors.dateOutOfMonth')]);
  if (!amountOk(values.amount)) problems.push(['amount', keyMessage('settlements:errors.amountInvalid')]);
  if (values.comments.length > MAX_COMMENT_LENGTH) problems.push(['comments', keyMessage('settlements:errors.commentTooLong', { max: MAX_COMMENT_LENGTH })]);
  const files = fileErrors(values.files);
  if (files) problems.push(['files', files]);
  if (topUp) {
    const destination = merchants.find((merchant) => merchant.company === values.companyTo);
    const destinationBank = bankProblem(destination);
    if (values.companyTo === values.company) problems.push(['companyTo', keyMessage('settlements:errors.sameMerchant')]);
    else if (destinationBank) problems.push(['companyTo', destinationBank]);
    const offered = destination?.currencies_available.includes(values.currencyTo) ?? false;
    if (!offered || !currencyToAllowed(values.currency, values.currencyTo)) problems.push(['currencyTo', keyMessage('settlements:errors.currencyToInvalid')]);
    if (!amountOk(values.amountTo)) problems.push(['amountTo', keyMessage('settlements:errors.amountInvalid')]);
  }
  return verdict(empty, problems);
}

/** The add payload (spec 02 section 3) plus the type; the binding turns it into a multipart form. */
export interface BalancePayload {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly Attachment[];
}

export function addPayload(values: AddValues): BalancePayload {
  const type = values.type!;
  const fields: Record<string, string> = {
    balance_type: type,
    company: String(values.company),
    deposit_date: values.depositDate,
    currency: values.currency,
    document_id: values.documentId.trim(),
    account_id: values.accountId.trim(),
    bank: values.bank,
    amount: String(sentAmount(type, Number(values.amount))),
    comments: values.comments.trim(),
  };
  if (type === 'balance_top_up') {
    Object.assign(fields, {
      company_to: String(values.companyTo),
      currency_to: values.currencyTo,
      amount_to: String(Math.abs(Number(values.amountTo))),
      document_id_to: values.documentIdTo.trim(),
      account_id_to: values.accountIdTo.trim(),
      bank_to: values.bankTo,
    });
  }
  return { fields, files: values.files };
}

/** The entry the edit dialog starts from (what the list row holds). */
export interface EditOriginal {
  readonly id: number;
  readonly company: number;
  readonly currency: string;
  readonly type: BalanceType;
  readonly depositDate: string;
  /** As stored (signed). */
  readonly amount: number;
  readonly bank: string;
  readonly accountId: string;
  readonly documentId: string;
  readonly comments: string;
  readonly files: readonly Attachment[];
  /** The destination side of a balance top up. */
  readonly to: { readonly id: number; readonly company: number; readonly currency: string; readonly amount: number; readonly bank: string; readonly accountId: string } | null;
}

export interface EditValues {
  readonly depositDate: string;
  /** As shown (the sign convention applied). */
  readonly amount: string;
  readonly amountTo: string;
  readonly bank: string;
  readonly accountId: string;
  readonly documentId: string;
  readonly comments: string;
  readonly bankTo: string;
  readonly accountIdTo: string;
  /** The files kept (with `key`) and the new ones (with `blob`). */
  readonly files: readonly Attachment[];
}

/** What the dialog shows first: the original with the sign convention applied. */
export function editStart(original: EditOriginal): EditValues {
  return {
    depositDate: original.depositDate,
    amount: String(shownAmount(original.type, original.amount)),
    amountTo: original.to ? String(original.to.amount) : '',
    bank: original.bank,
    accountId: original.accountId,
    documentId: original.documentId,
    comments: original.comments,
    bankTo: original.to?.bank ?? '',
    accountIdTo: original.to?.accountId ?? '',
    files: original.files,
  };
}

const sameNumber = (text: string, value: string) => text.trim() !== '' && Number(text) === Number(value);

/** Which of deposit_date, amount and amount_to differ from the original (only those are sent). */
function changes(original: EditOriginal, values: EditValues) {
  const start = editStart(original);
  return {
    depositDate: values.depositDate !== start.depositDate,
    amount: !sameNumber(values.amount, start.amount),
    amountTo: original.to !== null && !sameNumber(values.amountTo, start.amountTo),
  };
}

const fileKeys = (files: readonly Attachment[]) => files.map((file) => file.key ?? `new:${file.name}:${file.size}`).join('|');

/** 'Update' is enabled only when a field or the file set differs from the original. */
export function hasEditChanges(original: EditOriginal, values: EditValues): boolean {
  const start = editStart(original);
  const changed = changes(original, values);
  return (
    changed.depositDate ||
    changed.amount ||
    changed.amountTo ||
    (['bank', 'accountId', 'documentId', 'comments', 'bankTo', 'accountIdTo'] as const).some((name) => values[name] !== start[name]) ||
    fileKeys(values.files) !== fileKeys(start.files)
  );
}

export function validateEdit(original: EditOriginal, values: EditValues, today: string): Verdict {
  const required: Record<string, string> = {
    depositDate: values.depositDate,
    amount: values.amount,
    bank: values.bank,
    accountId: values.accountId,
    documentId: values.documentId,
    // Spec 02 section 5: any empty payload value other than files.
    comments: values.comments.trim(),
    ...(original.to ? { amountTo: values.amountTo, bankTo: values.bankTo, accountIdTo: values.accountIdTo } : {}),
  };
  const empty = Object.entries(required).filter(([, value]) => blank(value)).map(([name]) => name);
  // Spec: removing every existing file without adding one is 'All fields are required' too.
  if (original.files.length > 0 && values.files.length === 0) empty.push('files');
  const problems: Array<[string, Message]> = [];
  const changed = changes(original, values);
  if (changed.depositDate && !isAllowedDepositDate(values.depositDate, today)) problems.push(['depositDate', keyMessage('settlements:errors.dateOutOfMonth')]);
  if (!amountOk(values.amount)) problems.push(['amount', keyMessage('settlements:errors.amountInvalid')]);
  if (original.to && !amountOk(values.amountTo)) problems.push(['amountTo', keyMessage('settlements:errors.amountInvalid')]);
  if (values.comments.length > MAX_COMMENT_LENGTH) problems.push(['comments', keyMessage('settlements:errors.commentTooLong', { max: MAX_COMMENT_LENGTH })]);
  const files = fileErrors(values.files);
  if (files) problems.push(['files', files]);
  return verdict(empty, problems);
}

/** The edit form: always the identifying fields, and deposit_date, amount, amount_to only when changed. */
export function editPayload(original: EditOriginal, values: EditValues): BalancePayload {
  const changed = changes(original, values);
  const kept = new Set(values.files.map((file) => file.key).filter(Boolean));
  const removed = original.files.map((file) => file.key!).filter((key) => !kept.has(key));
  const fields: Record<string, string> = {
    id: String(original.id),
    company: String(original.company),
    currency: original.currency,
    bank: values.bank,
    account_id: values.accountId.trim(),
    document_id: values.documentId.trim(),
    comments: values.comments.trim(),
  };
  if (removed.length > 0) fields.files_to_change = removed.join(',');
  if (changed.depositDate) fields.deposit_date = values.depositDate;
  if (changed.amount) fields.amount = String(sentAmount(original.type, Number(values.amount)));
  if (original.to) {
    Object.assign(fields, {
      id_to: String(original.to.id),
      company_to: String(original.to.company),
      currency_to: original.to.currency,
      bank_to: values.bankTo,
      account_id_to: values.accountIdTo.trim(),
    });
    if (changed.amountTo) fields.amount_to = String(Math.abs(Number(values.amountTo)));
  }
  return { fields, files: values.files.filter((file) => !file.key) };
}
