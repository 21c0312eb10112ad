import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admitView, viewSearchOf, type ViewAllowance } from '@machines/shared/savedView';

/**
 * What a saved view keeps of a list's address, and what of it a user may open (issue 25): the
 * merchants they have, and days inside their merchant's limit, never silently.
 */

const ALLOWANCE: ViewAllowance = { merchants: { companyIds: [1, 3], merchantIds: [101] }, earliest: '2026-07-21', today: '2026-11-18' };
const DEFAULT_DAYS = ['2026-11-03', '2026-11-18'] as const;

describe('viewSearchOf', () => {
  it('keeps the filters, sort and page size, never the page or a link’s view', () => {
    expect(viewSearchOf({ page: '3', size: '50', sort: 'id.desc', statusIds: '2,5', view: '7', from: '2026-10-01', to: '2026-10-31' }, DEFAULT_DAYS)).toEqual({
      size: '50',
      sort: 'id.desc',
      statusIds: '2,5',
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('leaves out the default days, so the view opens with the last 15 days of its day', () => {
    expect(viewSearchOf({ page: '1', size: '10', from: DEFAULT_DAYS[0], to: DEFAULT_DAYS[1] }, DEFAULT_DAYS)).toEqual({ size: '10' });
    // One end changed: both days are kept.
    expect(viewSearchOf({ size: '10', from: '2026-11-04', to: DEFAULT_DAYS[1] }, DEFAULT_DAYS)).toEqual({ size: '10', from: '2026-11-04', to: DEFAULT_DAYS[1] });
  });
});

describe('admitView', () => {
  it('opens a view the user may use as it is, saying nothing was left out', () => {
    const search = { companyIds: '1,3', merchantIds: '101', from: '2026-08-01', to: '2026-11-18', size: '25' };
    expect(admitView(search, ALLOWANCE)).toEqual({ search, dropped: [] });
  });

  it('leaves out merchants the user does not have, and says so', () => {
    expect(admitView({ companyIds: '2,3', merchantIds: '102', size: '25' }, ALLOWANCE)).toEqual({ search: { companyIds: '3', size: '25' }, dropped: ['merchants'] });
  });

  it('moves days inside the limit and no later than today, and says so', () => {
    expect(admitView({ from: '2026-03-01', to: '2026-12-31' }, ALLOWANCE)).toEqual({ search: { from: '2026-07-21', to: '2026-11-18' }, dropped: ['days'] });
    expect(admitView({ from: '2026-03-01' }, { ...ALLOWANCE, earliest: null }).dropped).toEqual([]);
  });

  it('never lets through a merchant the user lacks or a day outside the limit, and names every change', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }), fc.option(day, { nil: undefined }), fc.option(day, { nil: undefined }), (ids, from, to) => {
        const search: Record<string, string> = { size: '10', ...(ids.length ? { companyIds: ids.join(',') } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
        const { search: admitted, dropped } = admitView(search, ALLOWANCE);
        const kept = admitted.companyIds?.split(',').map(Number) ?? [];
        expect(kept.every((id) => [1, 3].includes(id))).toBe(true);
        for (const end of [admitted.from, admitted.to]) if (end) expect(end >= ALLOWANCE.earliest! && end <= ALLOWANCE.today).toBe(true);
        // Something changed exactly when the alert says so.
        expect(dropped.includes('merchants')).toBe(kept.length !== ids.length);
        expect(dropped.includes('days')).toBe(admitted.from !== search.from || admitted.to !== search.to);
        expect(admitted.size).toBe('10');
      }),
    );
  });
});
