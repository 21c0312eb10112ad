import type { DemoLanguage } from '../http/language.ts';
import type { CountryCode } from './reference.ts';

/**
 * The payroll file format: one header row, then one payment per line, these columns in this
 * order. The header may be written in Spanish or English; case, accents, spaces and
 * underscores do not matter ('Nota de crédito' = 'nota_de_credito').
 */
export const TEMPLATE_COLUMNS = [
  { field: 'order_id', es: 'Orden de compra', en: 'Purchase order', required: false },
  { field: 'credit_note', es: 'Nota de crédito', en: 'Credit note', required: false },
  { field: 'account_id', es: 'Cuenta destino', en: 'Destination account', required: true },
  { field: 'account_type', es: 'Tipo de cuenta', en: 'Account type', required: true },
  { field: 'bank_name', es: 'Banco', en: 'Bank', required: true },
  { field: 'vat_id', es: 'ID titular', en: 'Holder ID', required: true },
  { field: 'name', es: 'Nombre', en: 'Name', required: true },
  { field: 'amount', es: 'Monto', en: 'Amount', required: true },
  { field: 'currency_code', es: 'Moneda', en: 'Currency', required: true },
  { field: 'email', es: 'Email', en: 'Email', required: false },
  { field: 'subject', es: 'Motivo', en: 'Reason', required: false },
] as const;

export type LineField = (typeof TEMPLATE_COLUMNS)[number]['field'];
/** One payment line as written in the file, every cell as text. */
export type RawLine = Record<LineField, string>;

const LINE_FIELDS: readonly LineField[] = TEMPLATE_COLUMNS.map((column) => column.field);

export const templateHeader = (language: DemoLanguage): string[] => TEMPLATE_COLUMNS.map((column) => column[language]);

/** Lowercase, no accents, one space for runs of spaces and underscores. */
export const normalizeLabel = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

/** Whether a header row is the template's (trailing empty cells ignored). */
export function headerMatches(cells: readonly string[]): boolean {
  const used = [...cells];
  while (used.length > 0 && used[used.length - 1]!.trim() === '') used.pop();
  if (used.length !== TEMPLATE_COLUMNS.length) return false;
  return TEMPLATE_COLUMNS.every((column, index) => {
    const label = normalizeLabel(used[index] ?? '');
    return label === normalizeLabel(column.es) || label === normalizeLabel(column.en);
  });
}

/** The cells of a row as a line (missing cells are empty). */
export const toRawLine = (cells: readonly string[]): RawLine =>
  Object.fromEntries(LINE_FIELDS.map((field, index) => [field, (cells[index] ?? '').trim()])) as RawLine;

export const rawLineCells = (line: RawLine): string[] => LINE_FIELDS.map((field) => line[field]);

/** Three valid lines per country: a template uploaded unchanged is a valid payroll. */
export const EXAMPLE_LINES: Record<CountryCode, readonly RawLine[]> = {
  CL: [
    { order_id: 'OC-1001', credit_note: 'NC-501', account_id: '00123456789', account_type: 'Cuenta Corriente', bank_name: 'Banco de Chile', vat_id: '12.345.678-5', name: 'Juan Pérez Soto', amount: '150000', currency_code: 'CLP', email: 'juan.perez@correo.example', subject: 'Devolución compra' },
    { order_id: 'OC-1002', credit_note: '', account_id: '987654321', account_type: 'CuentaRUT', bank_name: 'BancoEstado', vat_id: '9.876.543-3', name: 'María José Contreras', amount: '89990', currency_code: 'CLP', email: 'mjcontreras@correo.example', subject: 'Reembolso' },
    { order_id: 'OC-1003', credit_note: 'NC-502', account_id: '70012345', account_type: 'Cuenta Vista', bank_name: 'Banco Santander', vat_id: '15.234.567-4', name: 'Pedro Araya Fuentes', amount: '1250.50', currency_code: 'USD', email: '', subject: 'Pago proveedor' },
  ],
  PE: [
    { order_id: 'OC-2001', credit_note: 'NC-801', account_id: '19112345678012', account_type: 'Ahorros', bank_name: 'BCP', vat_id: '45678912', name: 'Rosa Quispe Mamani', amount: '350.00', currency_code: 'PEN', email: 'rosa.quispe@correo.example', subject: 'Devolución' },
    { order_id: 'OC-2002', credit_note: '', account_id: '2003004005006', account_type: 'Corriente', bank_name: 'Interbank', vat_id: '20123456789', name: 'Comercial Huamán SAC', amount: '1200.75', currency_code: 'PEN', email: '', subject: 'Pago proveedor' },
    { order_id: 'OC-2003', credit_note: 'NC-802', account_id: '0011012345678901', account_type: 'Ahorros', bank_name: 'BBVA Perú', vat_id: '70123456', name: 'Luis Flores Chávez', amount: '95.5', currency_code: 'USD', email: 'lflores@correo.example', subject: 'Reembolso' },
  ],
  MX: [
    { order_id: 'OC-3001', credit_note: '', account_id: '012180001234567891', account_type: 'CLABE', bank_name: 'BBVA México', vat_id: 'HEGJ850101AB1', name: 'José Luis Hernández García', amount: '2500.00', currency_code: 'MXN', email: 'jlhernandez@correo.example', subject: 'Devolución' },
    { order_id: 'OC-3002', credit_note: 'NC-901', account_id: '072180012345678902', account_type: 'CLABE', bank_name: 'Banorte', vat_id: 'LOMA900215XY2', name: 'Alejandra López Martínez', amount: '780.40', currency_code: 'MXN', email: '', subject: 'Reembolso' },
    { order_id: 'OC-3003', credit_note: '', account_id: '4152313412345678', account_type: 'Débito', bank_name: 'Banamex', vat_id: 'CRUR781130QW3', name: 'Ricardo Cruz Reyes', amount: '120', currency_code: 'USD', email: 'rcruz@correo.example', subject: 'Pago proveedor' },
  ],
};
