import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignLayout, COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN, type ColumnSetting, type ColumnSpec } from '@machines/shared/columnLayout';

/**
 * A stored column layout meets whatever column set a later (or earlier) release offers: random
 * stored layouts against random column sets, aligned by `alignLayout`, must always give a
 * layout the table can draw. No fixed seed (FC_SEED replays one, as in the approvals' test).
 */

const ids = ['id', 'file', 'status', 'detail', 'loaded', 'paid', 'by', 'at', 'merchant', 'extra1', 'extra2'];

const specsArbitrary: fc.Arbitrary<ColumnSpec[]> = fc
  .uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: ids.length })
  .chain((chosen) =>
    fc.tuple(...chosen.map((id) => fc.record({ id: fc.constant(id), defaultHidden: fc.boolean(), required: fc.boolean() }))),
  );

const settingArbitrary: fc.Arbitrary<ColumnSetting> = fc.record({
  // Names the list has, and some it never had (an older release's).
  id: fc.constantFrom(...ids, 'gone', 'old_column'),
  visible: fc.boolean(),
  pin: fc.constantFrom('left' as const, 'right' as const, null),
  width: fc.option(fc.integer({ min: -100, max: 2000 }), { nil: null }),
});

const replay = process.env.FC_SEED ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH, endOnFailure: true } : {};
const relativeOrder = (list: readonly string[], among: ReadonlySet<string>) => list.filter((id) => among.has(id));

describe('a stored column layout aligned with the columns a list offers now', () => {
  it('has every offered column once and nothing else, keeps the stored order, shows the required ones, and is stable', () => {
    fc.assert(
      fc.property(specsArbitrary, fc.array(settingArbitrary, { maxLength: 16 }), (specs, stored) => {
        const aligned = alignLayout(stored, specs);
        const offered = specs.map((spec) => spec.id);
        expect([...aligned.map((s) => s.id)].sort()).toEqual([...offered].sort());

        // The columns both know keep the order of their first stored place.
        const known = new Set(stored.map((s) => s.id).filter((id) => offered.includes(id)));
        const firstPlaces = stored.map((s) => s.id).filter((id, i, all) => all.indexOf(id) === i);
        expect(relativeOrder(aligned.map((s) => s.id), known)).toEqual(relativeOrder(firstPlaces, known));

        for (const setting of aligned) {
          const spec = specs.find((candidate) => candidate.id === setting.id)!;
          if (spec.required) expect(setting.visible).toBe(true);
          if (setting.width !== null) {
            expect(setting.width).toBeGreaterThanOrEqual(COLUMN_WIDTH_MIN);
            expect(setting.width).toBeLessThanOrEqual(COLUMN_WIDTH_MAX);
          }
          // A column the stored layout did not know takes the list's defaults.
          if (!known.has(setting.id)) expect(setting).toEqual({ id: setting.id, visible: !spec.defaultHidden || Boolean(spec.required), pin: null, width: null });
        }
        expect(alignLayout(aligned, specs)).toEqual(aligned);
      }),
      { numRuns: 300, ...replay },
    );
  });
});
