import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '@demo-api/store';
import { demoSecondFactor } from '@demo-api/store/seed/access';
import { demoCode } from '../../support/releaseGrant';

/**
 * The code step of an approval above the company's threshold (issue 26), as the model replays
 * drive it: the user's factor, real codes for it, and the six boxes.
 */

export const RELEASE_GRANT_PATH = '/v1/payroll/release_grant';
const CODE_LABEL = 'Code from your app';
export const RELEASE_INTRO = 'Approving this releases more than your company allows without a second check.';

const userIdOf = (username: string): number => {
  const user = db.access.users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user.id;
};

/**
 * Turns the user's second factor on with DEMO_TOTP_SECRET, as if just turned on (no code used
 * yet), straight in the demo store. Sign them in first: with the factor on, their password
 * alone only answers a challenge.
 */
export function giveSecondFactor(username: string): void {
  db.access.secondFactors.set(userIdOf(username), demoSecondFactor());
}

/** Turns it off again (in another tab, say): the grant call then answers 403. */
export function takeSecondFactor(username: string): void {
  db.access.secondFactors.delete(userIdOf(username));
}

/**
 * Codes of DEMO_TOTP_SECRET for one path: each right one from a later 30-second step than the
 * last (the server refuses a step used already), a wrong one far from every step it accepts.
 */
export function releaseCodes(): { right: () => string; wrong: () => string } {
  let step = 0;
  return { right: () => demoCode(step++), wrong: () => demoCode(100) };
}

/** The six boxes inside `container`. */
export const codeInputs = (container: HTMLElement): HTMLInputElement[] =>
  within(container).getAllByLabelText(CODE_LABEL, { selector: 'input' });

/** Types `code` from the first box on (what was there is typed over). */
export async function typeCode(user: UserEvent, container: HTMLElement, code: string): Promise<void> {
  const [first] = codeInputs(container);
  await user.click(first!);
  await user.keyboard(code);
}

/** What the boxes hold, left to right. */
export const typedCode = (container: HTMLElement): string => codeInputs(container).map((input) => input.value).join('');
