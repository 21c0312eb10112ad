import type { AreaManifest } from '../session/pageEntry';

/** The settings, keys, users and profile pages (src/session/pageEntry.ts). */
export const MANIFEST: AreaManifest = [
  {
    path: '/users',
    roles: ['ADMIN'],
    layout: 'shell',
    title: 'users',
    menu: { group: 'settings', rank: 1 },
    page: 'users/UsersPage',
    namespaces: ['users', 'lists'],
  },
  {
    path: '/payments/merchant/info',
    roles: ['ALPSADMIN', 'ADMIN'],
    layout: 'shell',
    title: 'merchantInfo',
    menu: { group: 'payments', rank: 2 },
    page: 'merchantInfo/MerchantInfoPage',
    namespaces: ['merchantInfo', 'keys', 'lists'],
  },
  {
    path: '/payments/credentials',
    roles: ['ALL'],
    layout: 'shell',
    title: 'credentials',
    page: 'credentials/CredentialsPage',
    namespaces: ['credentials', 'keys'],
  },
  { path: '/developers/test_keys', roles: ['ALL'], layout: 'shell', title: 'testKeys', page: 'developers/TestKeysPage', namespaces: ['developers', 'keys'] },
  { path: '/developers/prod_keys', roles: ['ALL'], layout: 'shell', title: 'prodKeys', page: 'developers/ProdKeysPage', namespaces: ['developers', 'keys'] },
  {
    path: '/developers/documentacion',
    roles: ['ALL'],
    layout: 'shell',
    title: 'documentation',
    page: 'developers/DocumentationPage',
    namespaces: ['developers'],
  },
  { path: '/payout', roles: ['ALL'], layout: 'shell', title: 'phpSdk', page: 'developers/PhpSdkPage', namespaces: ['developers'] },
  { path: '/profile', roles: ['ALL'], layout: 'shell', title: 'profile', page: 'profile/ProfilePage', namespaces: ['profile', 'passwordChange', 'secondFactorEnrol', 'approvalDelegation', 'filters'] },
  {
    path: '/change_password',
    roles: ['ALL'],
    layout: 'shell',
    title: 'changePassword',
    page: 'profile/ChangePasswordPage',
    namespaces: ['passwordChange'],
  },
];
