import type { SessionUser } from '@machines/access/sessionUser';
import { listPayrolls } from '../../api/calls/payouts';
import type { Payroll } from '../../api/schemas/payouts';
import type { DashboardQuery } from '../../api/calls/dashboards';

/** Payrolls read for the summary: the payout list's largest page. */
const RESUME_PAYROLLS = 1000;
/** Status 4: under approval (spec 01 section 4). */
const UNDER_APPROVAL = 4;

export interface Resume {
  /** Payrolls under approval whose current approver is this user (type id = actual_approver_id). */
  readonly waiting: readonly Payroll[];
  /** Payrolls this user uploaded in the period, counted by status id. */
  readonly uploadedByStatus: ReadonlyArray<readonly [statusId: number, count: number]>;
  readonly uploaded: number;
}

/** The user's own view of the period's payrolls. */
export function resumeOf(payrolls: readonly Payroll[], user: Pick<SessionUser, 'user'>): Resume {
  const typeId = user.user.type_of_user__id;
  const name = `${user.user.first_name} ${user.user.last_name}`.trim();
  const waiting = payrolls.filter((payroll) => payroll.status_id === UNDER_APPROVAL && payroll.actual_approver_id === typeId);
  const mine = payrolls.filter((payroll) => payroll.uploadedby_name === name);
  const counts = new Map<number, number>();
  for (const payroll of mine) counts.set(payroll.status_id, (counts.get(payroll.status_id) ?? 0) + 1);
  return { waiting, uploadedByStatus: [...counts].sort(([a], [b]) => a - b), uploaded: mine.length };
}

/** GET /v1/payrolls/ for the period (the last 15 days), newest first. */
export const loadResume = (user: Pick<SessionUser, 'user'>) => (query: DashboardQuery, signal: AbortSignal) =>
  listPayrolls({ page: 1, itemsPerPage: RESUME_PAYROLLS, from: query.from, to: query.to }, signal).then((page) => resumeOf(page.items, user));
