import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from '../../../demo-api/store/seed/access';

/** The code an authenticator app shows at `timestamp` for `secret` (SHA-1, 6 digits, 30 s). */
export const codeAt = (secret: string, timestamp: number): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

/** A code of the demo's seeded secret (what `giveSecondFactor` turns on) for now. */
export const demoCodeNow = (): string => codeAt(DEMO_TOTP_SECRET, Date.now());

/** A six-digit code none of the demo secret's accepted steps (previous, current, next) gives now. */
export function wrongDemoCode(): string {
  const now = Date.now();
  const nearby = [-30_000, 0, 30_000].map((offset) => codeAt(DEMO_TOTP_SECRET, now + offset));
  return ['000000', '111111', '222222', '333333'].find((code) => !nearby.includes(code))!;
}

/** The demo API's test hook: `username` gets the demo secret as a second factor, as if enrolled. */
export async function giveSecondFactor(request: APIRequestContext, username: string): Promise<void> {
  expect((await request.post('/__demo/second-factor', { data: { username } })).ok()).toBe(true);
}

/** Types a code into an approval dialog's six boxes (issue 26, releasing money). */
export async function enterReleaseCode(dialog: Locator, code: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Code from your app' }).first().pressSequentially(code);
}
