import type { VoucherRow } from '../../api/schemas/payments';

/**
 * What a voucher row shows. The report is about the payment to the client (the credit,
 * "abono": the filters ask for its amount and date), so each column shows the credit's value
 * and, while there is none yet (a pending payment), the payment order's own.
 */
export const voucherView = {
  amount: (row: VoucherRow) => row.monto_abono ?? row.monto,
  status: (row: VoucherRow) => row.estado_abono ?? row.estado_pago,
  date: (row: VoucherRow) => row.fecha_abono ?? row.fecha_de_pago,
  way: (row: VoucherRow) => row.forma_abono ?? row.forma_de_pago,
  /** The provider's status words we know; any other is shown as sent. */
  statusKind: (status: string): 'paid' | 'pending' | 'rejected' | null => {
    const word = status.trim().toUpperCase();
    if (word === 'ABONADO' || word === 'PAGADO') return 'paid';
    if (word === 'PENDIENTE') return 'pending';
    if (word === 'RECHAZADO') return 'rejected';
    return null;
  },
};
