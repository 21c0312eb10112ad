import { http, HttpResponse } from 'msw';
import {
  challengeUserId,
  closeChallenge,
  disable,
  enable,
  hasPendingSetup,
  isOn,
  renewRecoveryCodes,
  startSetup,
  statusOf,
  useCode,
  useRecoveryCode,
} from '../access/secondFactor.ts';
import { readBody, textField, type BodyFields } from '../http/body.ts';
import { clearFailures, failedAttempt, lockedMinutes, lockedOut } from '../http/loginThrottle.ts';
import { sayFor, type MessageKey } from '../http/messages/index.ts';
import { routeWrappers } from '../http/route.ts';
import { startSession } from '../http/sessions.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import { sessionPayload } from './access.ts';
import { isActiveUser } from './users.ts';

/**
 * A second factor (issue 26, an assumption to confirm with the provider: docs/decisions.md
 * "A second factor (issue 26)"): the sign-in's second step, and the signed-in user's own
 * factor (status, set-up, enable, disable, new recovery codes). The rules are in
 * access/secondFactor.ts. Wrong codes count with wrong passwords (http/loginThrottle.ts).
 */
const { signedIn } = routeWrappers();

const fieldRefusal = (request: Request, field: string, key: MessageKey): Response =>
  HttpResponse.json({ [field]: [sayFor(request, key)] }, { status: 400 });

/** The 400 of a wrong code after counting it, or the 429 when it locked the account (also handlers/releaseGrant.ts). */
export async function wrongCode(request: Request, username: string, field: 'code' | 'recovery_code'): Promise<Response> {
  const locked = await failedAttempt(request, username);
  return locked ?? fieldRefusal(request, field, field === 'code' ? 'secondFactorCodeWrong' : 'recoveryCodeWrong');
}

/** The body's `code`, or the answer to send instead (empty code, locked account; also handlers/releaseGrant.ts). */
export function codeFrom(request: Request, body: BodyFields, user: DemoUser): string | Response {
  const code = textField(body, 'code');
  if (code === '') return fieldRefusal(request, 'code', 'fieldRequired');
  const locked = lockedMinutes(user.username);
  return locked === null ? code : lockedOut(request, locked);
}

/** The JSON body's `code`, or the answer to send instead (unreadable body, empty code, locked account). */
async function codeOf(request: Request, user: DemoUser): Promise<string | Response> {
  const body = await readBody(request);
  return body instanceof Response ? body : codeFrom(request, body, user);
}

export const secondFactorHandlers = [
  http.post('*/v1/login/second_factor', async ({ request }) => {
    const body = await readBody(request);
    if (body instanceof Response) return body;
    const challenge = textField(body, 'challenge');
    const code = textField(body, 'code');
    const recoveryCode = textField(body, 'recovery_code');
    if (challenge === '') return fieldRefusal(request, 'challenge', 'fieldRequired');

    const userId = challengeUserId(challenge);
    const user = userId === null ? undefined : db.access.users.find((candidate) => candidate.id === userId);
    // Disabled since the password, or the factor turned off meanwhile: this sign-in cannot finish.
    if (!user || !isActiveUser(user.id) || !isOn(user.id)) {
      closeChallenge(challenge);
      return fieldRefusal(request, 'challenge', 'secondFactorExpired');
    }
    const locked = lockedMinutes(user.username);
    if (locked !== null) return lockedOut(request, locked);
    if (code === '' && recoveryCode === '') return fieldRefusal(request, 'code', 'fieldRequired');

    // A code when one is given; the recovery code otherwise.
    if (code !== '' ? !useCode(user.id, user.username, code) : !useRecoveryCode(user.id, recoveryCode)) {
      return wrongCode(request, user.username, code !== '' ? 'code' : 'recovery_code');
    }
    clearFailures(user.username);
    closeChallenge(challenge);
    return HttpResponse.json(sessionPayload(user, startSession(user.id)));
  }),

  http.get(
    '*/v1/me/second_factor',
    signedIn(({ user }) => HttpResponse.json(statusOf(user.id))),
  ),

  http.post(
    '*/v1/me/second_factor/setup',
    signedIn(({ request, user }) => {
      const setup = startSetup(user.id, user.username);
      if (!setup) return fieldRefusal(request, 'non_field_errors', 'secondFactorAlreadyOn');
      return HttpResponse.json(setup);
    }),
  ),

  http.post(
    '*/v1/me/second_factor/enable',
    signedIn(async ({ request, user }) => {
      if (isOn(user.id)) return fieldRefusal(request, 'non_field_errors', 'secondFactorAlreadyOn');
      if (!hasPendingSetup(user.id)) return fieldRefusal(request, 'non_field_errors', 'secondFactorStartAgain');
      const code = await codeOf(request, user);
      if (code instanceof Response) return code;
      const recoveryCodes = enable(user.id, user.username, code);
      if (!recoveryCodes) return wrongCode(request, user.username, 'code');
      return HttpResponse.json({ recovery_codes: recoveryCodes });
    }),
  ),

  http.post(
    '*/v1/me/second_factor/disable',
    signedIn(async ({ request, user }) => {
      if (!isOn(user.id)) return fieldRefusal(request, 'non_field_errors', 'secondFactorOff');
      const code = await codeOf(request, user);
      if (code instanceof Response) return code;
      // A current code, or an unused recovery code (the phone may be what was lost).
      if (!useCode(user.id, user.username, code) && !useRecoveryCode(user.id, code)) return wrongCode(request, user.username, 'code');
      clearFailures(user.username);
      disable(user.id);
      return HttpResponse.json(statusOf(user.id));
    }),
  ),

  http.post(
    '*/v1/me/second_factor/recovery_codes',
    signedIn(async ({ request, user }) => {
      if (!isOn(user.id)) return fieldRefusal(request, 'non_field_errors', 'secondFactorOff');
      const code = await codeOf(request, user);
      if (code instanceof Response) return code;
      if (!useCode(user.id, user.username, code)) return wrongCode(request, user.username, 'code');
      clearFailures(user.username);
      return HttpResponse.json({ recovery_codes: renewRecoveryCodes(user.id) });
    }),
  ),
];
