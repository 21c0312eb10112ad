/**
 * The payroll ledger's hash chain (issue 24): each entry's `hash` is SHA-256 over its fields
 * and `prev_hash`, the hash of the payroll's entry before it. The demo API (which appends) and
 * the app (which checks) both serialize through `canonicalEntry`, so they cannot disagree on
 * the bytes. Pure: the SHA-256 is handed in (the demo API's is synchronous, the browser's
 * WebCrypto is not).
 */

/** The prev_hash of a payroll's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** Hex SHA-256 of a text's UTF-8 bytes. */
export type Digest = (text: string) => string | Promise<string>;

/** What the hash covers: every stored field of an entry but the hash itself. */
export interface ChainFields {
  readonly id: number;
  readonly payroll_id: number;
  readonly company_id: number;
  readonly requires_approval: boolean;
  /** The levels the payroll's policy decided (null before processing ended; absent: an answer without them). */
  readonly approval_levels?: readonly number[] | null;
  /** The policy's times, decided with the levels (null before; absent: an answer without them). */
  readonly escalation_hours?: number | null;
  readonly expiry_days?: number | null;
  readonly from_status: number | null;
  readonly event: string;
  readonly to_status: number | null;
  readonly approver_level: number | null;
  readonly actor: {
    readonly kind: string;
    readonly user_id: number | null;
    readonly username: string | null;
    readonly name: string;
    readonly profiles: readonly string[];
    readonly type_of_user__id: number | null;
  };
  /** Whose level the actor signed through a delegation (null: their own; absent: not sent). */
  readonly on_behalf_of?: { readonly user_id: number; readonly name: string } | null;
  readonly at: string;
  /**
   * The reason as recorded, in no language: a person's words as written, or the code of the
   * server's message (answered translated in `reason`, so its text cannot be hashed).
   */
  readonly recorded_reason: string | null;
  readonly prev_hash: string;
  /** A second factor released this approval (issue 26); absent: an answer without it. */
  readonly second_factor?: boolean;
}

/**
 * A JSON array of the values in a fixed order: object key order, which differs between
 * whoever builds the object, plays no part.
 */
export function canonicalEntry(entry: ChainFields): string {
  const { actor } = entry;
  return JSON.stringify([
    entry.id,
    entry.payroll_id,
    entry.company_id,
    entry.requires_approval,
    entry.approval_levels ? [...entry.approval_levels] : null,
    entry.escalation_hours ?? null,
    entry.expiry_days ?? null,
    entry.from_status,
    entry.event,
    entry.to_status,
    entry.approver_level,
    [actor.kind, actor.user_id, actor.username, actor.name, [...actor.profiles], actor.type_of_user__id],
    entry.on_behalf_of ? [entry.on_behalf_of.user_id, entry.on_behalf_of.name] : null,
    entry.at,
    entry.recorded_reason,
    entry.prev_hash,
    entry.second_factor === true,
  ]);
}

/** Why an entry fails the chain. */
export type ChainIssue =
  /** Its content no longer gives its hash: it was changed after it was recorded. */
  | 'altered'
  /** Its prev_hash is not the hash of the entry before it: an entry was removed, inserted or moved. */
  | 'chainBroken'
  /** No SHA-256 to check it with (a browser offers WebCrypto only on https or localhost). */
  | 'chainUnchecked';

/**
 * One payroll's entries, oldest first: each is checked against its own hash and against the
 * entry before it (the first against the genesis value). Issues per entry, in order. Without
 * a digest nothing can be checked, and every entry says so: unchecked is not verified.
 */
export async function checkChain(entries: readonly (ChainFields & { readonly hash: string })[], digest: Digest | null): Promise<ChainIssue[][]> {
  if (!digest) return entries.map(() => ['chainUnchecked']);
  const hashes = await Promise.all(entries.map((entry) => digest(canonicalEntry(entry))));
  return entries.map((entry, index) => {
    const issues: ChainIssue[] = [];
    if (hashes[index] !== entry.hash) issues.push('altered');
    const before = index === 0 ? GENESIS_HASH : entries[index - 1]?.hash;
    if (entry.prev_hash !== before) issues.push('chainBroken');
    return issues;
  });
}
