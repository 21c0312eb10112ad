/** The public pages besides /login, loaded on demand (src/app/onDemand.ts, "areas"). */
export const PAGES = {
  RecoverPasswordPage: () => import('../../access/recoverPassword/RecoverPasswordPage'),
  ResetPasswordPage: () => import('../../access/resetPassword/ResetPasswordPage'),
  RegisterPage: () => import('../../access/register/RegisterPage'),
  LogoutPage: () => import('../../access/logout/LogoutPage'),
};
