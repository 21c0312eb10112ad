import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { signInAgainMachine, type SignInAgainInput } from '@machines/access/signInAgain';
import type { LoginAnswer, MeAnswer, SessionUser } from '@machines/access/sessionUser';
import type { ApiFailure } from '@machines/shared/apiError';
import { DEMO_PASSWORD } from '@demo-api/store/seed/access';
import { invokeInput, type ModelSpec, type ModelStart } from '../../support/model';
import { sessionUser } from '../../support/sessionUser';

/**
 * The sign-in over the page's model (issue 29): one source for the replay test and the
 * coverage test. A 401 met an open form; the dialog asks the user whose session ended for the
 * password (and the second factor's code), or lets them sign out.
 */

const WRONG_PASSWORD = 'not-the-password';

// What the demo API answers for its users (demo-api/store/seed/access.ts); the model only
// needs what the guards read, the replay gets the real answers.
const answers = {
  carga: {
    token: 'model-token-carga',
    user: { id: 1, username: 'carga', first_name: 'Camila', last_name: 'Rojas', type_of_user__id: 3 },
    companies: [{ pk: 1, name: 'Comercial Andes SpA', country_id: 1, url_template_upload: null }],
    profile_names: ['CARGA'],
    mids: [101],
    country_ids: [1],
    url_template_upload_by_country: { '1': '/api/v1/payroll_templates/country/CL.xlsx' },
    env_payments: ['test'],
  },
  verificada: {
    token: 'model-token-verificada',
    user: { id: 11, username: 'verificada', first_name: 'Elena', last_name: 'Vargas', type_of_user__id: 4 },
    companies: [{ pk: 2, name: 'Minera Pacífico Ltda', country_id: 1, url_template_upload: null }],
    profile_names: ['MANAGER'],
    mids: [102],
    country_ids: [1],
    url_template_upload_by_country: {},
    env_payments: ['test'],
  },
} satisfies Record<string, LoginAnswer>;

const meOf = (answer: LoginAnswer): MeAnswer => ({ ...answer.user!, profile_names: answer.profile_names });

const failure = (kind: ApiFailure['kind'], message: ApiFailure['message'], status?: number): ApiFailure =>
  status === undefined ? { kind, message } : { kind, message, status };

const signIn = (username: string, password: string) => ({ type: 'SIGN_IN', username, password }) as const;

/** The second step's code, as the user means it; the replay types a real one (or a wrong one). */
const verify = (method: 'code' | 'recovery', value: 'right' | 'wrong') => ({ type: 'VERIFY', method, value }) as const;

const signInAgainEvents = {
  // The dialog offers the username of the session that ended; the user types the password.
  'carga types her password': signIn('carga', DEMO_PASSWORD),
  'verificada types her password': signIn('verificada', DEMO_PASSWORD),
  'carga types a wrong password': signIn('carga', WRONG_PASSWORD),
  'login answers': { type: 'xstate.done.actor.login', output: answers.carga },
  'login asks for a second factor': {
    type: 'xstate.done.actor.login',
    output: { second_factor: { challenge: 'model-challenge', expires_in: 300 } },
  },
  'login answers without companies or mids': {
    type: 'xstate.done.actor.login',
    output: { ...answers.carga, companies: [], mids: [] },
  },
  'login refuses the credentials': {
    type: 'xstate.error.actor.login',
    error: failure('http', { text: 'Unable to log in with provided credentials.' }, 400),
  },
  'login answer fails its checks': {
    type: 'xstate.error.actor.login',
    error: failure('invalid', { key: 'errors:invalidResponse' }),
  },
  'login request cancelled': { type: 'xstate.error.actor.login', error: failure('aborted', { key: 'errors:aborted' }) },
  'login gets no response': { type: 'xstate.error.actor.login', error: failure('network', { key: 'errors:network' }) },
  'enter the code from the app': verify('code', 'right'),
  'enter a wrong code': verify('code', 'wrong'),
  'enter a recovery code': verify('recovery', 'right'),
  'back to the password': { type: 'BACK' },
  'second step answers': { type: 'xstate.done.actor.verifySecondFactor', output: answers.verificada },
  'second step answers without companies or mids': {
    type: 'xstate.done.actor.verifySecondFactor',
    output: { ...answers.verificada, companies: [], mids: [] },
  },
  'second step refuses the code': {
    type: 'xstate.error.actor.verifySecondFactor',
    error: failure('http', { text: 'That code is not right. Check the app and try again.' }, 400),
  },
  'second step says the sign-in expired': {
    type: 'xstate.error.actor.verifySecondFactor',
    error: { ...failure('http', { text: 'Your sign-in took too long.' }, 400), body: { challenge: ['Your sign-in took too long.'] } },
  },
  'second step answer fails its checks': {
    type: 'xstate.error.actor.verifySecondFactor',
    error: failure('invalid', { key: 'errors:invalidResponse' }),
  },
  'second step request cancelled': {
    type: 'xstate.error.actor.verifySecondFactor',
    error: failure('aborted', { key: 'errors:aborted' }),
  },
  'me answers (carga)': { type: 'xstate.done.actor.loadMe', output: meOf(answers.carga) },
  'me answers (verificada)': { type: 'xstate.done.actor.loadMe', output: meOf(answers.verificada) },
  'me gets no response': { type: 'xstate.error.actor.loadMe', error: failure('network', { key: 'errors:network' }) },
  'the user signs out': { type: 'GIVE_UP' },
} satisfies Record<string, AnyEventObject>;

