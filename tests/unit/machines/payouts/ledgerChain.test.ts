import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalEntry, checkChain, GENESIS_HASH } from '@machines/payouts/ledgerChain';
import { verifyLedger, verifyLedgersWithChain, verifyLedgerWithChain, type ChainedLedgerEntry, type LedgerActor, type LedgerEntry } from '@machines/payouts/payrollLedger';

/** The ledger's hash chain: what an auditor sees when entries are altered, removed, moved or slipped in. */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const person = (username: string, name: string, profile: string, typeId: number): LedgerActor => ({
  kind: 'user', user_id: typeId, username, name, profiles: [profile], type_of_user__id: typeId,
});
const CARGA = person('carga', 'Camila Rojas', 'CARGA', 3);
const AP1 = person('aprobador1', 'Javier Muñoz', 'APROBADOR_1', 1);
const SYSTEM: LedgerActor = { kind: 'system', user_id: null, username: null, name: '', profiles: [], type_of_user__id: null };

type Step = [event: string, from: number | null, to: number | null, approver: number | null, actor: LedgerActor, reason?: string, code?: string];

/** Upload, processing, a rejection with the approver's words, as the server would chain them. */
const REJECTED: readonly Step[] = [
  ['UPLOAD', null, 1, null, CARGA],
  ['PROCESS', 1, 2, null, SYSTEM],
  ['PROCESSED', 2, 4, 1, SYSTEM],
  ['REJECT', 4, 6, null, AP1, 'Wrong amounts'],
];

function chained(steps: readonly Step[], payrollId = 7): ChainedLedgerEntry[] {
  let prev_hash = GENESIS_HASH;
  return steps.map(([event, from, to, approver, actor, reason, code], index) => {
    const entry: LedgerEntry = {
      id: payrollId * 100 + index,
      payroll_id: payrollId,
      company_id: 1,
      requires_approval: true,
      from_status: from,
      event,
      to_status: to,
      approver_level: approver,
      actor,
      at: new Date(Date.UTC(2026, 10, 21, 12, index)).toISOString(),
      reason: reason ?? null,
    };
    const reason_code = code ?? null;
    const hash = sha256(canonicalEntry({ ...entry, recorded_reason: reason_code ?? entry.reason, prev_hash }));
    const sealed = { ...entry, reason_code, prev_hash, hash };
    prev_hash = hash;
    return sealed;
  });
}

const chainIssues = async (entries: readonly (ChainedLedgerEntry & { readonly second_factor?: boolean })[]) =>
  checkChain(entries.map((entry) => ({ ...entry, recorded_reason: entry.reason_code ?? entry.reason })), sha256);

describe('canonicalEntry', () => {
  it('is the same whatever order the fields were built in, and differs when any value does', () => {
    const [entry] = chained(REJECTED);
    const fields = { ...entry!, recorded_reason: null };
    const shuffled = Object.fromEntries(Object.entries(fields).reverse()) as typeof fields;
    expect(canonicalEntry(shuffled)).toBe(canonicalEntry(fields));
    expect(canonicalEntry({ ...fields, at: '2026-11-21T12:00:00.001Z' })).not.toBe(canonicalEntry(fields));
    expect(canonicalEntry({ ...fields, actor: { ...fields.actor, profiles: ['CARGA', 'APROBADOR_1'] } })).not.toBe(canonicalEntry(fields));
  });
});

