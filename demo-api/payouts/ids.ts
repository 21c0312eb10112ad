import { formatRut } from '../../rules/payrollFile/holderIds.ts';
import type { Random } from '../store/random.ts';
import type { CountryBanking } from './reference.ts';

/**
 * Holder identity numbers are checked by the shared rules (rules/payrollFile/holderIds.ts); here
 * only the seeds' generator. The re-export keeps the tests' import of the RUT check from here.
 */
export { isValidRut } from '../../rules/payrollFile/holderIds.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A valid identity number of the country, for seeded lines. */
export function randomHolderId(banking: CountryBanking, random: Random): string {
  if (banking.vatIdType === 'RUT') return formatRut(random.int(6_000_000, 24_999_999));
  if (banking.vatIdType === 'DNI') return String(random.int(10_000_000, 79_999_999));
  const letters = Array.from({ length: 4 }, () => random.pick([...LETTERS])).join('');
  const date = `${random.int(60, 99)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`;
  return `${letters}${date}${random.pick([...LETTERS])}${random.int(0, 9)}${random.pick([...LETTERS])}`;
}
