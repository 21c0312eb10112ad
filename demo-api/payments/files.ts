import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readShopper } from '../../machines/payments/shopper.ts';
import { toCsv, type ServedFile } from '../http/files.ts';
import type { DemoLanguage } from '../http/language.ts';
import { say, type MessageKey } from '../http/messages/index.ts';
import type { PaymentRecord, VoucherRecord } from '../store/seed/payments.ts';
import { merchantOf } from './present.ts';
import { PAY_IN_CHANNELS } from './reference.ts';

/** Files the payments area serves by link: exported reports and voucher proofs. */

const channelName = (id: number) => PAY_IN_CHANNELS.find((channel) => channel.id === id)?.name ?? String(id);

/** The exported payments report: one row per operation, headers in the language of the export. */
export function exportFile(records: readonly PaymentRecord[], language: DemoLanguage, name: string): ServedFile {
  const header = ['colOperation', 'colReference', 'colMerchant', 'colChannel', 'colCurrency', 'colAmount', 'colShopperDocument', 'colShopper', 'colStatus', 'colCreatedUtc'] as const;
  const rows = records.map((record) => {
    const shopper = readShopper(record.shopper_information);
    return [
      record.operation_id,
      record.merchant_trans_id,
      merchantOf(record).bussines_name,
      channelName(record.channel),
      record.currency,
      record.amount,
      shopper.document ?? '',
      [shopper.firstName, shopper.lastName].filter(Boolean).join(' '),
      say(language, `status${record.last_status}` as MessageKey),
      record.fec_creacion.replace('T', ' ').replace('Z', ''),
    ];
  });
  return { bytes: toCsv([header.map((key) => say(language, key)), ...rows]), contentType: 'text/csv; charset=utf-8', filename: `${name}.csv` };
}

const latin1 = (text: string) => text.replace(/[^\x20-\xff]/g, '?');

/** A voucher's proof of payment as a real one-page PDF. */
export async function voucherPdf(record: VoucherRecord, companyName: string, language: DemoLanguage): Promise<ServedFile> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    say(language, 'voucherTitle', { id: record.voucher_id ?? record.id }),
    companyName,
    '',
    `RUT / ID: ${record.rut}`,
    `${record.nombre}`,
    `${record.banco}`,
    `${record.monto_abono ?? record.monto} ${record.currency_code}`,
    `${record.estado_pago} / ${record.estado_abono}`,
    `${record.fecha_de_pago} -> ${record.fecha_abono ?? ''}`,
    `${record.forma_de_pago} / ${record.forma_abono ?? ''}`,
  ];
  lines.forEach((line, index) => page.drawText(latin1(line), { x: 50, y: 790 - index * 18, size: index === 0 ? 16 : 11, font }));
  return { bytes: await pdf.save(), contentType: 'application/pdf', filename: `voucher_${record.voucher_id ?? record.id}.pdf` };
}