describe('checkChain', () => {
  it('passes an untouched history, the first entry chained to the genesis value', async () => {
    const entries = chained(REJECTED);
    expect(entries[0]?.prev_hash).toBe(GENESIS_HASH);
    expect(await chainIssues(entries)).toEqual([[], [], [], []]);
    expect((await verifyLedgerWithChain(entries, sha256)).verified).toBe(true);
  });

  it('flags an entry changed after it was recorded, even when the change is a legal transition', async () => {
    const entries = chained(REJECTED);
    const altered = entries.map((entry) => (entry.event === 'REJECT' ? { ...entry, reason: 'Approved by phone' } : entry));
    expect(verifyLedger(altered).verified).toBe(true);
    expect(await chainIssues(altered)).toEqual([[], [], [], ['altered']]);
    const verdict = await verifyLedgerWithChain(altered, sha256);
    expect(verdict.verified).toBe(false);
    expect(verdict.entries.map((item) => item.issues)).toEqual([[], [], [], ['altered']]);
  });

  it('flags the entry after a removed one, and a history whose first entry was removed', async () => {
    const entries = chained(REJECTED);
    expect(await chainIssues([entries[0]!, entries[2]!, entries[3]!])).toEqual([[], ['chainBroken'], []]);
    expect(await chainIssues(entries.slice(1))).toEqual([['chainBroken'], [], []]);
  });

  it('flags entries moved out of their order', async () => {
    const [upload, start, processed, reject] = chained(REJECTED);
    expect(await chainIssues([upload!, processed!, start!, reject!])).toEqual([[], ['chainBroken'], ['chainBroken'], ['chainBroken']]);
  });

  it('flags the entry after one slipped in, even when the forged one is hashed and chained itself', async () => {
    const entries = chained(REJECTED);
    const [forged] = chained([['APPROVE', 4, 4, 2, AP1]]).map((entry) => {
      const moved = { ...entry, id: 704, prev_hash: entries[2]!.hash };
      return { ...moved, hash: sha256(canonicalEntry({ ...moved, recorded_reason: null })) };
    });
    expect(await chainIssues([...entries.slice(0, 3), forged!, entries[3]!])).toEqual([[], [], [], [], ['chainBroken']]);
  });

  it('hashes a server message by its code, so its translations verify alike', async () => {
    const [english] = chained([['UPLOAD', null, 1, null, CARGA, 'The file could not be read', 'detailUploadFailed']]);
    const spanish = { ...english!, reason: 'No se pudo leer el archivo' };
    expect(await chainIssues([spanish])).toEqual([[]]);
    expect(await chainIssues([{ ...english!, reason_code: 'detailInvalidHeader' }])).toEqual([['altered']]);
  });

  it('verifies each payroll of a mixed list as its own chain, in id order', async () => {
    const verdicts = await verifyLedgersWithChain([...chained(REJECTED, 7), ...chained(REJECTED, 8)].reverse(), sha256);
    expect([...verdicts.keys()].sort()).toEqual([7, 8]);
    expect([...verdicts.values()].every((verdict) => verdict.verified)).toBe(true);
  });
});

describe('the fields of issue 24 "No payroll waits forever" are hashed', () => {
  const base = {
    id: 1, payroll_id: 7, company_id: 1, requires_approval: true, approval_levels: [1, 2], escalation_hours: 24, expiry_days: 7,
    from_status: 4, event: 'APPROVE', to_status: 4, approver_level: 2, actor: AP1, on_behalf_of: { user_id: 2, name: 'Javier Muñoz' },
    at: '2026-11-21T12:00:00.000Z', recorded_reason: null, prev_hash: GENESIS_HASH,
  };

  it("changes with the policy's times and with whose level a delegate signed", () => {
    const canonical = canonicalEntry(base);
    for (const changed of [{ escalation_hours: 48 }, { expiry_days: 1 }, { on_behalf_of: null }, { on_behalf_of: { user_id: 3, name: 'Javier Muñoz' } }, { on_behalf_of: { user_id: 2, name: 'Someone' } }]) {
      expect(canonicalEntry({ ...base, ...changed })).not.toBe(canonical);
    }
    // An answer without the fields reads as null, as the entries before processing record them.
    const { escalation_hours: _hours, expiry_days: _days, on_behalf_of: _for, ...without } = base;
    expect(canonicalEntry(without)).toBe(canonicalEntry({ ...without, escalation_hours: null, expiry_days: null, on_behalf_of: null }));
  });
});

describe('the second factor of issue 26 is hashed', () => {
  it("flipping an approval's second_factor breaks its hash; an answer without it reads as false", async () => {
    const [upload, start, processed] = chained(REJECTED);
    const fields = {
      id: 703, payroll_id: 7, company_id: 1, requires_approval: true, from_status: 4, event: 'APPROVE', to_status: 4, approver_level: 2,
      actor: AP1, at: '2026-11-21T12:03:00.000Z', reason: null, reason_code: null, prev_hash: processed!.hash, second_factor: true,
    };
    const approval = { ...fields, hash: sha256(canonicalEntry({ ...fields, recorded_reason: null })) };
    const before = [upload!, start!, processed!];
    expect(await chainIssues([...before, approval])).toEqual([[], [], [], []]);
    expect(await chainIssues([...before, { ...approval, second_factor: false }])).toEqual([[], [], [], ['altered']]);
    const { second_factor: _released, ...without } = approval;
    expect(await chainIssues([...before, without])).toEqual([[], [], [], ['altered']]);
    // Absent and false hash alike: entries recorded without a second factor, and answers that do not send the field.
    expect(canonicalEntry({ ...without, recorded_reason: null })).toBe(canonicalEntry({ ...without, recorded_reason: null, second_factor: false }));
  });
});
