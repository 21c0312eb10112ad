import { ACCOUNT_IDS, BALANCE_TOP_UP_ACCOUNT_ID_TO, isNegativeType, type BalanceType } from '../../../machines/balances/balanceRules.ts';
import { businessDayOf } from '../clock.ts';
import { simplePdf, simplePng } from '../../balances/fileBytes.ts';
import { createRandom } from '../random.ts';
import type { AccessData } from './access.ts';

/**
 * Company balances: entries of the five adjustment types over this month and the three before
 * it, balance top up pairs, attachments with real bytes, and each merchant's bank (two have
 * none: balance management is disabled for them). Totals are never stored: they are summed
 * from the entries when asked for.
 */

export interface BalanceFileRecord {
  /** Storage key, unique, safe in a URL path. */
  readonly name: string;
  readonly original_name: string;
  readonly size: number;
  readonly mime_type: string;
  readonly bytes: Uint8Array;
}

export interface BalanceRecord {
  readonly id: number;
  company: number;
  deposit_date: string;
  bank_id: number;
  document_id: string;
  account_id: string;
  /** Signed as stored: negative types are negative. */
  amount: number;
  currency: string;
  balance_type: BalanceType;
  comments: string;
  username: string;
  files: BalanceFileRecord[];
  /** The other side of a balance top up, and which side this is. */
  pair: { id: number; side: 'from' | 'to' } | null;
}

export interface DemoBank {
  readonly id: number;
  readonly name: string;
  readonly country_id: number;
}

export interface BalancesData {
  entries: BalanceRecord[];
  nextId: number;
  /** Merchant -> its configured bank id, or null (balance management disabled). */
  companyBanks: Map<number, number | null>;
  /** Merchant -> balance version, raised by every add, edit and delete. */
  versions: Map<number, number>;
  exports: Map<string, { readonly rows: readonly (readonly string[])[]; readonly userId: number }>;
  nextExport: number;
}

export const BANKS: readonly DemoBank[] = [
  { id: 12, name: 'Banco de Chile', country_id: 1 },
  { id: 1, name: 'Banco Santander Chile', country_id: 1 },
  { id: 16, name: 'Banco BCI', country_id: 1 },
  { id: 2, name: 'Banco de Crédito del Perú', country_id: 2 },
  { id: 3, name: 'Interbank', country_id: 2 },
  { id: 72, name: 'BBVA México', country_id: 3 },
  { id: 14, name: 'Banorte', country_id: 3 },
];

/** Merchants 2 and 8 have no bank configured. */
const COMPANY_BANKS: ReadonlyArray<readonly [number, number | null]> = [
  [1, 12], [2, null], [3, 2], [4, 1], [5, 3], [6, 72], [7, 16], [8, null],
];

const SEEDED_MERCHANTS = [1, 3, 4, 5, 6, 7] as const;
const SINGLE_TYPES: readonly BalanceType[] = ['outbound_settlement', 'top_up', 'positive_adjustment', 'negative_adjustment'];
const COMMENTS = [
  'Monthly settlement to the merchant account.',
  'Funds received by wire transfer.',
  'Fee correction agreed with finance.',
  'Chargeback recovered.',
  '',
];
const USERS = ['admin', 'finance.ops', 'treasury'];

const PNG_COLOURS: ReadonlyArray<readonly [number, number, number]> = [
  [34, 139, 230],
  [64, 192, 87],
  [250, 176, 5],
];

function receiptPdf(title: string, lines: readonly string[]): Uint8Array {
  return simplePdf([
    [title, ...lines],
    [`${title} (2/2)`, 'Detail of the movement', ...lines.slice(0, 2)],
  ]);
}

const transferPng = (): Uint8Array => simplePng(160, 90, PNG_COLOURS);

function file(name: string, original: string, mime: string, bytes: Uint8Array): BalanceFileRecord {
  return { name, original_name: original, size: bytes.length, mime_type: mime, bytes };
}

/** The day `dayOfMonth` of the month `monthsAgo` before today's (the business day), never after today. */
function depositDay(today: string, monthsAgo: number, dayOfMonth: number): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const day = new Date(Date.UTC(year, month - 1 - monthsAgo, dayOfMonth)).toISOString().slice(0, 10);
  return day > today ? today : day;
}

