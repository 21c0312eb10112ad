import { recoveryCodeHash } from '../../access/recoveryCodes.ts';
import { encodeBase64 } from '../base64.ts';

/** Access and reference area: countries, companies, users, sessions and reset tokens. */

interface DemoCountry {
  id: number;
  code: string;
  name: string;
  key: string;
  currencies_available: string[];
  internal_bank: { bank_id: number };
  balance_types: { document_id: boolean; account_id: boolean };
}

export interface DemoCompany {
  pk: number;
  name: string;
  country_id: number;
  url_template_upload: string | null;
}

export interface DemoUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  type_of_user__id: number;
  password: string;
  profile_names: string[];
  company_ids: number[];
  mids: number[];
  env_payments: string[];
  date_joined: string;
}

interface PasswordResetToken {
  token: string;
  email: string;
  /** The fixed demo token can be used again and again; issued tokens are single-use. */
  reusable: boolean;
  used: boolean;
  issued_at: string;
}

/** A message the demo API would have e-mailed (the password reset links). */
interface SentEmail {
  to: string;
  link: string;
  sent_at: string;
}

interface DemoSession {
  userId: number;
  /** Real time (ms), not the demo clock: moving the demo clock ahead must not sign tests out. */
  createdAt: number;
  lastUsedAt: number;
}

export interface LoginFailures {
  count: number;
  /** Real time (ms) until which the account refuses every sign-in; 0 when not locked. */
  lockedUntil: number;
  lastAt: number;
}

/** A user's second factor (issue 26; demo-api/access/secondFactor.ts decides). */
export interface SecondFactor {
  /** Base32 secret of the factor that is on; null while it is off. */
  secret: string | null;
  /** A set-up secret waiting for its first code; null when none. */
  pendingSecret: string | null;
  /** The last 30-second step whose code was accepted: that code and older ones are refused (RFC 6238 §5.2). */
  lastStep: number;
  /** SHA-256 (hex) of each unused recovery code, normalised; the codes themselves are never kept. */
  recoveryHashes: string[];
}

/** The first step of a sign-in with a second factor, waiting for a code. */
interface SecondFactorChallenge {
  userId: number;
  /** Real time (ms), like sessions. */
  expiresAt: number;
}

export interface AccessData {
  countries: DemoCountry[];
  companies: DemoCompany[];
  users: DemoUser[];
  /** Session token -> its user and times (http/sessions.ts decides when it ends). */
  sessions: Map<string, DemoSession>;
  /** Wrong passwords per username, lower-cased (http/loginThrottle.ts). */
  loginFailures: Map<string, LoginFailures>;
  /** Password reset token -> its owner and state. */
  resetTokens: Map<string, PasswordResetToken>;
  outbox: SentEmail[];
  /** User id -> second factor; users who never set one up have no entry. */
  secondFactors: Map<number, SecondFactor>;
  /** Sign-in challenge (opaque token) -> its user and end (access/secondFactor.ts). */
  secondFactorChallenges: Map<string, SecondFactorChallenge>;
}

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_EMAIL_DOMAIN = 'demo.example';

/** A reset link that always works for carga: /account/reset_password?token=…&b64e=… */
export const DEMO_RESET_TOKEN = 'demo-reset-token';
const DEMO_RESET_EMAIL = `carga@${DEMO_EMAIL_DOMAIN}`;
export const DEMO_RESET_B64E = encodeBase64(DEMO_RESET_EMAIL);

export const resetPasswordLink = (token: string, email: string): string =>
  `/account/reset_password?token=${encodeURIComponent(token)}&b64e=${encodeURIComponent(encodeBase64(email))}`;

/** verificada's authenticator secret (base32): add it to an app, or make codes with otpauth in tests. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** verificada's ten recovery codes, each usable once until the next reset. */
export const DEMO_RECOVERY_CODES: readonly string[] = [
  'a7k2-m9xq',
  'b3np-4tzw',
  'c8rf-6hye',
  'd5vs-2kjm',
  'e9gx-7pqt',
  'f4hz-3wnb',
  'g6md-8rsu',
  'h2tq-5vkc',
  'j7ye-9fxa',
  'k3wb-6dzn',
];
const DEMO_RECOVERY_HASHES = DEMO_RECOVERY_CODES.map(recoveryCodeHash);
const VERIFIED_USER_ID = 11;

/** A factor that is on, with DEMO_TOTP_SECRET and DEMO_RECOVERY_CODES: verificada's from the seed, anyone's through POST /__demo/second-factor. */
export const demoSecondFactor = (): SecondFactor => ({ secret: DEMO_TOTP_SECRET, pendingSecret: null, lastStep: -1, recoveryHashes: [...DEMO_RECOVERY_HASHES] });

const COUNTRIES: readonly DemoCountry[] = [
  {
    id: 1,
    code: 'CL',
    name: 'chile',
    key: 'cl',
    currencies_available: ['CLP', 'USD'],
    internal_bank: { bank_id: 12 },
    balance_types: { document_id: true, account_id: true },
  },
  {
    id: 2,
    code: 'PE',
    name: 'peru',
    key: 'pe',
    currencies_available: ['PEN', 'USD'],
    internal_bank: { bank_id: 2 },
    balance_types: { document_id: true, account_id: false },
  },
  {
    id: 3,
    code: 'MX',
    name: 'mexico',
    key: 'mx',
    currencies_available: ['MXN', 'USD'],
    internal_bank: { bank_id: 72 },
    balance_types: { document_id: false, account_id: true },
  },
];

