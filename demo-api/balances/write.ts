import {
  BALANCE_TOP_UP_ACCOUNT_ID_TO,
  canManageBalances,
  extensionOf,
  FILE_MIME_TYPES,
  fileProblem,
  isAllowedDepositDate,
  isBalanceType,
  isCurrentMonth,
  isNegativeType,
  MAX_FILES,
  type BalanceType,
} from '../../machines/balances/balanceRules.ts';
import { textField, type BodyFields } from '../http/body.ts';
import { languageOf } from '../http/language.ts';
import { sayFor } from '../http/messages/index.ts';
import { detailError, fieldError, notFound } from '../http/refusal.ts';
import { businessDayOf } from '../store/clock.ts';
import { createRandom } from '../store/random.ts';
import { db, demoNow } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import { BANKS, type BalanceFileRecord, type BalanceRecord } from '../store/seed/balances.ts';
import { contentMatches, FILE_SIGNATURES } from './fileBytes.ts';
import { textLength } from '../http/limits.ts';
import { BALANCE_LIMITS, isTooLong, type BalanceTextField } from './limits.ts';
import { companyName, findEntry } from './present.ts';
import { parseAmount } from './values.ts';

/**
 * Add, edit and delete of balance entries, with what the server enforces whatever the UI shows:
 * the BALANCE_MANAGEMENT profile, the merchant's bank, the current-month rule, the sign of each
 * type's amount, the limits of BALANCE_LIMITS (text lengths, amounts) and the attachments (count,
 * size, name, and a content that is what the name says).
 */

function requireManager(request: Request, user: DemoUser): void {
  if (!canManageBalances(user.profile_names)) detailError(request, 403, 'notPermitted');
}

function required(request: Request, body: BodyFields, name: string): string {
  const value = textField(body, name);
  if (value === '') fieldError(request, name, 'fieldRequired');
  return value;
}

/** A text field of BALANCE_LIMITS, refused when longer than its limit; '' when not sent. */
function limitedText(request: Request, body: BodyFields, name: BalanceTextField): string {
  const value = textField(body, name);
  if (isTooLong(name, value)) fieldError(request, name, 'tooLong', { max: BALANCE_LIMITS.text[name] });
  return value;
}

function requiredText(request: Request, body: BodyFields, name: BalanceTextField): string {
  required(request, body, name);
  return limitedText(request, body, name);
}

/** Whether the body carries the field (own keys only: never something an object inherits). */
const sent = (body: BodyFields, name: string): boolean => Object.hasOwn(body, name);

function ownCompany(request: Request, user: DemoUser, name: string, text: string): number {
  const id = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!user.company_ids.includes(id)) fieldError(request, name, 'notAChoice', { value: text });
  return id;
}

function bankOf(request: Request, name: string, company: number, bankText: string): number {
  const configured = db.balances.companyBanks.get(company) ?? null;
  if (configured === null) fieldError(request, name, 'bankMissing', { company: companyName(company) });
  const country = db.access.companies.find((c) => c.pk === company)?.country_id;
  const bank = Number(bankText);
  const known = BANKS.some((candidate) => candidate.country_id === country && String(candidate.id) === bankText);
  if (!known) fieldError(request, name === 'company' ? 'bank' : 'bank_to', 'notAChoice', { value: bankText });
  return bank;
}


function offeredCurrency(request: Request, name: string, company: number, currency: string): void {
  const country = db.access.companies.find((c) => c.pk === company)?.country_id;
  const offered = db.access.countries.find((c) => c.id === country)?.currencies_available ?? [];
  if (!offered.includes(currency)) fieldError(request, name, 'currencyNotOffered', { currency });
}

function checkDate(request: Request, text: string): string {
  if (!isAllowedDepositDate(text, businessDayOf(demoNow()))) fieldError(request, 'deposit_date', 'dateOutOfMonth');
  return text;
}

/** 999,999,999,999.99 as the request's language writes it (999.999.999.999,99 in Spanish). */
function maxAmountText(request: Request): string {
  const [whole = '', fraction = ''] = BALANCE_LIMITS.amount.max_abs.toFixed(BALANCE_LIMITS.amount.decimal_places).split('.');
  const spanish = languageOf(request) === 'es';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, spanish ? '.' : ',');
  return `${grouped}${spanish ? ',' : '.'}${fraction}`;
}

function checkAmount(request: Request, name: string, text: string, negative: boolean, type: BalanceType): number {
  const parsed = parseAmount(text);
  if ('problem' in parsed) {
    if (parsed.problem === 'tooManyDecimals') return fieldError(request, name, 'tooManyDecimals', { max: BALANCE_LIMITS.amount.decimal_places });
    if (parsed.problem === 'amountOutOfRange') return fieldError(request, name, 'amountOutOfRange', { max: maxAmountText(request) });
    return fieldError(request, name, 'enterNumber');
  }
  const amount = parsed.value;
  if (amount === 0) return fieldError(request, name, 'enterNumber');
  if (negative !== amount < 0) {
    const language = sayFor(request, negative ? 'negative' : 'positive');
    fieldError(request, name, 'amountSign', { type: sayFor(request, `type_${type}`), sign: language });
  }
  return amount;
}

