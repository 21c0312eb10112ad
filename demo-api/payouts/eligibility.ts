import type { DemoUser } from '../store/seed/access.ts';

/**
 * Who may sign a level (issue 24), without the store: the seed asks it before the store exists.
 * The type alone is not enough: an approver whose APROBADOR_<n> profile was removed on /users
 * signs nothing.
 */
export function approverTypeOf(user: Pick<DemoUser, 'type_of_user__id' | 'profile_names'>): number | null {
  const type = user.type_of_user__id;
  return (type === 1 || type === 2) && user.profile_names.includes(`APROBADOR_${type}`) ? type : null;
}

interface Waiting {
  readonly company_id: number;
  readonly actual_approver_id: number | null;
  readonly uploaded_by_id: number | null;
  readonly signed_by_ids: readonly number[];
}

/** Four-eyes keeps the uploader and earlier signers out; a disabled user signs nothing. */
export const mayJoin = (payroll: Waiting, userId: number, isActive: (id: number) => boolean): boolean =>
  userId !== payroll.uploaded_by_id && !payroll.signed_by_ids.includes(userId) && isActive(userId);

/** Whether one of `users` (active, of the payroll's company, of its level, not barred by four-eyes) can sign it. */
export const someApproverCanSign = (payroll: Waiting, users: readonly DemoUser[], isActive: (id: number) => boolean): boolean =>
  users.some(
    (user) => user.company_ids.includes(payroll.company_id) && approverTypeOf(user) === payroll.actual_approver_id && mayJoin(payroll, user.id, isActive),
  );
