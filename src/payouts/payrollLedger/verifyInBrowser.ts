import type { Digest } from '@machines/payouts/ledgerChain';
import { verifyLedgersWithChain, verifyLedgerWithChain, type ChainedLedgerEntry } from '@machines/payouts/payrollLedger';

/**
 * The ledger's verdicts with the browser's own SHA-256 (WebCrypto): the demo API hashes with a
 * JavaScript library, which must not reach the app's bundles. WebCrypto needs a secure context
 * (https or localhost); elsewhere the check fails like a failed load, with Retry.
 */
const webSha256: Digest = async (text) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** One payroll's history, oldest first: the replay and the hash chain. */
export const verifyHistory = (entries: readonly ChainedLedgerEntry[]) => verifyLedgerWithChain(entries, webSha256);

/** Entries of many payrolls, each payroll's history verified on its own. */
export const verifyHistories = (entries: readonly ChainedLedgerEntry[]) => verifyLedgersWithChain(entries, webSha256);
