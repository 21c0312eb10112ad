export type Profile =
  | 'ALL'
  | 'CARGA'
  | 'APROBADOR_1'
  | 'APROBADOR_2'
  | 'MANAGER'
  | 'ALPSADMIN'
  | 'ADMIN';

/** Spec 01 section 2: uploader, both approvers, manager, provider admin, admin. */
export const SIX_ROLES: readonly Profile[] = ['CARGA', 'APROBADOR_1', 'APROBADOR_2', 'MANAGER', 'ALPSADMIN', 'ADMIN'];