export type SignInAgainEventName = keyof typeof signInAgainEvents;

/** A stored session of `answer`'s user (the replay stores a real one, with a live token). */
const expiredSessionOf = (answer: LoginAnswer): SessionUser =>
  sessionUser({
    token: `model-expired-${answer.user!.username!}`,
    user: answer.user!,
    companies: answer.companies!,
    profile_names: answer.profile_names!,
    mids: answer.mids!,
    country_ids: answer.country_ids!,
    url_template_upload_by_country: answer.url_template_upload_by_country!,
    env_payments: answer.env_payments!,
    avatar: 4,
  });

const signInAgainStarts: readonly ModelStart<SignInAgainInput>[] = [
  // An uploader with a password only.
  { name: "carga's session ended over an open form", input: { expired: expiredSessionOf(answers.carga) } },
  // A user with a second factor (issue 26): the code is asked for again too.
  { name: "verificada's session ended over an open form", input: { expired: expiredSessionOf(answers.verificada) } },
];

const expiredUser = (snapshot: AnyMachineSnapshot): string | undefined =>
  (snapshot.context as { expired: SessionUser }).expired.user.username;

/** Server outcomes consistent with what is being sent: each login answer to its own credentials. */
function accept(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  // The user whose session ended signs in again (the dialog offers their username).
  if (event.type === 'SIGN_IN') return event.username === expiredUser(snapshot);
  if (event.type === 'xstate.done.actor.login' || event.type === 'xstate.error.actor.login') {
    const credentials = invokeInput<{ username: string; password: string }>(snapshot, 'login');
    if (!credentials) return false;
    const correct = credentials.password === DEMO_PASSWORD;
    if (event.type === 'xstate.done.actor.login') {
      const output = (event as unknown as { output: LoginAnswer }).output;
      // verificada has a second factor: her right password is answered with a challenge.
      if (output.second_factor) return correct && credentials.username === 'verificada';
      return correct && output.user?.username === credentials.username;
    }
    const { kind, status } = (event as unknown as { error: ApiFailure }).error;
    // A refusal (400) answers a wrong password; the other failures are tried with carga's right one.
    return kind === 'http' && status === 400 ? !correct : correct && credentials.username === 'carga';
  }
  if (event.type === 'xstate.done.actor.verifySecondFactor' || event.type === 'xstate.error.actor.verifySecondFactor') {
    const sent = invokeInput<{ value: string }>(snapshot, 'verifySecondFactor');
    if (!sent) return false;
    const error = event.type === 'xstate.error.actor.verifySecondFactor' ? (event as unknown as { error: ApiFailure }).error : null;
    // The server refuses a wrong code (400 without a word on the challenge); every other outcome answers a right one.
    const refusesTheCode = error?.kind === 'http' && !('body' in error);
    return refusesTheCode ? sent.value === 'wrong' : sent.value === 'right';
  }
  if (event.type === 'xstate.done.actor.loadMe' || event.type === 'xstate.error.actor.loadMe') {
    const pending = (snapshot.context as { pending: SessionUser | null }).pending;
    if (event.type === 'xstate.error.actor.loadMe') return pending?.user.username === 'carga';
    return pending?.user.username === (event as unknown as { output: MeAnswer }).output.username;
  }
  return true;
}

export const signInAgainModel: ModelSpec<SignInAgainInput> = {
  machine: signInAgainMachine,
  starts: signInAgainStarts,
  events: signInAgainEvents,
  accept,
};
