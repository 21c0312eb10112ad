import { describe, expect, it } from 'vitest';
import { bulkActionsOf } from '@machines/payouts/payrollRules';

/** The bulk bar's buttons (issue 25): what a user's profiles allow on some payroll at all. */
describe('bulkActionsOf', () => {
  it('offers carga deletion only, an approver approval and rejection, a manager nothing', () => {
    expect(bulkActionsOf({ profiles: ['CARGA'], typeId: 3, userId: 1 })).toEqual({ approve: false, reject: false, delete: true });
    expect(bulkActionsOf({ profiles: ['APROBADOR_1'], typeId: 1, userId: 2 })).toEqual({ approve: true, reject: true, delete: false });
    expect(bulkActionsOf({ profiles: ['APROBADOR_2'], typeId: 2, userId: 3 })).toEqual({ approve: true, reject: true, delete: false });
    // A manager's type (4) is not an approver level: nothing to offer but the export.
    expect(bulkActionsOf({ profiles: ['MANAGER'], typeId: 4, userId: 4 })).toEqual({ approve: false, reject: false, delete: false });
  });

  it('offers approval to a delegate of a level, whatever their own type', () => {
    expect(bulkActionsOf({ profiles: ['MANAGER'], typeId: 4, userId: 4, delegations: [{ level: 2, forUserId: 3 }] }).approve).toBe(true);
  });
});
