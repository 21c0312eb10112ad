/** The settings, keys, users and profile pages (src/app/onDemand.ts, "areas"). */
export const PAGES = {
  CredentialsPage: () => import('../../settings/credentials/CredentialsPage'),
  MerchantInfoPage: () => import('../../settings/merchantInfo/MerchantInfoPage'),
  TestKeysPage: () => import('../../settings/developers/TestKeysPage'),
  ProdKeysPage: () => import('../../settings/developers/ProdKeysPage'),
  DocumentationPage: () => import('../../settings/developers/DocumentationPage'),
  PhpSdkPage: () => import('../../settings/developers/PhpSdkPage'),
  UsersPage: () => import('../../settings/users/UsersPage'),
  ProfilePage: () => import('../../settings/profile/ProfilePage'),
  ChangePasswordPage: () => import('../../settings/profile/ChangePasswordPage'),
};
