import type { PayrollBanking } from '../../rules/payrollFile/banking.ts';

/**
 * Banking reference data per country for payroll lines: banks, account types, currencies, people.
 * The payroll file rules (rules/payrollFile/) read the part of it they need, passed in.
 */

export type CountryCode = 'CL' | 'PE' | 'MX';

export interface CountryBanking extends PayrollBanking {
  readonly code: CountryCode;
  /** The currency most lines use; the others appear now and then. */
  readonly mainCurrency: string;
  readonly phonePrefix: string;
  readonly firstNames: readonly string[];
  readonly lastNames: readonly string[];
}

export const BANKING: Record<CountryCode, CountryBanking> = {
  CL: {
    code: 'CL',
    currencies: ['CLP', 'USD'],
    mainCurrency: 'CLP',
    banks: ['Banco de Chile', 'BancoEstado', 'Banco Santander', 'BCI', 'Scotiabank', 'Banco Itaú', 'Banco BICE', 'Banco Security', 'Banco Falabella', 'Banco Ripley'],
    accountTypes: ['Cuenta Corriente', 'Cuenta Vista', 'Cuenta de Ahorro', 'CuentaRUT'],
    vatIdType: 'RUT',
    phonePrefix: '+56 9',
    firstNames: ['Camila', 'Javiera', 'Constanza', 'Catalina', 'Francisca', 'Benjamín', 'Matías', 'Sebastián', 'Vicente', 'Joaquín', 'Ignacio', 'Fernanda', 'Martina', 'Cristóbal', 'Antonia'],
    lastNames: ['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda', 'Morales', 'Fuentes', 'Valenzuela', 'Araya', 'Espinoza'],
  },
  PE: {
    code: 'PE',
    currencies: ['PEN', 'USD'],
    mainCurrency: 'PEN',
    banks: ['BCP', 'Interbank', 'BBVA Perú', 'Scotiabank Perú', 'BanBif', 'Banco Pichincha', 'Caja Arequipa'],
    accountTypes: ['Ahorros', 'Corriente', 'CCI'],
    vatIdType: 'DNI',
    phonePrefix: '+51 9',
    firstNames: ['Rosa', 'Luis', 'Juan Carlos', 'María', 'Carmen', 'Jorge', 'Milagros', 'Miguel Ángel', 'Lucía', 'Renzo', 'Yesenia', 'Percy', 'Gladys', 'Wilmer', 'Flor'],
    lastNames: ['Quispe', 'Mamani', 'Huamán', 'Flores', 'Rodríguez', 'Sánchez', 'Chávez', 'Ramos', 'Vargas', 'Torres', 'Castillo', 'Mendoza', 'Condori', 'Gutiérrez', 'Apaza'],
  },
  MX: {
    code: 'MX',
    currencies: ['MXN', 'USD'],
    mainCurrency: 'MXN',
    banks: ['BBVA México', 'Banorte', 'Santander México', 'Banamex', 'HSBC México', 'Banco Azteca'],
    accountTypes: ['CLABE', 'Débito'],
    vatIdType: 'RFC',
    phonePrefix: '+52 55',
    firstNames: ['José Luis', 'Guadalupe', 'Alejandra', 'Fernando', 'Ximena', 'Ricardo', 'Mariana', 'Eduardo', 'Daniela', 'Arturo'],
    lastNames: ['Hernández', 'García', 'López', 'Martínez', 'González', 'Ramírez', 'Cruz', 'Morales', 'Jiménez', 'Reyes'],
  },
};

const CODE_BY_COUNTRY_ID: Record<number, CountryCode> = { 1: 'CL', 2: 'PE', 3: 'MX' };

export const bankingOfCountry = (countryId: number): CountryBanking => BANKING[CODE_BY_COUNTRY_ID[countryId] ?? 'CL'];

/** Company settings the payouts area needs beyond the access seed. */
export interface CompanyPayoutSettings {
  /** Whether lines carry a fee and tax (the payroll's has_commission). */
  readonly hasCommission: boolean;
  /** The person who uploads this company's files. */
  readonly uploader: { readonly first_name: string; readonly last_name: string };
}

/** Who signs which payroll off is each company's approval policy (policies.ts). */
export const COMPANY_SETTINGS: Record<number, CompanyPayoutSettings> = {
  1: { hasCommission: false, uploader: { first_name: 'Camila', last_name: 'Rojas' } },
  2: { hasCommission: false, uploader: { first_name: 'Rodrigo', last_name: 'Pérez' } },
  3: { hasCommission: true, uploader: { first_name: 'María', last_name: 'Huamán' } },
  4: { hasCommission: false, uploader: { first_name: 'Francisca', last_name: 'Contreras' } },
  5: { hasCommission: true, uploader: { first_name: 'Luis', last_name: 'Mamani' } },
  6: { hasCommission: false, uploader: { first_name: 'Alejandra', last_name: 'Hernández' } },
  7: { hasCommission: false, uploader: { first_name: 'Tomás', last_name: 'Silva' } },
  8: { hasCommission: true, uploader: { first_name: 'Rosa', last_name: 'Quispe' } },
};

export const companySettings = (companyId: number): CompanyPayoutSettings =>
  COMPANY_SETTINGS[companyId] ?? { hasCommission: false, uploader: { first_name: 'API', last_name: '' } };

/** Fixed demo conversion rates to USD for the "summary in USD" download. */
export const USD_RATES: Record<string, number> = { USD: 1, CLP: 0.00106, PEN: 0.266, MXN: 0.0552, EUR: 1.08, BRL: 0.18 };

/** What a bank answers when it refuses a transfer (the responsefrombank motivo). */
export const BANK_REJECTIONS = [
  { es: 'Cuenta inexistente', en: 'Account does not exist' },
  { es: 'Cuenta cerrada', en: 'Account closed' },
  { es: 'RUT/DNI no corresponde al titular de la cuenta', en: 'ID does not match the account holder' },
  { es: 'Cuenta bloqueada', en: 'Account blocked' },
  { es: 'Monto excede el límite de la cuenta', en: 'Amount exceeds the account limit' },
] as const;

/** Why a payroll was rejected by an approver, for seeded rejections. */
export const REJECTION_REASONS = [
  'Montos no coinciden con la orden de pago',
  'Archivo duplicado, ya fue cargado',
  'Faltan boletas de respaldo',
  'Cuenta de destino no validada por tesorería',
] as const;
