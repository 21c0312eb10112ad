import type { SessionUser } from '@machines/access/sessionUser';
import type { PayrollActor } from '@machines/payouts/payrollLifecycle';

/**
 * The signed-in user as the payroll rules read them. The id lets four-eyes hide what the
 * server would refuse (one's own upload, a second level); a session without one leaves that
 * judgement to the server.
 */
export const payrollActorOf = (session: SessionUser): PayrollActor => ({
  profiles: session.profile_names,
  typeId: session.user.type_of_user__id,
  ...(session.user.id === undefined ? {} : { userId: session.user.id }),
});
