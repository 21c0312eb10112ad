import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Recovery codes of a second factor (issue 26), without the store: the seed hashes its fixed
 * codes before the store exists. Ten per user, `xxxx-xxxx`, from 31 characters that cannot be
 * mistaken for one another (no 0/o, 1/l/i); only their SHA-256 is kept.
 */

const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const HALF = 4;
/** Bytes at or above this would make some characters likelier than others: drawn again. */
const UNBIASED_BELOW = 256 - (256 % RECOVERY_ALPHABET.length);

/** As typed: any case, with or without spaces and hyphens. */
const normalised = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/** The stored form of a recovery code: SHA-256 (hex) of its normalised text. */
export const recoveryCodeHash = (code: string): string => bytesToHex(sha256(utf8ToBytes(normalised(code))));

/** One new code from the operating system's cryptographic source (never the demo's seeded PRNG). */
function newRecoveryCode(): string {
  const chars: string[] = [];
  while (chars.length < 2 * HALF) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < UNBIASED_BELOW && chars.length < 2 * HALF) chars.push(RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]!);
    }
  }
  return `${chars.slice(0, HALF).join('')}-${chars.slice(HALF).join('')}`;
}

/** Ten new codes, all different. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}