export function seedBalances(now: Date, access: AccessData): BalancesData {
  const today = businessDayOf(now);
  const random = createRandom(808);
  const entries: BalanceRecord[] = [];
  let nextId = 1;
  const companyBanks = new Map(COMPANY_BANKS);
  const countryOf = (company: number) => access.companies.find((c) => c.pk === company)!.country_id;
  const currenciesOf = (company: number) => access.countries.find((c) => c.id === countryOf(company))!.currencies_available;

  for (const company of SEEDED_MERCHANTS) {
    for (let monthsAgo = 3; monthsAgo >= 0; monthsAgo--) {
      for (let slot = 0; slot < 3; slot++) {
        const type = SINGLE_TYPES[(company + monthsAgo + slot) % SINGLE_TYPES.length]!;
        const currency = currenciesOf(company)[slot % 2 === 0 ? 0 : 1]!;
        const size = currency === 'USD' ? random.int(200, 9_000) : random.int(20_000, 4_000_000);
        const id = nextId++;
        const withFiles = slot === 0;
        entries.push({
          id,
          company,
          deposit_date: depositDay(today, monthsAgo, 2 + slot * 9),
          bank_id: companyBanks.get(company)!,
          document_id: `DOC-${String(1000 + id)}`,
          account_id: ACCOUNT_IDS[type],
          amount: isNegativeType(type) ? -size : size,
          currency,
          balance_type: type,
          comments: COMMENTS[id % COMMENTS.length]!,
          username: random.pick(USERS),
          files: withFiles
            ? [
                file(`${id}-a1-receipt.pdf`, `receipt_${id}.pdf`, 'application/pdf', receiptPdf(`Receipt ${id}`, [`Amount ${size} ${currency}`, `Document DOC-${1000 + id}`])),
                file(`${id}-a2-transfer.png`, `transfer_${id}.png`, 'image/png', transferPng()),
              ]
            : [],
          pair: null,
        });
      }
    }
  }

  // Balance top up pairs: the source side leaves negative, the destination side arrives positive.
  const pairs: ReadonlyArray<readonly [number, string, number, string, number, number, number]> = [
    // from, currency, to, currency_to, amount, amount_to, monthsAgo
    [1, 'CLP', 3, 'USD', 950_000, 1_000, 0],
    [4, 'USD', 7, 'CLP', 2_000, 1_880_000, 1],
    [5, 'PEN', 3, 'USD', 3_700, 1_000, 2],
  ];
  for (const [from, currency, to, currencyTo, amount, amountTo, monthsAgo] of pairs) {
    const fromId = nextId++;
    const toId = nextId++;
    const day = depositDay(today, monthsAgo, 5);
    const common = { deposit_date: day, comments: 'Balance moved between merchants.', username: 'admin', balance_type: 'balance_top_up' as const, files: [] };
    entries.push({
      ...common, id: fromId, company: from, bank_id: companyBanks.get(from)!, document_id: `BT-${fromId}`, account_id: ACCOUNT_IDS.balance_top_up,
      amount: -amount, currency, pair: { id: toId, side: 'from' },
    });
    entries.push({
      ...common, id: toId, company: to, bank_id: companyBanks.get(to)!, document_id: `BT-${toId}`, account_id: BALANCE_TOP_UP_ACCOUNT_ID_TO,
      amount: amountTo, currency: currencyTo, pair: { id: fromId, side: 'to' },
    });
  }

  // A top up deposited today (after the others, so their ids stay): the dashboard's "today's
  // top-ups" card has a figure on the demo's first day as on any other.
  const todayId = nextId++;
  entries.push({
    id: todayId, company: 1, deposit_date: today, bank_id: companyBanks.get(1)!, document_id: `DOC-${1000 + todayId}`,
    account_id: ACCOUNT_IDS.top_up, amount: 1_250_000, currency: 'CLP', balance_type: 'top_up',
    comments: 'Funds received by wire transfer.', username: 'treasury', files: [], pair: null,
  });

  const versions = new Map<number, number>();
  for (const entry of entries) versions.set(entry.company, (versions.get(entry.company) ?? 0) + 1);
  return { entries, nextId, companyBanks, versions, exports: new Map(), nextExport: 1 };
}
