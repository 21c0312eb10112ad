import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ServedFile } from '../http/files.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';
import { linesOf } from './totals.ts';

/** A regenerated bank file: one line per payment, in the chosen format's field order. */
export function bankFile(record: PayrollRecord, format: string): ServedFile {
  const rows = linesOf(record).map((line) =>
    [format, line.vat_id, line.name, line.bank_name, line.account_type, line.account_id, line.amount, line.currency_code].join(';'),
  );
  return {
    bytes: new TextEncoder().encode(`${rows.join('\r\n')}\r\n`),
    contentType: 'text/plain; charset=utf-8',
    filename: `payroll_${record.id}_${format}.txt`,
  };
}

/** The refunds voucher: the payroll and its lines the bank refused, on a one-page PDF. */
export async function refundsPdf(record: PayrollRecord): Promise<ServedFile> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const refunded = linesOf(record).filter((line) => line.bankRejection !== null);
  const text = [
    `Refunds voucher - payroll ${record.id}`,
    record.filename,
    `Refunded payments: ${refunded.length}`,
    '',
    ...refunded.slice(0, 40).map((line) => `${line.vat_id}  ${line.name}  ${line.amount} ${line.currency_code}`),
  ];
  // Standard fonts cover Latin-1 only: accents stay, anything else is replaced.
  text.forEach((line, index) => page.drawText(line.replace(/[^\x20-\xff]/g, '?'), { x: 50, y: 790 - index * 16, size: index === 0 ? 16 : 10, font }));
  return { bytes: await pdf.save(), contentType: 'application/pdf', filename: `refunds_${record.id}.pdf` };
}
