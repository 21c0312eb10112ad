import { PAY_IN_CHANNELS, type PaymentOperation } from '../../api/schemas/payments';

/** Spec 02 section 2: the columns the list sorts by, on the client (the page on screen). */
const SORTABLE_COLUMNS = ['operation_id', 'merchant_trans_id', 'channel', 'currency', 'fec_creacion'] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

export interface PaymentSort {
  readonly columnAccessor: SortableColumn;
  readonly direction: 'asc' | 'desc';
}

/** Every order as the address writes it: 'operation_id.asc', 'fec_creacion.desc', … */
export const PAYMENT_SORTS: readonly string[] = SORTABLE_COLUMNS.flatMap((column) => [`${column}.asc`, `${column}.desc`]);

/** The order as the table takes it, from its text (one of PAYMENT_SORTS) or none. */
export function toPaymentSort(text: string | null): PaymentSort | null {
  const [column, direction] = (text ?? '').split('.');
  return column && isSortable(column) && (direction === 'asc' || direction === 'desc') ? { columnAccessor: column, direction } : null;
}

export const sortText = (sort: PaymentSort): string => `${sort.columnAccessor}.${sort.direction}`;

export const isSortable = (column: string): column is SortableColumn => (SORTABLE_COLUMNS as readonly string[]).includes(column);

const channelNames = new Map(PAY_IN_CHANNELS.map((channel) => [channel.id, channel.name]));
/** The channel's name as shown; an id outside the list as its number. */
export const channelName = (id: number): string => channelNames.get(id) ?? String(id);

const text = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const COMPARE: Record<SortableColumn, (a: PaymentOperation, b: PaymentOperation) => number> = {
  operation_id: (a, b) => a.operation_id - b.operation_id,
  // A row without a reference sorts after every reference.
  merchant_trans_id: (a, b) => (a.merchant_trans_id === null ? 1 : b.merchant_trans_id === null ? -1 : text.compare(a.merchant_trans_id, b.merchant_trans_id)),
  // By the name the column shows, not the id.
  channel: (a, b) => text.compare(channelName(a.channel), channelName(b.channel)),
  currency: (a, b) => text.compare(a.currency, b.currency),
  // ISO 8601 UTC text: an unreadable date sorts as the earliest.
  fec_creacion: (a, b) => (Date.parse(a.fec_creacion) || 0) - (Date.parse(b.fec_creacion) || 0),
};

/** The rows in the chosen order (ties keep the server's order); no sort keeps them as they came. */
export function sortPayments(rows: readonly PaymentOperation[], sort: PaymentSort | null): readonly PaymentOperation[] {
  if (!sort) return rows;
  const compare = COMPARE[sort.columnAccessor];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}
