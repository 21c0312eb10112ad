import * as v from 'valibot';
import { PaginateSchema } from './paginated.ts';

/**
 * Merchant settings and users (spec 02 sections 3 and 7). Keys, ids and URLs are strict (the
 * screens copy and compare them); texts the screens only show are read as strings. Where the
 * spec is silent the shapes are this team's (docs/decisions.md, "Merchant settings, keys,
 * users and profile").
 */

export type PaymentsEnv = 'prod' | 'test';

const Text = v.string();
const OptionalText = v.optional(v.nullable(v.string()), null);

const KeyPairSchema = v.object({ public_key: v.pipe(v.string(), v.minLength(1)), secure_key: v.pipe(v.string(), v.minLength(1)) });
export type KeyPair = v.InferOutput<typeof KeyPairSchema>;

/** GET v1/payments/credentials/get/: data.prod[] and data.test[]. */
export const CredentialsSchema = v.object({
  data: v.object({ prod: v.optional(v.array(KeyPairSchema), []), test: v.optional(v.array(KeyPairSchema), []) }),
});

/** GET v1/payments/credentials/generate/: a fresh pair, the merchant's only after Keep. */
export const GeneratedKeysSchema = v.pipe(
  v.object({ API_KEY: v.pipe(v.string(), v.minLength(1)), SECURE_KEY: v.pipe(v.string(), v.minLength(1)) }),
  v.transform(({ API_KEY, SECURE_KEY }): KeyPair => ({ public_key: API_KEY, secure_key: SECURE_KEY })),
);

/** Answers whose body the screens do not read beyond success (they show their own texts). */
export const AcknowledgedSchema = v.unknown();

const NotificationUrlsSchema = v.object({ url_notification: Text, reject_notification_url: Text });

const MerchantSchema = v.object({
  id: v.number(),
  bussines_name: Text,
  legal_name: OptionalText,
  legal_number: OptionalText,
  contact_name: OptionalText,
  url_webpage: OptionalText,
  country: OptionalText,
  currency: OptionalText,
  credentials: v.object({ public_key: Text, secure_key: Text, id_merchant: v.number() }),
  notification_urls: NotificationUrlsSchema,
});
export type Merchant = v.InferOutput<typeof MerchantSchema>;
export const MerchantListSchema = v.array(MerchantSchema);

/** GET /v1/payments_merchants/: the developer test keys. */
export const DeveloperKeysSchema = v.array(v.object({ id_merchant: v.number(), public_key: Text, secure_key: Text }));

/**
 * Profile codes the user calls send and answer. The spec names admin, carga and aprobador_1;
 * the others are this team's (docs/decisions.md). aprobador_2 is answered for second-level
 * approvers but not offered in the dialogs, as the spec's option list has no such entry.
 */
export const OFFERED_PROFILES = ['admin', 'manager', 'carga', 'aprobador_1', 'customer_service'] as const;

export const ManagedUserSchema = v.object({
  id: v.number(),
  username: Text,
  first_name: Text,
  last_name: Text,
  email: Text,
  // A profile this app does not know is shown as sent rather than breaking the list.
  profile: v.nullable(v.string()),
  is_active: v.boolean(),
});
export const ManagedUserPageSchema = v.object({ items: v.array(ManagedUserSchema), paginate: PaginateSchema });

export const ProfileAnswerSchema = v.object({ first_name: v.optional(v.string()), last_name: v.optional(v.string()) });
