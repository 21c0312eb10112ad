import type { PayrollBanking } from './banking.ts';

/**
 * The countries' payroll catalogue (banks, account types, currencies, kind of holder id), one
 * bundled copy that the demo server's reference data extends and the browser's preview reads
 * (issue 28): nothing in the provider API answers a country's banks and account types, so the
 * preview checks a file against this copy, keyed by the provider's country ids.
 */

export type PayrollCountry = 'CL' | 'PE' | 'MX';

export const PAYROLL_BANKING: Readonly<Record<PayrollCountry, PayrollBanking>> = {
  CL: {
    currencies: ['CLP', 'USD'],
    banks: ['Banco de Chile', 'BancoEstado', 'Banco Santander', 'BCI', 'Scotiabank', 'Banco Itaú', 'Banco BICE', 'Banco Security', 'Banco Falabella', 'Banco Ripley'],
    accountTypes: ['Cuenta Corriente', 'Cuenta Vista', 'Cuenta de Ahorro', 'CuentaRUT'],
    vatIdType: 'RUT',
  },
  PE: {
    currencies: ['PEN', 'USD'],
    banks: ['BCP', 'Interbank', 'BBVA Perú', 'Scotiabank Perú', 'BanBif', 'Banco Pichincha', 'Caja Arequipa'],
    accountTypes: ['Ahorros', 'Corriente', 'CCI'],
    vatIdType: 'DNI',
  },
  MX: {
    currencies: ['MXN', 'USD'],
    banks: ['BBVA México', 'Banorte', 'Santander México', 'Banamex', 'HSBC México', 'Banco Azteca'],
    accountTypes: ['CLABE', 'Débito'],
    vatIdType: 'RFC',
  },
};

/** The provider's country ids (the session's company.country_id). */
export const PAYROLL_COUNTRY_BY_ID: Readonly<Record<number, PayrollCountry>> = { 1: 'CL', 2: 'PE', 3: 'MX' };

/** The catalogue of a country id, or null for a country the bundled copy does not know. */
export function payrollBankingOf(countryId: number): PayrollBanking | null {
  const code = PAYROLL_COUNTRY_BY_ID[countryId];
  return code ? PAYROLL_BANKING[code] : null;
}
