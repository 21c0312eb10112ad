import type { PayrollBanking } from '../../rules/payrollFile/banking.ts';
import { PAYROLL_BANKING, PAYROLL_COUNTRY_BY_ID, type PayrollCountry } from '../../rules/payrollFile/catalogue.ts';

/**
 * Banking reference data per country for payroll lines: banks, account types, currencies, people.
 * The payroll catalogue (banks, account types, currencies, holder id) is the bundled copy in
 * rules/payrollFile/catalogue.ts, which the browser's preview reads too; the rest is the demo's.
 */

export type CountryCode = PayrollCountry;

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
    ...PAYROLL_BANKING.CL,
    code: 'CL',
    mainCurrency: 'CLP',
    phonePrefix: '+56 9',
    firstNames: ['Camila', 'Javiera', 'Constanza', 'Catalina', 'Francisca', 'Benjamín', 'Matías', 'Sebastián', 'Vicente', 'Joaquín', 'Ignacio', 'Fernanda', 'Martina', 'Cristóbal', 'Antonia'],
    lastNames: ['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda', 'Morales', 'Fuentes', 'Valenzuela', 'Araya', 'Espinoza'],
  },
  PE: {
    ...PAYROLL_BANKING.PE,
    code: 'PE',
    mainCurrency: 'PEN',
    phonePrefix: '+51 9',
    firstNames: ['Rosa', 'Luis', 'Juan Carlos', 'María', 'Carmen', 'Jorge', 'Milagros', 'Miguel Ángel', 'Lucía', 'Renzo', 'Yesenia', 'Percy', 'Gladys', 'Wilmer', 'Flor'],
    lastNames: ['Quispe', 'Mamani', 'Huamán', 'Flores', 'Rodríguez', 'Sánchez', 'Chávez', 'Ramos', 'Vargas', 'Torres', 'Castillo', 'Mendoza', 'Condori', 'Gutiérrez', 'Apaza'],
  },
  MX: {
    ...PAYROLL_BANKING.MX,
    code: 'MX',
    mainCurrency: 'MXN',
    phonePrefix: '+52 55',
    firstNames: ['José Luis', 'Guadalupe', 'Alejandra', 'Fernando', 'Ximena', 'Ricardo', 'Mariana', 'Eduardo', 'Daniela', 'Arturo'],
    lastNames: ['Hernández', 'García', 'López', 'Martínez', 'González', 'Ramírez', 'Cruz', 'Morales', 'Jiménez', 'Reyes'],
  },
};

const CODE_BY_COUNTRY_ID: Readonly<Record<number, CountryCode>> = PAYROLL_COUNTRY_BY_ID;

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
