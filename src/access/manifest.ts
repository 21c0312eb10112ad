import type { AreaManifest } from '../session/pageEntry';

/**
 * The public pages besides /login (src/session/pageEntry.ts). /login itself is not lazy: it is
 * the entry chunk's page (src/app/router.tsx).
 */
export const MANIFEST: AreaManifest = [
  { path: '/account/recover_password', layout: 'public', page: 'recoverPassword/RecoverPasswordPage', namespaces: ['recoverPassword'] },
  {
    path: '/account/reset_password',
    layout: 'public',
    search: ['token', 'b64e'],
    page: 'resetPassword/ResetPasswordPage',
    namespaces: ['resetPassword'],
  },
  { path: '/register', layout: 'public', page: 'register/RegisterPage', namespaces: ['register'] },
  { path: '/logout', layout: 'public', page: 'logout/LogoutPage', namespaces: [] },
];
