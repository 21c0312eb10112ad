import type { PayrollBanking } from './banking.ts';

/** Holder identity numbers: Chilean RUT (mod 11 check digit), Peruvian DNI/RUC, Mexican RFC. */

function rutCheckDigit(body: number): string {
  let sum = 0;
  let factor = 2;
  for (let rest = body; rest > 0; rest = Math.floor(rest / 10)) {
    sum += (rest % 10) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

/** 12.345.678-5 */
export function formatRut(body: number): string {
  return `${String(body).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${rutCheckDigit(body)}`;
}

/** A RUT as typed: with or without dots, with or without the hyphen; the check digit must match. */
export function isValidRut(text: string): boolean {
  const compact = text.replace(/[.\s]/g, '').toUpperCase();
  const match = /^(\d{6,8})-?([\dK])$/.exec(compact);
  if (!match) return false;
  return rutCheckDigit(Number(match[1])) === match[2];
}

/** DNI: 8 digits; RUC (companies): 11 digits starting 10 or 20. */
const isValidPeruId = (text: string): boolean => /^\d{8}$/.test(text.trim()) || /^(10|20)\d{9}$/.test(text.trim());

/** RFC: 3 (company) or 4 (person) letters, a YYMMDD date and a 3-character homoclave. */
const isValidRfc = (text: string): boolean => /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/.test(text.trim().toUpperCase());

export function isValidHolderId(banking: Pick<PayrollBanking, 'vatIdType'>, text: string): boolean {
  if (banking.vatIdType === 'RUT') return isValidRut(text);
  if (banking.vatIdType === 'DNI') return isValidPeruId(text);
  return isValidRfc(text);
}