/** Spec 02 section 5: the comment is required on add and edit, like every field but the files. */
const checkComments = (request: Request, body: BodyFields): string => requiredText(request, body, 'comments');

const asFile = (value: unknown): File | null =>
  typeof value === 'object' && value !== null && 'name' in value && 'arrayBuffer' in value ? (value as File) : null;

/** The uploaded files of `files` (one or many parts), checked and read into the store's shape. */
async function uploadedFiles(request: Request, body: BodyFields, id: number): Promise<BalanceFileRecord[]> {
  const raw = body.files;
  const parts = (Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw]).map(asFile);
  if (parts.some((part) => part === null)) fieldError(request, 'files', 'fileInvalidType');
  const files = parts as File[];
  if (files.length > MAX_FILES) fieldError(request, 'files', 'tooManyFiles', { max: MAX_FILES });
  const random = createRandom(id * 7919 + db.balances.nextId + files.length);
  const stored: BalanceFileRecord[] = [];
  for (const file of files) {
    const problem = fileProblem({ name: file.name, size: file.size, type: file.type });
    if (problem) fieldError(request, 'files', problem === 'tooLarge' ? 'fileTooLarge' : 'fileInvalidType');
    if (isTooLong('file_name', file.name)) fieldError(request, 'files', 'fileNameTooLong', { max: BALANCE_LIMITS.text.file_name, length: textLength(file.name) });
    const extension = extensionOf(file.name);
    const mimeType = Object.hasOwn(FILE_MIME_TYPES, extension) ? FILE_MIME_TYPES[extension] : undefined;
    if (mimeType === undefined) return fieldError(request, 'files', 'fileInvalidType');
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The name says what the file is; its first bytes must say the same.
    if (!contentMatches(extension, bytes)) fieldError(request, 'files', 'fileContentMismatch', { name: file.name, kind: FILE_SIGNATURES.get(extension)?.kind ?? extension });
    const safe = file.name.replace(/[^A-Za-z0-9._-]/g, '_');
    stored.push({ name: `${id}-${random.hex(10)}-${safe}`, original_name: file.name, size: file.size, mime_type: mimeType, bytes });
  }
  return stored;
}

const bump = (...companies: number[]) => {
  for (const company of new Set(companies)) db.balances.versions.set(company, (db.balances.versions.get(company) ?? 0) + 1);
};

/** POST /v1/company_balance_list/: one entry, or the two sides of a balance top up. */
export async function addEntry(request: Request, user: DemoUser, body: BodyFields): Promise<BalanceRecord> {
  requireManager(request, user);
  const typeText = required(request, body, 'balance_type');
  if (!isBalanceType(typeText)) return fieldError(request, 'balance_type', 'notAChoice', { value: typeText });
  const type = typeText;
  const company = ownCompany(request, user, 'company', required(request, body, 'company'));
  const bank = bankOf(request, 'company', company, required(request, body, 'bank'));
  const currency = required(request, body, 'currency');
  offeredCurrency(request, 'currency', company, currency);
  const depositDate = checkDate(request, required(request, body, 'deposit_date'));
  const documentId = requiredText(request, body, 'document_id');
  const accountId = requiredText(request, body, 'account_id');
  const amount = checkAmount(request, 'amount', required(request, body, 'amount'), isNegativeType(type), type);
  const comments = checkComments(request, body);
  const id = db.balances.nextId;
  const files = await uploadedFiles(request, body, id);
  const base = { deposit_date: depositDate, balance_type: type, comments, username: user.username };

  if (type !== 'balance_top_up') {
    db.balances.nextId += 1;
    const record: BalanceRecord = { ...base, id, company, bank_id: bank, document_id: documentId, account_id: accountId, amount, currency, files, pair: null };
    db.balances.entries.push(record);
    bump(company);
    return record;
  }

  const companyTo = ownCompany(request, user, 'company_to', required(request, body, 'company_to'));
  if (companyTo === company) fieldError(request, 'company_to', 'sameMerchant');
  const bankTo = bankOf(request, 'company_to', companyTo, required(request, body, 'bank_to'));
  const currencyTo = required(request, body, 'currency_to');
  offeredCurrency(request, 'currency_to', companyTo, currencyTo);
  if (currencyTo !== 'USD' && currencyTo === currency) fieldError(request, 'currency_to', 'currencyToInvalid');
  const amountTo = checkAmount(request, 'amount_to', required(request, body, 'amount_to'), false, type);
  const documentTo = requiredText(request, body, 'document_id_to');
  const accountTo = limitedText(request, body, 'account_id_to') || BALANCE_TOP_UP_ACCOUNT_ID_TO;
  db.balances.nextId += 2;
  const from: BalanceRecord = { ...base, id, company, bank_id: bank, document_id: documentId, account_id: accountId, amount, currency, files, pair: { id: id + 1, side: 'from' } };
  const to: BalanceRecord = {
    ...base, id: id + 1, company: companyTo, bank_id: bankTo, document_id: documentTo, account_id: accountTo, amount: amountTo, currency: currencyTo, files: [], pair: { id, side: 'to' },
  };
  db.balances.entries.push(from, to);
  bump(company, companyTo);
  return from;
}

