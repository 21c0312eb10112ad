import * as v from 'valibot';
import { AcknowledgedSchema, CredentialsSchema, DeveloperKeysSchema, GeneratedKeysSchema, MerchantListSchema } from '../schemas/settings';
import { endpoint, spec, wire } from './endpoint';

const env = v.picklist(['prod', 'test']);

export const credentials = endpoint({
  method: 'GET',
  path: '/v1/payments/credentials/get/',
  summary: "A merchant's keys in one environment",
  source: spec('02', 7),
  query: v.object({ merchant_id: wire.int, env }),
  answer: CredentialsSchema,
});

export const generateCredentials = endpoint({
  method: 'GET',
  path: '/v1/payments/credentials/generate/',
  summary: "A new key pair, not the merchant's until kept",
  source: spec('02', 7),
  query: v.object({ merchant_id: wire.int, env }),
  answer: GeneratedKeysSchema,
});

export const keepCredentials = endpoint({
  method: 'POST',
  path: '/v1/payments/credentials/create/',
  summary: 'Keep a generated key pair',
  source: spec('02', 7),
  body: { type: 'form', schema: v.object({ env, merchant_id: wire.int, api_key: wire.text, secure_key: wire.text }) },
  answer: AcknowledgedSchema,
  success: [200, 201],
});

export const merchants = endpoint({
  method: 'GET',
  path: '/v1/payments/merchant/view/',
  summary: 'The merchants this user may see',
  source: spec('02', 7),
  answer: MerchantListSchema,
});

export const notificationUrls = endpoint({
  method: 'POST',
  path: '/v1/payments/merchant/update/notification_url/',
  summary: "A merchant's notification addresses",
  source: spec('02', 7),
  body: { type: 'form', schema: v.object({ merchant_id: wire.int, notification_url: wire.text, reject_notification_url: wire.text }) },
  answer: AcknowledgedSchema,
});

export const developerKeys = endpoint({
  method: 'GET',
  path: '/v1/payments_merchants/',
  summary: "The merchants' developer (test) keys",
  source: spec('02', 7),
  query: v.object({ mids: v.optional(wire.ids) }),
  answer: DeveloperKeysSchema,
});
