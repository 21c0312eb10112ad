import type { TFunction } from 'i18next';
import type { PayoutTransaction } from '../../api/schemas/payouts';
import { formatDisplayDate, formatMoney } from '../../format';
import { transactionDetail } from './transactionRules';
import { transferStatusLabel } from '../../components/transferStatus';

/** The transactions table's columns, in the spec's order (spec 01 section 2). */
export const COLUMN_IDS = [
  'id',
  'order_id',
  'credit_note',
  'account_id',
  'account_type',
  'bank_name',
  'vat_id',
  'name',
  'amount',
  'subject',
  'bank_detail',
  'channel',
  'email',
  'transfer_status',
  'detail',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

/** Spec: purchase order, reason, bank detail, channel and email start hidden. */
const HIDDEN_BY_DEFAULT: ReadonlySet<ColumnId> = new Set(['order_id', 'subject', 'bank_detail', 'channel', 'email']);

/** Widths in pixels: the table lays out at fixed widths, so drawing rows never re-measures columns. */
export const COLUMN_WIDTHS: Readonly<Record<ColumnId, number>> = {
  id: 96,
  order_id: 140,
  credit_note: 130,
  account_id: 170,
  account_type: 150,
  bank_name: 160,
  vat_id: 130,
  name: 200,
  amount: 160,
  subject: 180,
  bank_detail: 160,
  channel: 100,
  email: 230,
  transfer_status: 240,
  detail: 300,
};

export type ColumnVisibility = Readonly<Record<ColumnId, boolean>>;

export const defaultVisibility = (): ColumnVisibility =>
  Object.fromEntries(COLUMN_IDS.map((id) => [id, !HIDDEN_BY_DEFAULT.has(id)])) as Record<ColumnId, boolean>;

export interface DetailParts {
  readonly status: string | null;
  readonly date: string | null;
  readonly messages: readonly string[];
}

/**
 * The texts of the cells for one language, with what repeats across rows remembered: the
 * status labels and the detail lines. The table reads them to draw a row and, on the first
 * search, for every row.
 */
export function cellTexts(t: TFunction) {
  const statusLabels = new Map<string, string>();
  const statusLabel = (status: number, description: string | null): string => {
    const key = `${status}\u0000${description ?? ''}`;
    let label = statusLabels.get(key);
    if (label === undefined) {
      label = transferStatusLabel(t, status, description);
      statusLabels.set(key, label);
    }
    return label;
  };
  const paid = t('payrollDetail:detail.paid');

  /** The detail column's parts: 'Paid', the paid-on or rejected-on line, the messages. */
  const detailParts = (tx: PayoutTransaction): DetailParts => {
    const detail = transactionDetail(tx);
    const date = detail.date ? formatDisplayDate(detail.date) : null;
    return {
      status: detail.kind === 'paid' ? paid : null,
      date:
        date === null
          ? null
          : detail.kind === 'paid'
            ? t('payrollDetail:detail.paidOn', { date })
            : t('payrollDetail:detail.rejectedOn', { date }),
      messages: detail.messages,
    };
  };

  /** The detail column as lines of text. */
  const detailLines = (tx: PayoutTransaction): string[] => {
    const parts = detailParts(tx);
    return [parts.status, parts.date, ...parts.messages].filter((line): line is string => line !== null);
  };

  /** What a column shows as text (plain cells draw it; the search looks through it). */
  const columnText = (id: ColumnId, tx: PayoutTransaction): string => {
    switch (id) {
      case 'id':
        return String(tx.id);
      case 'amount':
        return formatMoney(tx.amount, tx.currency_code);
      case 'transfer_status':
        return statusLabel(tx.transfer_status, tx.transfer_status_description);
      case 'detail':
        return detailLines(tx).join(' ');
      default:
        return tx[id] ?? '';
    }
  };

  return { columnText, detailLines, detailParts, statusLabel };
}

export type CellTexts = ReturnType<typeof cellTexts>;
