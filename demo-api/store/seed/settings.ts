import { PAYMENT_MERCHANTS } from '../../payments/reference.ts';
import { createRandom, hashSeed, type Random } from '../random.ts';
import type { DemoUser } from './access.ts';

/**
 * Merchant settings and users: each payments merchant's general data, API credentials per
 * environment and notification URLs; the users merchant admins manage (the sign-in users but
 * provider staff, plus 40 more); key pairs generated and not yet kept.
 */

export type PaymentsEnv = 'prod' | 'test';
export const PAYMENTS_ENVS: readonly PaymentsEnv[] = ['prod', 'test'];

export interface KeyPair {
  public_key: string;
  secure_key: string;
}

export interface DemoMerchant {
  readonly id: number;
  readonly bussines_name: string;
  readonly legal_name: string;
  readonly legal_number: string;
  readonly contact_name: string;
  readonly url_webpage: string;
  readonly country: string;
  readonly currency: string;
  readonly company_id: number;
  credentials: Record<PaymentsEnv, KeyPair>;
  notification_urls: { url_notification: string; reject_notification_url: string };
}

/** The profile codes the user calls send and answer (docs/decisions.md). */
export const PROFILE_CODES = ['admin', 'manager', 'carga', 'aprobador_1', 'aprobador_2', 'customer_service'] as const;
export type ProfileCode = (typeof PROFILE_CODES)[number];

export interface ManagedUser {
  readonly id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  profile: ProfileCode;
  is_active: boolean;
  readonly company_ids: number[];
}

/** A pair handed out by generate, waiting for Keep; only its owner may keep it. */
interface GeneratedPair extends KeyPair {
  readonly user_id: number;
  readonly merchant_id: number;
  readonly env: PaymentsEnv;
}

export interface SettingsData {
  merchants: DemoMerchant[];
  users: ManagedUser[];
  generated: GeneratedPair[];
}

const COUNTRY = {
  CL: { name: 'Chile', currency: 'CLP', tax: (r: Random) => `${r.int(76, 78)}.${r.int(100, 999)}.${r.int(100, 999)}-${r.int(0, 9)}` },
  PE: { name: 'Perú', currency: 'PEN', tax: (r: Random) => `20${r.int(100000000, 999999999)}` },
  MX: { name: 'México', currency: 'MXN', tax: (r: Random) => `SAZ${r.int(100000, 999999)}${r.hex(3).toUpperCase()}` },
} as const;

const CONTACTS = ['Carolina Vega', 'Rodrigo Paredes', 'Ana María Torres', 'Felipe Castro', 'Gabriela Núñez', 'Martín Salas', 'Paula Ríos', 'Tomás Aguirre', 'Daniela Flores', 'Ignacio Lagos'];

/** Seeded keys look like the provider's: a prefix by kind and environment and 32 or 40 hex characters. */
export const keyPair = (random: () => string, env: PaymentsEnv): KeyPair => ({
  public_key: `pk_${env === 'prod' ? 'live' : 'test'}_${random().slice(0, 32)}`,
  secure_key: `sk_${env === 'prod' ? 'live' : 'test'}_${random()}`,
});

function seedMerchants(): DemoMerchant[] {
  return PAYMENT_MERCHANTS.map((merchant, index) => {
    const random = createRandom(hashSeed(`merchant:${merchant.id}`));
    const country = COUNTRY[merchant.country];
    const slug = new URL(merchant.notification_url).hostname.replace(/\.example$/, '');
    return {
      id: merchant.id,
      bussines_name: merchant.bussines_name,
      legal_name: `${merchant.bussines_name} ${merchant.country === 'MX' ? 'SA de CV' : merchant.country === 'PE' ? 'SAC' : 'SpA'}`,
      legal_number: country.tax(random),
      contact_name: CONTACTS[index % CONTACTS.length]!,
      url_webpage: `https://www.${slug}.example`,
      country: country.name,
      currency: country.currency,
      company_id: merchant.company_id,
      credentials: {
        prod: keyPair(() => random.hex(40), 'prod'),
        test: keyPair(() => random.hex(40), 'test'),
      },
      notification_urls: {
        url_notification: merchant.notification_url,
        reject_notification_url: merchant.reject_notification_url,
      },
    };
  });
}

const FIRST = ['Isidora', 'Benjamín', 'Florencia', 'Matías', 'Antonia', 'Vicente', 'Catalina', 'Joaquín', 'Martina', 'Agustín', 'Renata', 'Santiago', 'Emilia', 'Cristóbal', 'Josefa', 'Nicolás', 'Trinidad', 'Sebastián', 'Amanda', 'Lucas'];
const LAST = ['González', 'Silva', 'Contreras', 'Pérez', 'Morales', 'Vargas', 'Espinoza', 'Campos', 'Reyes', 'Gutiérrez', 'Castillo', 'Mendoza', 'Chávez', 'Ramos', 'Cárdenas', 'Palacios', 'Álvarez', 'Navarro'];

/** The profile code of a sign-in user's profiles (the first role it holds). */
function profileCodeOf(profileNames: readonly string[]): ProfileCode {
  for (const code of PROFILE_CODES) if (profileNames.includes(code.toUpperCase())) return code;
  return 'customer_service';
}

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

/** Sign-in users seeded disabled: company 3's approver 1, so its big payroll is blocked (issue 24). */
export const SEEDED_DISABLED: ReadonlySet<string> = new Set(['aprobadorlima']);

/** 40 extra users: 34 in admin's companies (1 and 3), 6 elsewhere; every fifth inactive. */
function seedUsers(signIn: readonly DemoUser[]): ManagedUser[] {
  const random = createRandom(hashSeed('managed-users'));
  const staff = signIn
    .filter((user) => !user.profile_names.includes('ALPSADMIN'))
    .map((user) => ({
      id: user.id,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      profile: profileCodeOf(user.profile_names),
      is_active: !SEEDED_DISABLED.has(user.username),
      company_ids: [...user.company_ids],
    }));
  const profiles: ProfileCode[] = ['carga', 'carga', 'aprobador_1', 'aprobador_2', 'manager', 'customer_service', 'carga', 'admin'];
  const others: ManagedUser[] = [];
  for (let index = 0; index < 40; index += 1) {
    const first = FIRST[index % FIRST.length]!;
    const last = random.pick(LAST);
    const username = `${ascii(first)}.${ascii(last)}${index}`;
    const company = index < 34 ? (index % 3 === 2 ? 3 : 1) : random.pick([2, 4, 5, 6, 7, 8]);
    others.push({
      id: 1000 + index,
      username,
      first_name: first,
      last_name: last,
      email: `${username}@merchant.example`,
      profile: profiles[index % profiles.length]!,
      is_active: index % 5 !== 4,
      company_ids: [company],
    });
  }
  return [...staff, ...others];
}

export function seedSettings(signIn: readonly DemoUser[]): SettingsData {
  return { merchants: seedMerchants(), users: seedUsers(signIn), generated: [] };
}
