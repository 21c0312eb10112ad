import { createRandom, hashSeed, type Random } from '../store/random.ts';
import type { InvalidLine, PayrollLine, PayrollRecord } from '../store/seed/payouts.ts';
import { formatRut } from '../../rules/payrollFile/holderIds.ts';
import { rawLineCells, type RawLine } from '../../rules/payrollFile/template.ts';
import { validateLine } from '../../rules/payrollFile/validateLine.ts';
import { randomHolderId } from './ids.ts';
import { BANK_REJECTIONS, type CountryBanking } from './reference.ts';

/** Lines of seeded payrolls, made on first use and always the same for the same payroll id. */

const SUBJECTS = ['Devolución compra', 'Reembolso', 'Pago proveedor', 'Honorarios', 'Comisión de venta', 'Anulación de pedido'];

const asciiCache = new Map<string, string>();
/** 'José Luis' -> 'jose.luis' (names come from short lists: cached). */
function ascii(text: string): string {
  let out = asciiCache.get(text);
  if (out === undefined) {
    out = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '.');
    asciiCache.set(text, out);
  }
  return out;
}

function amountFor(currency: string, random: Random): string {
  if (currency === 'CLP') return String(random.int(500, 250_000) * 10);
  const [min, max] = currency === 'USD' ? [10, 3_000] : currency === 'PEN' ? [50, 8_000] : [100, 40_000];
  return (random.int(min * 100, max * 100) / 100).toFixed(2);
}

function accountFor(type: string, random: Random): string {
  const digits = (count: number) => {
    let out = String(random.int(1, 9));
    for (let index = 1; index < count; index += 1) out += String(random.int(0, 9));
    return out;
  };
  return type === 'CLABE' ? `0${digits(17)}` : digits(random.int(8, 14));
}

/** A plausible, valid file line of the country. */
function randomRawLine(banking: CountryBanking, random: Random, serial: number): RawLine {
  const first = random.pick(banking.firstNames);
  const last = `${random.pick(banking.lastNames)} ${random.pick(banking.lastNames)}`;
  const accountType = random.pick(banking.accountTypes);
  const currency = random.next() < 0.85 ? banking.mainCurrency : 'USD';
  return {
    order_id: `OC-${10_000 + serial}`,
    credit_note: random.next() < 0.5 ? `NC-${5_000 + serial}` : '',
    account_id: accountFor(accountType, random),
    account_type: accountType,
    bank_name: random.pick(banking.banks),
    vat_id: randomHolderId(banking, random),
    name: `${first} ${last}`,
    amount: amountFor(currency, random),
    currency_code: currency,
    email: random.next() < 0.7 ? `${ascii(first)}.${ascii(last.split(' ')[0] ?? '')}@correo.example` : '',
    subject: random.pick(SUBJECTS),
  };
}

/** Spoils a valid line the way real files go wrong; some lines get two problems. */
function spoil(line: RawLine, random: Random, banking: CountryBanking): RawLine {
  const badHolder = banking.vatIdType === 'RUT' ? formatRut(random.int(6_000_000, 24_999_999)).replace(/-.$/, '-X') : '12AB';
  const ways: Array<(l: RawLine) => RawLine> = [
    (l) => ({ ...l, amount: random.pick(['abc', '-500', '15.000,5', '0']) }),
    (l) => ({ ...l, vat_id: badHolder }),
    (l) => ({ ...l, bank_name: 'Banco Inventado' }),
    (l) => ({ ...l, account_id: '' }),
    (l) => ({ ...l, amount: 'mil', vat_id: badHolder }),
  ];
  return random.pick(ways)(line);
}

export function toPayrollLine(
  raw: RawLine & { amountValue: number },
  id: number,
  no_line: number,
  banking: CountryBanking,
  extra: Pick<PayrollLine, 'channel' | 'createdOffsetMs' | 'phone'>,
): PayrollLine {
  return { ...raw, id, no_line, vat_id_type: banking.vatIdType, bankRejection: null, bankLateMs: 0, ...extra };
}

/** Makes a seeded payroll's lines (valid and refused) the first time they are needed. */
export function ensureSeededLines(record: PayrollRecord, banking: CountryBanking): void {
  if (record.lines !== null && record.invalid !== null) return;
  const lines: PayrollLine[] = [];
  const invalid: InvalidLine[] = [];
  if (record.origin.kind === 'seed') {
    const { shape, lineCount, bankShare } = record.origin;
    const random = createRandom(hashSeed(`payroll:${record.id}`));
    const spoiled = new Set<number>();
    if (shape === 'badLines') {
      // Two to four refused lines, never the whole file.
      const count = Math.min(lineCount - 1, random.int(2, 4));
      while (spoiled.size < count) spoiled.add(random.int(0, lineCount - 1));
    }
    const created = Date.parse(record.created_at);
    const bankAt = record.bankAt === null ? null : Date.parse(record.bankAt);
    for (let index = 0; index < lineCount; index += 1) {
      const no_line = index + 2;
      const raw = randomRawLine(banking, random, record.id * 10_000 + index);
      if (spoiled.has(index)) {
        // Refused lines go through the upload's own checks, so their errors are the real ones.
        const spoilt = spoil(raw, random, banking);
        const checked = validateLine(spoilt, banking);
        if ('problems' in checked) invalid.push({ no_line, cells: rawLineCells(spoilt), problems: checked.problems });
        continue;
      }
      const createdOffsetMs = 4_000 + index * 10;
      // Generated lines are valid and canonical by construction (a test checks them).
      const line = toPayrollLine({ ...raw, amountValue: Number(raw.amount) }, record.firstLineId + index, no_line, banking, {
        channel: record.status_id === 9 ? 'api' : 'file',
        createdOffsetMs,
        phone: random.next() < 0.6 ? `${banking.phonePrefix} ${random.int(1000, 9999)} ${random.int(1000, 9999)}` : null,
      });
      const rejected = record.status_id === 8 || (record.status_id === 7 && random.next() < bankShare);
      if (rejected) line.bankRejection = record.status_id === 8 ? record.id % BANK_REJECTIONS.length : random.int(0, BANK_REJECTIONS.length - 1);
      // The bank's date equals the creation for some lines and is later for others.
      if (bankAt !== null && random.next() < 0.5) line.bankLateMs = Math.max(0, bankAt - created - createdOffsetMs);
      lines.push(line);
    }
    finishSeededDetail(record, lines, invalid);
  }
  record.lines = lines;
  record.invalid = invalid;
}

function finishSeededDetail(record: PayrollRecord, lines: readonly PayrollLine[], invalid: readonly InvalidLine[]): void {
  if (record.status_id === 3 && invalid.length > 0) record.detail = { key: 'detailInvalidLines', params: { count: invalid.length } };
  const rejected = lines.filter((line) => line.bankRejection !== null).length;
  if (record.status_id === 7 && rejected > 0) record.detail = { key: 'detailPartlyPaid', params: { count: rejected } };
  if (record.status_id === 8) record.detail = { key: 'detailBankRejected', params: { reasonIndex: record.id % BANK_REJECTIONS.length } };
}