/** The entry an edit or delete names, visible to the user and deposited this month. */
function changeable(request: Request, user: DemoUser, body: BodyFields): BalanceRecord {
  requireManager(request, user);
  const idText = required(request, body, 'id');
  const record = findEntry(/^\d+$/.test(idText) ? Number(idText) : null);
  if (!record || !user.company_ids.includes(record.company)) return notFound(request);
  const companyText = textField(body, 'company');
  if (companyText !== '' && companyText !== String(record.company)) fieldError(request, 'company', 'notAChoice', { value: companyText });
  if (!isCurrentMonth(record.deposit_date, businessDayOf(demoNow()))) detailError(request, 403, 'notCurrentMonth');
  return record;
}

/** The destination side of a balance top up, checked against `id_to`. */
function pairOf(request: Request, record: BalanceRecord, body: BodyFields): BalanceRecord | null {
  if (!record.pair) return null;
  const other = findEntry(record.pair.id)!;
  if (textField(body, 'id_to') !== String(other.id)) fieldError(request, 'id_to', 'notAChoice', { value: textField(body, 'id_to') });
  return other;
}

/** PUT /v1/company_balance_list/: only what is sent changes; removed files by storage key. */
export async function editEntry(request: Request, user: DemoUser, body: BodyFields): Promise<BalanceRecord> {
  const record = changeable(request, user, body);
  if (record.pair?.side === 'to') fieldError(request, 'id', 'notAChoice', { value: String(record.id) });
  const pair = pairOf(request, record, body);
  const currency = textField(body, 'currency');
  if (currency !== '' && currency !== record.currency) fieldError(request, 'currency', 'notAChoice', { value: currency });

  const bank = bankOf(request, 'company', record.company, required(request, body, 'bank'));
  const accountId = requiredText(request, body, 'account_id');
  const documentId = requiredText(request, body, 'document_id');
  const comments = checkComments(request, body);
  const depositDate = sent(body, 'deposit_date') ? checkDate(request, required(request, body, 'deposit_date')) : record.deposit_date;
  const amount = sent(body, 'amount') ? checkAmount(request, 'amount', required(request, body, 'amount'), isNegativeType(record.balance_type), record.balance_type) : record.amount;

  const removed = textField(body, 'files_to_change').split(',').map((name) => name.trim()).filter((name) => name !== '');
  for (const name of removed) if (!record.files.some((file) => file.name === name)) fieldError(request, 'files_to_change', 'unknownFile', { name });
  const added = await uploadedFiles(request, body, record.id);
  const files = [...record.files.filter((file) => !removed.includes(file.name)), ...added];
  if (files.length > MAX_FILES) fieldError(request, 'files', 'tooManyFiles', { max: MAX_FILES });
  if (record.files.length > 0 && files.length === 0) fieldError(request, 'files', 'filesRequired');

  let pairChange: Partial<BalanceRecord> = {};
  if (pair) {
    const bankTo = bankOf(request, 'company_to', pair.company, required(request, body, 'bank_to'));
    const accountTo = requiredText(request, body, 'account_id_to');
    const amountTo = sent(body, 'amount_to') ? checkAmount(request, 'amount_to', required(request, body, 'amount_to'), false, 'balance_top_up') : pair.amount;
    pairChange = { bank_id: bankTo, account_id: accountTo, amount: amountTo, deposit_date: depositDate, comments };
  }
  Object.assign(record, { bank_id: bank, account_id: accountId, document_id: documentId, comments, deposit_date: depositDate, amount, files });
  if (pair) Object.assign(pair, pairChange);
  bump(record.company, ...(pair ? [pair.company] : []));
  return record;
}

/** DELETE /v1/company_balance_list/ with JSON company, id (and id_to for a balance top up). */
export function deleteEntry(request: Request, user: DemoUser, body: BodyFields): void {
  const record = changeable(request, user, body);
  if (record.pair?.side === 'to') fieldError(request, 'id', 'notAChoice', { value: String(record.id) });
  const pair = pairOf(request, record, body);
  db.balances.entries = db.balances.entries.filter((entry) => entry !== record && entry !== pair);
  bump(record.company, ...(pair ? [pair.company] : []));
}
