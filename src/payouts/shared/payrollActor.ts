import type { SessionUser } from '@machines/access/sessionUser';
import type { PayrollActor } from '@machines/payouts/payrollLifecycle';

/** The levels the server says the signed-in user may sign in this payroll's company for someone else. */
interface ActingFor {
  readonly acting_for?: readonly { readonly level: number; readonly user_id: number }[];
}

/**
 * The signed-in user as the payroll rules read them, for one payroll. The id lets four-eyes
 * hide what the server would refuse (one's own upload, a second level); a session without one
 * leaves that judgement to the server. The payroll's `acting_for` (issue 24, "Delegated") are
 * the delegations the user holds in its company: with them a delegate is offered Approval.
 */
export const payrollActorOf = (session: SessionUser, payroll?: ActingFor): PayrollActor => ({
  profiles: session.profile_names,
  typeId: session.user.type_of_user__id,
  ...(session.user.id === undefined ? {} : { userId: session.user.id }),
  ...(payroll?.acting_for?.length ? { delegations: payroll.acting_for.map((d) => ({ level: d.level, forUserId: d.user_id })) } : {}),
});
