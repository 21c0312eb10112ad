import type { Digest } from '@machines/payouts/ledgerChain';
import { verifyLedgersWithChain, verifyLedgerWithChain, type ChainedLedgerEntry } from '@machines/payouts/payrollLedger';

/**
 * The ledger's verdicts with the browser's own SHA-256 (WebCrypto): the demo API hashes with a
 * JavaScript library, which must not reach the app's bundles. WebCrypto exists only in a
 * secure context (https or localhost); elsewhere the History still shows, replayed, each entry
 * marked 'chain not checked' (so not verified) rather than failing to load.
 */
const webSha256: Digest = async (text) => {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** WebCrypto's SHA-256 where the page may use it, else none. */
const digest = (): Digest | null => (globalThis.crypto?.subtle ? webSha256 : null);

/** One payroll's history, oldest first: the replay and the hash chain. */
export const verifyHistory = (entries: readonly ChainedLedgerEntry[]) => verifyLedgerWithChain(entries, digest());

/** Entries of many payrolls, each payroll's history verified on its own. */
export const verifyHistories = (entries: readonly ChainedLedgerEntry[]) => verifyLedgersWithChain(entries, digest());
