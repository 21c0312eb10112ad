import { http, HttpResponse } from 'msw';
import { isNotificationUrl } from '../../machines/settings/notificationUrl.ts';
import { requireUser } from '../http/auth.ts';
import { readBody, textField } from '../http/body.ts';
import { sayFor } from '../http/messages/index.ts';
import { visibleMerchantIds } from '../payments/select.ts';
import { isTooLong, SETTINGS_LIMITS } from '../settings/limits.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import { keyPair, PAYMENTS_ENVS, type DemoMerchant, type PaymentsEnv } from '../store/seed/settings.ts';

/**
 * Merchant settings: merchant info and its notification URLs, API credentials (get, generate,
 * keep) and the developer test keys. The server enforces what the UI hides: merchant info is
 * for ALPSADMIN and ADMIN, Generate and Keep for ADMIN and MANAGER, and nobody reaches a
 * merchant outside their session (mids; provider staff see every merchant).
 */

type Handler = (context: { request: Request; user: DemoUser; url: URL }) => Response | Promise<Response>;

const signedIn =
  (run: Handler) =>
  ({ request }: { request: Request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return run({ request, user, url: new URL(request.url) });
  };

const hasAny = (user: DemoUser, profiles: readonly string[]) => profiles.some((p) => user.profile_names.includes(p));

export const forbidden = (request: Request) => HttpResponse.json({ detail: sayFor(request, 'notPermitted') }, { status: 403 });
const notFound = (request: Request) => HttpResponse.json({ detail: sayFor(request, 'notFound') }, { status: 404 });
const fieldErrors = (errors: Record<string, string>) =>
  HttpResponse.json(Object.fromEntries(Object.entries(errors).map(([name, text]) => [name, [text]])), { status: 400 });

const onlyFor =
  (profiles: readonly string[], run: Handler): Handler =>
  (context) =>
    hasAny(context.user, profiles) ? run(context) : forbidden(context.request);

const MERCHANT_INFO_PROFILES = ['ALPSADMIN', 'ADMIN'] as const;
const KEY_PROFILES = ['ADMIN', 'MANAGER'] as const;

/** A merchant the user may see, by the id a query or form names; null when not theirs or unknown. */
function visibleMerchant(user: DemoUser, id: string): DemoMerchant | null {
  if (!/^\d+$/.test(id)) return null;
  const merchantId = Number(id);
  if (!visibleMerchantIds(user).includes(merchantId)) return null;
  return db.settings.merchants.find((merchant) => merchant.id === merchantId) ?? null;
}

const merchantJson = (merchant: DemoMerchant) => ({
  id: merchant.id,
  bussines_name: merchant.bussines_name,
  legal_name: merchant.legal_name,
  legal_number: merchant.legal_number,
  contact_name: merchant.contact_name,
  url_webpage: merchant.url_webpage,
  country: merchant.country,
  currency: merchant.currency,
  // Merchant info shows the production pair (docs/decisions.md).
  credentials: { ...merchant.credentials.prod, id_merchant: merchant.id },
  notification_urls: { ...merchant.notification_urls },
});

const envOf = (text: string): PaymentsEnv | null => (PAYMENTS_ENVS.includes(text as PaymentsEnv) ? (text as PaymentsEnv) : null);

/** Validates merchant_id and env of a credentials call; the user must hold the environment. */
function merchantAndEnv(request: Request, user: DemoUser, merchantId: string, envText: string): { merchant: DemoMerchant; env: PaymentsEnv } | Response {
  const missing: Record<string, string> = {};
  if (merchantId === '') missing.merchant_id = sayFor(request, 'fieldRequired');
  if (envText === '') missing.env = sayFor(request, 'fieldRequired');
  if (Object.keys(missing).length > 0) return fieldErrors(missing);
  const env = envOf(envText);
  if (!env) return fieldErrors({ env: sayFor(request, 'notAChoice', { value: envText }) });
  if (!user.env_payments.includes(env)) return fieldErrors({ env: sayFor(request, 'invalidEnv') });
  const merchant = visibleMerchant(user, merchantId);
  return merchant ? { merchant, env } : notFound(request);
}

/** Freshly generated keys: random every time (never part of a seed). */
const randomHex = () => Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export const settingsHandlers = [
  http.get(
    '*/v1/payments/merchant/view/',
    signedIn(
      onlyFor(MERCHANT_INFO_PROFILES, ({ user, url }) => {
        const only = url.searchParams.get('merchant_id');
        const ids = visibleMerchantIds(user);
        const merchants = db.settings.merchants.filter((m) => ids.includes(m.id) && (only === null || String(m.id) === only));
        return HttpResponse.json(merchants.map(merchantJson));
      }),
    ),
  ),

  http.post(
    '*/v1/payments/merchant/update/notification_url/',
    signedIn(
      onlyFor(MERCHANT_INFO_PROFILES, async ({ request, user }) => {
        const body = await readBody(request);
        if (body instanceof Response) return body;
        const fields = {
          merchant_id: textField(body, 'merchant_id'),
          notification_url: textField(body, 'notification_url'),
          reject_notification_url: textField(body, 'reject_notification_url'),
        };
        const errors: Record<string, string> = {};
        if (fields.merchant_id === '') errors.merchant_id = sayFor(request, 'fieldRequired');
        for (const name of ['notification_url', 'reject_notification_url'] as const) {
          const value = fields[name];
          if (value === '') errors[name] = sayFor(request, 'fieldRequired');
          else if (isTooLong(name, value)) errors[name] = sayFor(request, 'tooLong', { max: String(SETTINGS_LIMITS.text[name]) });
          else if (!isNotificationUrl(value)) errors[name] = sayFor(request, 'invalidUrl');
        }
        if (Object.keys(errors).length > 0) return fieldErrors(errors);
        const merchant = visibleMerchant(user, fields.merchant_id);
        if (!merchant) return notFound(request);
        merchant.notification_urls = {
          url_notification: fields.notification_url,
          reject_notification_url: fields.reject_notification_url,
        };
        return HttpResponse.json({ detail: sayFor(request, 'notificationUpdated'), notification_urls: { ...merchant.notification_urls } });
      }),
    ),
  ),

  http.get(
    '*/v1/payments/credentials/get/',
    signedIn(({ request, user, url }) => {
      const merchantId = url.searchParams.get('merchant_id') ?? '';
      const merchant = visibleMerchant(user, merchantId);
      if (merchantId === '') return fieldErrors({ merchant_id: sayFor(request, 'fieldRequired') });
      if (!merchant) return notFound(request);
      const asked = envOf(url.searchParams.get('env') ?? '');
      const listed = (env: PaymentsEnv) => (user.env_payments.includes(env) && (asked === null || asked === env) ? [{ ...merchant.credentials[env] }] : []);
      return HttpResponse.json({ data: { prod: listed('prod'), test: listed('test') } });
    }),
  ),

  http.get(
    '*/v1/payments/credentials/generate/',
    signedIn(
      onlyFor(KEY_PROFILES, ({ request, user, url }) => {
        const target = merchantAndEnv(request, user, url.searchParams.get('merchant_id') ?? '', url.searchParams.get('env') ?? '');
        if (target instanceof Response) return target;
        const pair = keyPair(randomHex, target.env);
        const settings = db.settings;
        // One pending pair per user, merchant and environment: generating again replaces it.
        settings.generated = settings.generated.filter((g) => !(g.user_id === user.id && g.merchant_id === target.merchant.id && g.env === target.env));
        settings.generated.push({ ...pair, user_id: user.id, merchant_id: target.merchant.id, env: target.env });
        return HttpResponse.json({ API_KEY: pair.public_key, SECURE_KEY: pair.secure_key, detail: sayFor(request, 'generated') });
      }),
    ),
  ),

  http.post(
    '*/v1/payments/credentials/create/',
    signedIn(
      onlyFor(KEY_PROFILES, async ({ request, user }) => {
        const body = await readBody(request);
        if (body instanceof Response) return body;
        const apiKey = textField(body, 'api_key');
        const secureKey = textField(body, 'secure_key');
        const missing: Record<string, string> = {};
        if (apiKey === '') missing.api_key = sayFor(request, 'fieldRequired');
        if (secureKey === '') missing.secure_key = sayFor(request, 'fieldRequired');
        const target = merchantAndEnv(request, user, textField(body, 'merchant_id'), textField(body, 'env'));
        if (Object.keys(missing).length > 0) return fieldErrors(missing);
        if (target instanceof Response) return target;
        const settings = db.settings;
        const pending = settings.generated.find(
          (g) => g.user_id === user.id && g.merchant_id === target.merchant.id && g.env === target.env && g.public_key === apiKey && g.secure_key === secureKey,
        );
        if (!pending) return HttpResponse.json({ detail: sayFor(request, 'unknownPair') }, { status: 400 });
        settings.generated = settings.generated.filter((g) => g !== pending);
        target.merchant.credentials[target.env] = { public_key: apiKey, secure_key: secureKey };
        return HttpResponse.json({ detail: sayFor(request, 'saved') }, { status: 201 });
      }),
    ),
  ),

  http.get(
    '*/v1/payments_merchants/',
    signedIn(({ user, url }) => {
      const visible = visibleMerchantIds(user);
      const asked = (url.searchParams.get('mids') ?? '').split(',').filter((id) => /^\d+$/.test(id)).map(Number);
      const ids = asked.length > 0 ? asked.filter((id) => visible.includes(id)) : visible;
      const merchants = db.settings.merchants.filter((m) => ids.includes(m.id));
      return HttpResponse.json(merchants.map((m) => ({ id_merchant: m.id, ...m.credentials.test })));
    }),
  ),
];
