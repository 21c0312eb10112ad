import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import type { PayoutTransaction } from '../../api/schemas/payouts';
import { detailMessagesOf } from '../shared/detailMessages';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** Transaction transfer statuses with a rule of their own (spec 01 section 4). */
const TRANSFER_REJECTED_BY_BANK = 4;
const TRANSFER_APPROVED_BY_BANK = 5;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DISPLAY_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** API times are UTC (an offset, if any, is honoured); 'DD/MM/YYYY' is read as that day. */
function parseApiTime(value: string | null | undefined): Dayjs | null {
  const text = value?.trim();
  if (!text) return null;
  const parsed = DISPLAY_DATE.test(text) ? dayjs.utc(text, 'DD/MM/YYYY', true) : dayjs.utc(text);
  return parsed.isValid() ? parsed : null;
}

/**
 * Spec 01 section 2: the bank's payment date is shown only when it is later than the
 * transaction's creation. A bank date without a time is compared by calendar day (UTC),
 * so a payment on the day of creation counts as not later.
 */
export function bankDateIfLater(bankDate: string | null | undefined, createdAt: string): Dayjs | null {
  const bank = parseApiTime(bankDate);
  const created = parseApiTime(createdAt);
  if (!bank || !created) return null;
  const dateOnly = DATE_ONLY.test(bankDate!.trim()) || DISPLAY_DATE.test(bankDate!.trim());
  const later = dateOnly ? bank.isAfter(created, 'day') : bank.isAfter(created);
  return later ? bank : null;
}

export interface TransactionDetail {
  /** 'paid' for approved by bank, 'rejected' for rejected by bank, else 'other'. */
  readonly kind: 'paid' | 'rejected' | 'other';
  /** Paid-on or rejected-on date, only when later than the creation date. */
  readonly date: Dayjs | null;
  /** Readable lines: the reason or detail (rejected), or any detail the server sent (other). */
  readonly messages: readonly string[];
}

/** The Detail column's content (spec 01 section 2, payroll detail). */
export function transactionDetail(tx: PayoutTransaction): TransactionDetail {
  const bankDate = tx.responsefrombank?.fecha_abono;
  if (tx.transfer_status === TRANSFER_APPROVED_BY_BANK) {
    return { kind: 'paid', date: bankDateIfLater(bankDate, tx.created_at), messages: [] };
  }
  if (tx.transfer_status === TRANSFER_REJECTED_BY_BANK) {
    // The bank's reason first; the transaction's own detail when the bank gave none.
    const reason = detailMessagesOf(tx.responsefrombank?.motivo);
    const messages = reason.length > 0 ? reason : detailMessagesOf(tx.transfer_status_detail);
    return { kind: 'rejected', date: bankDateIfLater(bankDate, tx.created_at), messages };
  }
  return { kind: 'other', date: null, messages: detailMessagesOf(tx.transfer_status_detail) };
}

/** Whole counts grouped like amounts, with dots: 1250 → '1.250'. */
export const formatCount = (value: number): string => String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
