/**
 * Contract-shaped payroll detail data (raw API JSON, valid per src/api/schemas/payouts.ts),
 * for the tests and the benchmark until the demo API serves payouts. No imports: the
 * benchmark script loads this file as it is.
 */

export const PAYROLL_ID = 4242;
export const CREATED_AT = '2025-03-10T14:05:09Z';

export interface RawPayroll {
  [key: string]: unknown;
  id: number;
  totals: Record<string, { loaded: { count: number; amount: string | number }; paid: { count: number; amount: string | number } }>;
}

export function rawPayroll(overrides: Partial<RawPayroll> = {}): RawPayroll {
  return {
    id: PAYROLL_ID,
    filename: 'nomina_marzo.xlsx',
    status_id: 7,
    status_name: 'approved_by_bank',
    detail: 'Processed by the bank',
    company_id: 1,
    company_name: 'Comercial Andes SpA',
    country_id: 1,
    uploadedby_name: 'Carla Carga',
    created_at: CREATED_AT,
    updated_at: '2025-03-12T09:30:00Z',
    actual_approver_id: null,
    s3_bucket: null,
    totals: {
      CLP: { loaded: { count: 1250, amount: '98765432.10' }, paid: { count: 1180, amount: '1234567.891' } },
      USD: { loaded: { count: 3, amount: 300 }, paid: { count: 2, amount: 200.5 } },
    },
    has_bank_error: true,
    has_bank_success: true,
    has_commission: false,
    has_error: false,
    has_response_bank: true,
    has_valid: true,
    ...overrides,
  };
}

export type RawTransaction = Record<string, unknown> & { id: number };

const FIRST_NAMES = ['José', 'María', 'Pedro', 'Ana', 'Luis', 'Camila', 'Jorge', 'Valentina'];
const LAST_NAMES = ['Pérez', 'González', 'Muñoz', 'Rojas', 'Díaz', 'Soto', 'Silva', 'Torres'];
const BANKS = ['Banco de Chile', 'BancoEstado', 'Santander', 'BCI', 'Scotiabank'];
const ACCOUNT_TYPES = ['Cuenta corriente', 'Cuenta vista', 'Cuenta de ahorro'];

/** Row `i` (0-based) of a payroll: statuses 1–5 in turn, bank answers for 4 and 5. */
export function rawTransaction(i: number, overrides: Partial<RawTransaction> = {}): RawTransaction {
  const status = (i % 5) + 1;
  const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const bankAnswered = status === 4 || status === 5;
  return {
    id: 100000 + i,
    payroll_id: PAYROLL_ID,
    transaction_id: `TX-${String(i + 1).padStart(5, '0')}`,
    order_id: `OC-${7000 + i}`,
    credit_note: `NC-${3000 + i}`,
    account_id: String(10000000 + i * 7919),
    account_type: ACCOUNT_TYPES[i % ACCOUNT_TYPES.length],
    bank_name: BANKS[i % BANKS.length],
    vat_id: `${10000000 + i}-${i % 10}`,
    vat_id_type: 'RUT',
    name: `${first} ${last}`,
    amount: (1000 + i * 37.5).toFixed(2),
    currency_code: 'CLP',
    subject: `Sueldo marzo ${i + 1}`,
    bank_detail: `Lote ${Math.floor(i / 100) + 1}`,
    channel: i % 2 === 0 ? 'TEF' : 'API',
    user_email: `persona${i + 1}@example.com`,
    phone_number: null,
    company_name: 'Comercial Andes SpA',
    transfer_status: status,
    transfer_status_description: ['in_process', 'approved', 'rejected', 'rejected_by_bank', 'approved_by_bank'][status - 1],
    transfer_status_detail: status === 4 ? "{'account_id': ['Cuenta cerrada'], 'vat_id': 'RUT no coincide'}" : null,
    fee: '0.00',
    tax: null,
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    uploaded_by: { first_name: 'Carla', last_name: 'Carga' },
    responsefrombank: bankAnswered
      ? { estado_abono: status === 5 ? 'ABONADO' : 'RECHAZADO', motivo: null, fecha_abono: '2025-03-12' }
      : null,
    ...overrides,
  };
}

export const rawTransactions = (count: number): RawTransaction[] => Array.from({ length: count }, (_, i) => rawTransaction(i));

/** The transactions call's answer: the first `itemsPerPage` rows of `all` and the paging. */
export function transactionsPage(all: readonly RawTransaction[], itemsPerPage: number, page: number, totalItems = all.length) {
  const items = all.slice((page - 1) * itemsPerPage, page * itemsPerPage);
  return {
    items,
    paginate: { totalItems, itemsPerPage, num_pages: Math.max(1, Math.ceil(totalItems / itemsPerPage)), page },
  };
}