const COMPANIES: readonly DemoCompany[] = [
  { pk: 1, name: 'Comercial Andes SpA', country_id: 1, url_template_upload: '/api/v1/payroll_templates/company/1.xlsx' },
  { pk: 2, name: 'Minera Pacífico Ltda', country_id: 1, url_template_upload: null },
  { pk: 3, name: 'Inversiones Lima SAC', country_id: 2, url_template_upload: null },
  { pk: 4, name: 'Retail Austral SpA', country_id: 1, url_template_upload: null },
  { pk: 5, name: 'Agroexport Perú SAC', country_id: 2, url_template_upload: null },
  { pk: 6, name: 'Servicios Aztecas SA de CV', country_id: 3, url_template_upload: null },
  { pk: 7, name: 'Logística del Sur SpA', country_id: 1, url_template_upload: null },
  { pk: 8, name: 'Textiles Cusco SAC', country_id: 2, url_template_upload: null },
];

type UserRow = Omit<DemoUser, 'email' | 'password' | 'date_joined'> & { joinedDaysAgo: number };

const USERS: readonly UserRow[] = [
  { id: 1, username: 'carga', first_name: 'Camila', last_name: 'Rojas', type_of_user__id: 3, profile_names: ['CARGA'], company_ids: [1], mids: [101], env_payments: ['test'], joinedDaysAgo: 400 },
  { id: 2, username: 'aprobador1', first_name: 'Javier', last_name: 'Muñoz', type_of_user__id: 1, profile_names: ['APROBADOR_1'], company_ids: [1], mids: [101], env_payments: ['test'], joinedDaysAgo: 380 },
  { id: 3, username: 'aprobador2', first_name: 'Valentina', last_name: 'Soto', type_of_user__id: 2, profile_names: ['APROBADOR_2'], company_ids: [1], mids: [101], env_payments: ['prod'], joinedDaysAgo: 360 },
  { id: 4, username: 'manager', first_name: 'Diego', last_name: 'Fernández', type_of_user__id: 4, profile_names: ['MANAGER'], company_ids: [1, 3], mids: [101, 103], env_payments: ['prod', 'test'], joinedDaysAgo: 500 },
  { id: 5, username: 'admin', first_name: 'Lucía', last_name: 'Ramírez', type_of_user__id: 5, profile_names: ['ADMIN', 'BALANCE_MANAGEMENT'], company_ids: [1, 3], mids: [101, 102, 103, 104], env_payments: ['prod', 'test'], joinedDaysAgo: 600 },
  { id: 6, username: 'alpsadmin', first_name: 'Andrés', last_name: 'Quispe', type_of_user__id: 6, profile_names: ['ALPSADMIN'], company_ids: [1, 2, 3, 4, 5, 6, 7, 8], mids: [101, 105], env_payments: ['test'], joinedDaysAgo: 700 },
  { id: 7, username: 'incomplete', first_name: 'Sofía', last_name: 'Herrera', type_of_user__id: 3, profile_names: ['CARGA'], company_ids: [], mids: [], env_payments: ['test'], joinedDaysAgo: 10 },
  // Uploader of company 3, which has no approvers: a valid upload there is approved at once (payouts).
  { id: 8, username: 'cargalima', first_name: 'María', last_name: 'Huamán', type_of_user__id: 3, profile_names: ['CARGA'], company_ids: [3], mids: [103], env_payments: ['test'], joinedDaysAgo: 200 },
  // Uploads and signs level 1 in company 1 (issue 24): four-eyes keeps her from signing her own uploads.
  { id: 9, username: 'cargaaprobador', first_name: 'Martina', last_name: 'Lagos', type_of_user__id: 1, profile_names: ['CARGA', 'APROBADOR_1'], company_ids: [1], mids: [101], env_payments: ['test'], joinedDaysAgo: 90 },
  // Company 3's only approver 1 (issue 24), seeded disabled: its payroll above the policy's amounts is blocked until an admin enables her.
  { id: 10, username: 'aprobadorlima', first_name: 'Rosa', last_name: 'Salazar', type_of_user__id: 1, profile_names: ['APROBADOR_1'], company_ids: [3], mids: [103], env_payments: ['test'], joinedDaysAgo: 150 },
  // Signs in with a second factor (issue 26): DEMO_TOTP_SECRET or one of DEMO_RECOVERY_CODES. Company 2 has no other demo user.
  { id: VERIFIED_USER_ID, username: 'verificada', first_name: 'Elena', last_name: 'Vargas', type_of_user__id: 4, profile_names: ['MANAGER'], company_ids: [2], mids: [102], env_payments: ['test'], joinedDaysAgo: 120 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fresh, deterministic access data, dated relative to `now`. */
export function seedAccess(now: Date): AccessData {
  const users: DemoUser[] = USERS.map(({ joinedDaysAgo, ...row }) => ({
    ...row,
    profile_names: [...row.profile_names],
    company_ids: [...row.company_ids],
    mids: [...row.mids],
    env_payments: [...row.env_payments],
    email: `${row.username}@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
    date_joined: new Date(now.getTime() - joinedDaysAgo * DAY_MS).toISOString(),
  }));
  const resetTokens = new Map<string, PasswordResetToken>([
    [
      DEMO_RESET_TOKEN,
      { token: DEMO_RESET_TOKEN, email: DEMO_RESET_EMAIL, reusable: true, used: false, issued_at: now.toISOString() },
    ],
  ]);
  return {
    countries: COUNTRIES.map((c) => structuredClone(c)),
    companies: COMPANIES.map((c) => ({ ...c })),
    users,
    sessions: new Map(),
    loginFailures: new Map(),
    resetTokens,
    outbox: [],
    secondFactors: new Map([[VERIFIED_USER_ID, demoSecondFactor()]]),
    secondFactorChallenges: new Map(),
  };
}
