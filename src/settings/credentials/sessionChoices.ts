import type { SessionUser } from '@machines/access/sessionUser';
import type { PaymentsEnv } from '../../api/schemas/settings';

/** Spec 02 section 6: the environments of env_payments, production first (the default with both). */
export const environmentsOf = (session: SessionUser): PaymentsEnv[] =>
  (['prod', 'test'] as const).filter((env) => session.env_payments.includes(env));

/** Generate and Keep: ADMIN and MANAGER (spec 02 section 6). */
export const canManageKeys = (session: SessionUser): boolean =>
  session.profile_names.includes('ADMIN') || session.profile_names.includes('MANAGER');
