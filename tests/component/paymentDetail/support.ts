import { db } from '@demo-api/store';
import type { PaymentRecord } from '@demo-api/store/seed/payments';

/** Seeded operations of admin's merchants (101–104) for the detail's tests. */

const DAY = 24 * 60 * 60 * 1000;

/** The newest operation of admin's merchants, older than a day, that passes `test`. */
export function operationWhere(test: (record: PaymentRecord) => boolean): PaymentRecord {
  const newest = db.payments.operations[0]!.createdMs;
  const found = db.payments.operations.find(
    (record) => record.merchant_id >= 101 && record.merchant_id <= 104 && newest - record.createdMs > DAY && test(record),
  );
  if (!found) throw new Error('No seeded operation matches');
  return found;
}

export const PAYMENT_DETAIL_NAMESPACES = ['paymentDetail', 'paymentRenotify', 'payments', 'lists'];
