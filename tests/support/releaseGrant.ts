import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { DEMO_TOTP_SECRET } from '@demo-api/store/seed/access';
import { API, authHeaders, ORIGIN } from '../unit/demo-api/payoutsSupport';

/**
 * Releasing money (issue 26) in the demo-API tests: an approval above the release rule needs a
 * grant, which needs an authenticator code, which needs a factor that is on.
 */

/** The code of DEMO_TOTP_SECRET for the 30-second step `steps` away from now (real time, or a faked Date). */
export const demoCode = (steps = 0): string =>
  new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

/**
 * Turns `username`'s second factor on (POST /__demo/second-factor: DEMO_TOTP_SECRET, as if just
 * turned on, so the current code is unused) and asks POST /v1/payroll/release_grant with the
 * current code for `ids`, with their session `token`: the grant, as the app would send it.
 * Sign them in first: with the factor on, their password alone answers a challenge, not a token.
 */
export async function releaseGrantFor(username: string, token: string, ids: readonly number[]): Promise<string> {
  const on = await fetch(`${ORIGIN}/__demo/second-factor`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username }) });
  expect(on.status).toBe(204);
  const answer = await fetch(`${API}/payroll/release_grant`, {
    method: 'POST',
    headers: { ...authHeaders(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ ids, code: demoCode() }),
  });
  const body = (await answer.json()) as { grant: string };
  expect(answer.status, JSON.stringify(body)).toBe(201);
  return body.grant;
}
