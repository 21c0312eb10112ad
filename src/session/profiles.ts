export const PROFILES = ['ALL', 'CARGA', 'APROBADOR_1', 'APROBADOR_2', 'MANAGER', 'ALPSADMIN', 'ADMIN'] as const;
export type Profile = (typeof PROFILES)[number];

/** Spec 01 section 2: uploader, both approvers, manager, provider admin, admin. */
export const SIX_ROLES: readonly Profile[] = ['CARGA', 'APROBADOR_1', 'APROBADOR_2', 'MANAGER', 'ALPSADMIN', 'ADMIN'];
