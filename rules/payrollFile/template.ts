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

export const templateHeader = (language: 'en' | 'es'): string[] => TEMPLATE_COLUMNS.map((column) => column[language]);

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
