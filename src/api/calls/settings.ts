import { formBody, type WriteOptions } from '../client';
import * as api from '../contract/settings';
import type { PaymentsEnv } from '../schemas/settings';
import { callTo } from './endpointCall';

/** GET v1/payments/credentials/get/ for one merchant and environment. */
export const getCredentials = (merchantId: number, env: PaymentsEnv) =>
  callTo(api.credentials, { query: { merchant_id: merchantId, env } });

/** GET v1/payments/credentials/generate/: a new pair that is not the merchant's until kept. */
export const generateCredentials = (merchantId: number, env: PaymentsEnv) =>
  callTo(api.generateCredentials, { query: { merchant_id: merchantId, env } });

/** POST v1/payments/credentials/create/ (form): keeps a generated pair; `write` carries Keep's Idempotency-Key (issue 29). */
export const keepCredentials = (merchantId: number, env: PaymentsEnv, keys: { public_key: string; secure_key: string }, write: WriteOptions = {}) =>
  callTo(api.keepCredentials, {
    ...write,
    body: formBody({ env, merchant_id: String(merchantId), api_key: keys.public_key, secure_key: keys.secure_key }),
  });

/** GET /v1/payments/merchant/view/: the merchants this user may see. */
export const listMerchants = () => callTo(api.merchants);

/** POST /v1/payments/merchant/update/notification_url/ (form); `write` carries the save's Idempotency-Key (issue 29). */
export const updateNotificationUrls = (merchantId: number, urls: { url_notification: string; reject_notification_url: string }, write: WriteOptions = {}) =>
  callTo(api.notificationUrls, {
    ...write,
    body: formBody({
      merchant_id: String(merchantId),
      notification_url: urls.url_notification,
      reject_notification_url: urls.reject_notification_url,
    }),
  });

/** GET /v1/payments_merchants/?mids=: the developer test keys of these merchants. */
export const getDeveloperKeys = (mids: readonly number[]) =>
  callTo(api.developerKeys, { query: { mids: mids.join(',') } });
