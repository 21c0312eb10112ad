/**
 * What the payroll file rules need to know about the company's country: its banks, account
 * types, currencies and kind of holder id. The rules never hold this catalogue; the caller
 * passes it in (the demo server its reference data, the browser what the API or a bundled copy
 * gives it), so the same rules check every country.
 */

/** Chile: RUT (mod 11 check digit); Peru: DNI or RUC; Mexico: RFC. */
type HolderIdType = 'RUT' | 'DNI' | 'RFC';

export interface PayrollBanking {
  readonly currencies: readonly string[];
  readonly banks: readonly string[];
  readonly accountTypes: readonly string[];
  readonly vatIdType: HolderIdType;
}
