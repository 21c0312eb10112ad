import type { AnyEventObject } from 'xstate';
import { secondFactorEnrolMachine } from '@machines/settings/secondFactorEnrol';
import { invokeInput, type ModelSpec } from '../../support/model';

/**
 * My profile's 'Two-step verification' chart: one source for the replay test and the coverage
 * test. The codes here only stand for what the replay types: it makes real ones (otpauth) for
 * the secret the demo API gave, right or wrong as the server's answer that follows needs.
 */

export const WRONG_CODE = 'That code is not right. Check the app and try again.';
export const ALREADY_ON = 'Two-step verification is already on.';
export const LOCKED = 'Too many failed sign-in attempts. Try again in 5 min.';

const TEN_CODES = ['a7k2-m9xq', 'b3np-4tzw', 'c8rf-6hye', 'd5vs-2kjm', 'e9gx-7pqt', 'f4hz-3wnb', 'g6md-8rsu', 'h2tq-5vkc', 'j7ye-9fxa', 'k3wb-6dzn'];
const httpError = (status: number, body: unknown, text: string) => ({ kind: 'http', status, body, message: { text } });
const aborted = { kind: 'aborted', message: { key: 'errors:aborted' } };

const secondFactorEnrolEvents = {
  'the server says it is off': { type: 'xstate.done.actor.loadStatus', output: { enabled: false, recovery_codes_left: 0 } },
  'the server says it is on': { type: 'xstate.done.actor.loadStatus', output: { enabled: true, recovery_codes_left: 10 } },
  'the status does not load': { type: 'xstate.error.actor.loadStatus', error: { kind: 'network', message: { key: 'errors:contactSupport' } } },
  'the status answer is malformed': { type: 'xstate.error.actor.loadStatus', error: { kind: 'invalid', message: { key: 'errors:invalidResponse' } } },
  'the user tries again': { type: 'RETRY' },
  'the user turns it on': { type: 'TURN_ON' },
  'the server gives a secret': {
    type: 'xstate.done.actor.setup',
    output: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/Merchant%20back-office:carga?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  },
  'the server refuses the setup': { type: 'xstate.error.actor.setup', error: httpError(400, { non_field_errors: [ALREADY_ON] }, ALREADY_ON) },
  'the user leaves while setting up': { type: 'xstate.error.actor.setup', error: aborted },
  'the user types a code': { type: 'SUBMIT', code: '123456' },
  'the user types a recovery code': { type: 'SUBMIT', code: TEN_CODES[0] },
  'the user cancels': { type: 'CANCEL' },
  'the server turns it on': { type: 'xstate.done.actor.enable', output: { recovery_codes: TEN_CODES } },
  'the server refuses the code': { type: 'xstate.error.actor.enable', error: httpError(400, { code: [WRONG_CODE] }, WRONG_CODE) },
  'the server makes the user wait': { type: 'xstate.error.actor.enable', error: httpError(429, { non_field_errors: [LOCKED] }, LOCKED) },
  'the user leaves while turning it on': { type: 'xstate.error.actor.enable', error: aborted },
  'the user ticks the box': { type: 'KEEP', kept: true },
  'the user unticks the box': { type: 'KEEP', kept: false },
  'the user is done': { type: 'DONE' },
  'the user asks to turn it off': { type: 'TURN_OFF' },
  'the user asks for new codes': { type: 'NEW_CODES' },
  'the server turns it off': { type: 'xstate.done.actor.disable', output: { enabled: false, recovery_codes_left: 0 } },
  'the server takes the recovery code': { type: 'xstate.done.actor.disable', output: { enabled: false, recovery_codes_left: 0 } },
  'the server refuses the code to turn it off': { type: 'xstate.error.actor.disable', error: httpError(400, { code: [WRONG_CODE] }, WRONG_CODE) },
  'the user leaves while turning it off': { type: 'xstate.error.actor.disable', error: aborted },
  'the server sends new codes': { type: 'xstate.done.actor.newCodes', output: { recovery_codes: TEN_CODES } },
  'the server refuses the code for new codes': { type: 'xstate.error.actor.newCodes', error: httpError(400, { code: [WRONG_CODE] }, WRONG_CODE) },
  'the user leaves while asking for new codes': { type: 'xstate.error.actor.newCodes', error: aborted },
} satisfies Record<string, AnyEventObject>;

export type SecondFactorEnrolEventName = keyof typeof secondFactorEnrolEvents;

const kept = (snapshot: { context: unknown }) => (snapshot.context as { kept: boolean }).kept;

export const secondFactorEnrolModel: ModelSpec<undefined> = {
  machine: secondFactorEnrolMachine,
  starts: [{ name: 'My profile opens', input: undefined }],
  events: secondFactorEnrolEvents,
  accept: (snapshot, event) => {
    // A recovery code turns the factor off, nothing else (the switch is only there).
    if (event === secondFactorEnrolEvents['the user types a recovery code']) return snapshot.matches({ on: 'confirmingOff' });
    // Turning off with a recovery code is its own outcome, so that path is replayed too.
    if (event.type === 'xstate.done.actor.disable') {
      const recovery = invokeInput<{ code: string }>(snapshot, 'disable')?.code === TEN_CODES[0];
      return recovery === (event === secondFactorEnrolEvents['the server takes the recovery code']);
    }
    // The box is ticked only when it is not, and the other way round.
    if (event.type === 'KEEP') return (event as AnyEventObject & { kept?: boolean }).kept !== kept(snapshot);
    return true;
  },
  // hasKept reads whether the box is ticked.
  project: (snapshot) => ({ kept: kept(snapshot) }),
};
