import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelsFor, SPEC_POLICY, type ApprovalPolicy } from '@machines/payouts/approvalPolicy';

const CURRENCIES = ['CLP', 'PEN', 'USD'] as const;

const amount = fc.integer({ min: 0, max: 10_000_000 });
const policy: fc.Arbitrary<ApprovalPolicy> = fc.record({
  levels: fc.array(
    fc.record({
      approver_type: fc.integer({ min: 1, max: 5 }),
      above: fc.dictionary(fc.constantFrom(...CURRENCIES), amount, { maxKeys: 3 }),
    }),
    { maxLength: 4 },
  ),
  escalation_hours: fc.constant(24),
  expiry_days: fc.constant(7),
});
const totals = fc.dictionary(fc.constantFrom(...CURRENCIES), amount, { minKeys: 1, maxKeys: 3 });

/** Whether `part` is `whole` with some items left out, in the same order. */
function isSubsequence(part: readonly number[], whole: readonly number[]): boolean {
  let at = 0;
  for (const item of whole) if (item === part[at]) at += 1;
  return at === part.length;
}

describe('levelsFor', () => {
  it("the spec's policy: approver 1 then approver 2 for any payroll", () => {
    fc.assert(
      fc.property(totals, (loaded) => {
        expect(levelsFor(SPEC_POLICY, loaded)).toEqual([1, 2]);
      }),
    );
  });

  it('a level is needed above its amount only, per currency; an unlisted currency always needs it', () => {
    const tiered: ApprovalPolicy = { ...SPEC_POLICY, levels: [{ approver_type: 1, above: {} }, { approver_type: 2, above: { CLP: 5_000_000 } }] };
    expect(levelsFor(tiered, { CLP: 5_000_000 })).toEqual([1]);
    expect(levelsFor(tiered, { CLP: 5_000_001 })).toEqual([1, 2]);
    expect(levelsFor(tiered, { CLP: 10, USD: 1 })).toEqual([1, 2]);
    expect(levelsFor({ ...SPEC_POLICY, levels: [] }, { CLP: 9e9 })).toEqual([]);
  });

  it("gives a subsequence of the policy's levels, in its order", () => {
    fc.assert(
      fc.property(policy, totals, (rules, loaded) => {
        expect(isSubsequence(levelsFor(rules, loaded), rules.levels.map((level) => level.approver_type))).toBe(true);
      }),
    );
  });

  it('is monotone: a larger amount in any currency never needs fewer levels', () => {
    fc.assert(
      fc.property(policy, totals, fc.constantFrom(...CURRENCIES), amount, (rules, loaded, currency, more) => {
        const larger = { ...loaded, [currency]: (loaded[currency] ?? 0) + more };
        const before = levelsFor(rules, loaded);
        const after = levelsFor(rules, larger);
        expect(isSubsequence(before, after)).toBe(true);
      }),
    );
  });
});
