import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/api/client';
import {
  generateCredentials,
  getCredentials,
  getDeveloperKeys,
  keepCredentials,
  listMerchants,
  updateNotificationUrls,
} from '@app/api/calls/settings';
import { API, signInAs, tokenFor } from './payoutsSupport';

const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('demo API: credentials', () => {
  it('answers the pair of each environment the user holds, masked nowhere (the page masks)', async () => {
    await signInAs('admin');
    const prod = await getCredentials(101, 'prod');
    expect(prod.data.prod).toHaveLength(1);
    expect(prod.data.prod[0]!.public_key).toMatch(/^pk_live_[0-9a-f]{32}$/);
    expect(prod.data.prod[0]!.secure_key).toMatch(/^sk_live_[0-9a-f]{40}$/);
    expect(prod.data.test).toEqual([]);
    const test = await getCredentials(101, 'test');
    expect(test.data.test[0]!.public_key).toMatch(/^pk_test_/);
  });

  it('a test-only user gets no production pair; another merchant is 404', async () => {
    await signInAs('carga');
    expect((await getCredentials(101, 'prod')).data.prod).toEqual([]);
    expect((await failureOf(getCredentials(103, 'test'))).status).toBe(404);
  });

  it('generate hands out a random pair that becomes the merchant\'s only after keep', async () => {
    await signInAs('admin');
    const before = (await getCredentials(102, 'prod')).data.prod[0]!;
    const first = await generateCredentials(102, 'prod');
    const second = await generateCredentials(102, 'prod');
    expect(first.public_key).not.toBe(second.public_key);
    expect((await getCredentials(102, 'prod')).data.prod[0]).toEqual(before);
    // Only the latest generated pair can be kept.
    expect((await failureOf(keepCredentials(102, 'prod', first))).status).toBe(400);
    await keepCredentials(102, 'prod', second);
    expect((await getCredentials(102, 'prod')).data.prod[0]).toEqual(second);
    const info = (await listMerchants()).find((m) => m.id === 102)!;
    expect(info.credentials).toEqual({ ...second, id_merchant: 102 });
    // Kept once: the same pair cannot be kept again.
    expect((await failureOf(keepCredentials(102, 'prod', second))).status).toBe(400);
  });

  it('refuses a pair the server never generated', async () => {
    await signInAs('manager');
    const failure = await failureOf(keepCredentials(101, 'prod', { public_key: 'pk_live_mine', secure_key: 'sk_live_mine' }));
    expect(failure.status).toBe(400);
    expect(failure.message).toEqual({ text: 'These keys were not generated for this merchant. Generate them again.' });
  });

  it.each(['carga', 'aprobador1', 'alpsadmin'] as const)('%s may not generate or keep (403)', async (username) => {
    const token = await tokenFor(username);
    const headers = { Authorization: `Token ${token}` };
    expect((await fetch(`${API}/payments/credentials/generate/?merchant_id=101&env=test`, { headers })).status).toBe(403);
    const body = new URLSearchParams({ env: 'test', merchant_id: '101', api_key: 'a', secure_key: 'b' });
    expect((await fetch(`${API}/payments/credentials/create/`, { method: 'POST', headers, body })).status).toBe(403);
  });

  it('a prod-only user reads the production pair and no test pair', async () => {
    await signInAs('aprobador2');
    expect((await getCredentials(101, 'prod')).data.prod).toHaveLength(1);
    expect((await getCredentials(101, 'test')).data.test).toEqual([]);
  });
});

describe('demo API: merchant info', () => {
  it('lists the admin\'s merchants with general data, prod credentials and URLs', async () => {
    await signInAs('admin');
    const merchants = await listMerchants();
    expect(merchants.map((m) => m.id)).toEqual([101, 102, 103, 104]);
    expect(merchants[0]).toMatchObject({
      bussines_name: 'Comercial Andes',
      country: 'Chile',
      currency: 'CLP',
      notification_urls: { url_notification: 'https://andes.example/webhooks/payments/success' },
    });
    await signInAs('alpsadmin');
    expect(await listMerchants()).toHaveLength(10);
  });

  it('saves notification URLs that stick, refuses bad ones with the field', async () => {
    await signInAs('admin');
    const urls = { url_notification: 'https://shop.example/ok', reject_notification_url: 'https://shop.example:8443/ko?x=1' };
    await updateNotificationUrls(103, urls);
    expect((await listMerchants()).find((m) => m.id === 103)!.notification_urls).toEqual(urls);
    const failure = await failureOf(updateNotificationUrls(103, { ...urls, reject_notification_url: 'javascript:alert(1)' }));
    expect(failure.status).toBe(400);
    expect(failure.body).toEqual({ reject_notification_url: ['Enter a valid URL.'] });
    expect((await failureOf(updateNotificationUrls(105, urls))).status).toBe(404);
  });

  it.each(['manager', 'carga'] as const)('%s gets 403 on merchant info', async (username) => {
    await signInAs(username);
    expect((await failureOf(listMerchants())).status).toBe(403);
    expect((await failureOf(updateNotificationUrls(101, { url_notification: 'https://a.example', reject_notification_url: 'https://a.example' }))).status).toBe(403);
  });
});

describe('demo API: developer test keys', () => {
  it('answers the test pair of the asked merchants the user holds', async () => {
    await signInAs('admin');
    const keys = await getDeveloperKeys([101, 102, 105]);
    expect(keys.map((k) => k.id_merchant)).toEqual([101, 102]);
    expect(keys[0]).toEqual({ id_merchant: 101, ...(await getCredentials(101, 'test')).data.test[0]! });
  });
});
