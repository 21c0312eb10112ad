import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { sessionMachine, type SessionInput } from '@machines/access/session';
import { landingRoute, toSessionUser, type LoginAnswer, type MeAnswer, type SessionUser } from '@machines/access/sessionUser';
import type { ApiFailure } from '@machines/shared/apiError';
import { DEMO_PASSWORD } from '@demo-api/store/seed/access';
import { invokeInput, type ModelSpec, type ModelStart } from '../../support/model';
import { sessionUser } from '../../support/sessionUser';

/** The session chart's model: one source for the replay test and the coverage test. */

const WRONG_PASSWORD = 'not-the-password';
const CURRENT_VERSION = '1.0.0';

const signIn = (username: string, password: string) => ({ type: 'SIGN_IN', username, password }) as const;

// What the demo API answers for its users (demo-api/store/seed/access.ts); the model only
// needs what the guards and the landing read, the replay gets the real answers.
const company = { pk: 1, name: 'Comercial Andes SpA', country_id: 1, url_template_upload: null };
const answers = {
  carga: {
    token: 'model-token-carga',
    user: { id: 1, username: 'carga', first_name: 'Camila', last_name: 'Rojas', type_of_user__id: 3 },
    companies: [company],
    profile_names: ['CARGA'],
    mids: [101],
    country_ids: [1],
    url_template_upload_by_country: { '1': '/api/v1/payroll_templates/country/CL.xlsx' },
    env_payments: ['test'],
  },
  admin: {
    token: 'model-token-admin',
    user: { id: 5, username: 'admin', first_name: 'Lucía', last_name: 'Ramírez', type_of_user__id: 5 },
    companies: [company, { pk: 3, name: 'Inversiones Lima SAC', country_id: 2, url_template_upload: null }],
    profile_names: ['ADMIN', 'BALANCE_MANAGEMENT'],
    mids: [101, 102, 103, 104],
    country_ids: [1, 2],
    url_template_upload_by_country: {},
    env_payments: ['prod', 'test'],
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
  // An approver of company 1 once its admin requires a second factor of its approvers, and
  // she has none yet (issue 26): the login says she must turn one on first.
  aprobador1: {
    token: 'model-token-aprobador1',
    user: { id: 2, username: 'aprobador1', first_name: 'Javier', last_name: 'Muñoz', type_of_user__id: 1 },
    companies: [company],
    profile_names: ['APROBADOR_1'],
    mids: [101],
    country_ids: [1],
    url_template_upload_by_country: { '1': '/api/v1/payroll_templates/country/CL.xlsx' },
    env_payments: ['test'],
    second_factor_enrolment: true,
  },
  incomplete: {
    token: 'model-token-incomplete',
    user: { id: 7, username: 'incomplete', first_name: 'Sofía', last_name: 'Herrera', type_of_user__id: 3 },
    companies: [],
    profile_names: ['CARGA'],
    mids: [],
    country_ids: [],
    url_template_upload_by_country: {},
    env_payments: ['test'],
  },
} satisfies Record<string, LoginAnswer>;

/** The session a sign-in over the page makes (the replay makes a real one through the dialog). */
const sessionOf = (answer: LoginAnswer): SessionUser => toSessionUser(answer, 4);

const meOf = (answer: LoginAnswer): MeAnswer => ({ ...answer.user!, profile_names: answer.profile_names });

const failure = (kind: ApiFailure['kind'], message: ApiFailure['message'], status?: number): ApiFailure =>
  status === undefined ? { kind, message } : { kind, message, status };

/** The second step's code, as the user means it; the replay types a real one (or a wrong one). */
const verify = (method: 'code' | 'recovery', value: 'right' | 'wrong') => ({ type: 'VERIFY', method, value }) as const;

const sessionEvents = {
  'sign in as carga': signIn('carga', DEMO_PASSWORD),
  'sign in as admin': signIn('admin', DEMO_PASSWORD),
  'sign in as incomplete': signIn('incomplete', DEMO_PASSWORD),
  'sign in with a wrong password': signIn('carga', WRONG_PASSWORD),
  'login answers': { type: 'xstate.done.actor.login', output: answers.carga },
  'login answers (admin)': { type: 'xstate.done.actor.login', output: answers.admin },
  'login answers without companies or mids': { type: 'xstate.done.actor.login', output: answers.incomplete },
  'login refuses the credentials': {
    type: 'xstate.error.actor.login',
    error: failure('http', { text: 'Unable to log in with provided credentials.' }, 400),
  },
  // A failing server: the sign-in calls answered 401 (the client treats it as an ordinary error).
  'login answers 401': {
    type: 'xstate.error.actor.login',
    error: failure('http', { text: 'Invalid token.' }, 401),
  },
  'login answer fails its checks': {
    type: 'xstate.error.actor.login',
    error: failure('invalid', { key: 'errors:invalidResponse' }),
  },
  'login request cancelled': { type: 'xstate.error.actor.login', error: failure('aborted', { key: 'errors:aborted' }) },
  // A user with a second factor (issue 26): verificada.
  'sign in as verificada': signIn('verificada', DEMO_PASSWORD),
  'login asks for a second factor': {
    type: 'xstate.done.actor.login',
    output: { second_factor: { challenge: 'model-challenge', expires_in: 300 } },
  },
  'enter the code from the app': verify('code', 'right'),
  'enter a wrong code': verify('code', 'wrong'),
  'enter a recovery code': verify('recovery', 'right'),
  'back to the password': { type: 'CANCEL_SIGN_IN' },
  'second step answers': { type: 'xstate.done.actor.verifySecondFactor', output: answers.verificada },
  'second step answers without companies or mids': {
    type: 'xstate.done.actor.verifySecondFactor',
    output: { ...answers.verificada, companies: [], mids: [] },
  },
  'second step refuses the code': {
    type: 'xstate.error.actor.verifySecondFactor',
    error: failure('http', { text: 'That code is not right. Check the app and try again.' }, 400),
  },
  'second step says the account waits': {
    type: 'xstate.error.actor.verifySecondFactor',
    error: failure('http', { text: 'Too many attempts.' }, 429),
  },
  'second step says the sign-in expired': {
    type: 'xstate.error.actor.verifySecondFactor',
    error: { ...failure('http', { text: 'Your sign-in took too long.' }, 400), body: { challenge: ['Your sign-in took too long.'] } },
  },
  'second step answer fails its checks': {
    type: 'xstate.error.actor.verifySecondFactor',
    error: failure('invalid', { key: 'errors:invalidResponse' }),
  },
  'second step gets no response': {
    type: 'xstate.error.actor.verifySecondFactor',
    error: failure('network', { key: 'errors:network' }),
  },
  'second step request cancelled': {
    type: 'xstate.error.actor.verifySecondFactor',
    error: failure('aborted', { key: 'errors:aborted' }),
  },
  'me answers (verificada)': { type: 'xstate.done.actor.loadMe', output: meOf(answers.verificada) },
  'me answers': { type: 'xstate.done.actor.loadMe', output: meOf(answers.carga) },
  'me answers (admin)': { type: 'xstate.done.actor.loadMe', output: meOf(answers.admin) },
  'me answers 401 without a body': {
    type: 'xstate.error.actor.loadMe',
    error: failure('http', { key: 'errors:somethingWentWrong' }, 401),
  },
  'me gets no response': { type: 'xstate.error.actor.loadMe', error: failure('network', { key: 'errors:network' }) },
  'sign out': { type: 'SIGN_OUT' },
  // On My profile: the name saved there is the session's at once.
  'the user renames themself': { type: 'RENAME', first_name: 'Camila Andrea', last_name: 'Rojas' },
  // On My profile, where a user who must enrol is kept: the factor is on (issue 26).
  'the approver turns a second factor on': { type: 'SECOND_FACTOR_ON' },
  'logout answers': { type: 'xstate.done.actor.logout', output: { detail: 'Successfully logged out.' } },
  'logout fails': { type: 'xstate.error.actor.logout', error: failure('network', { key: 'errors:contactSupport' }) },
  'a call answers 401': { type: 'UNAUTHORIZED' },
  // Issue 29: a 401 while a form that writes is open asks for the password over the page.
  'a call answers 401 while a form is open': { type: 'UNAUTHORIZED', formOpen: true },
  'carga signs in again over the page': { type: 'SIGNED_IN_AGAIN', session: sessionOf(answers.carga) },
  'admin signs in over the page instead': { type: 'SIGNED_IN_AGAIN', session: sessionOf(answers.admin) },
  'the user gives the sign-in over the page up': { type: 'GIVE_UP' },
  // Issue 29: the same session signed out in another tab of the browser.
  'the user signs out in another tab': { type: 'UNAUTHORIZED', reason: 'otherTab' },
} satisfies Record<string, AnyEventObject>;

export type SessionEventName = keyof typeof sessionEvents;

/** A stored carga session (the replay stores a real one with a live token). */
const storedCargaSession = sessionUser({
  token: 'model-stored-token',
  user: answers.carga.user,
  companies: answers.carga.companies,
  profile_names: answers.carga.profile_names,
  mids: answers.carga.mids,
  country_ids: answers.carga.country_ids,
  url_template_upload_by_country: answers.carga.url_template_upload_by_country,
  env_payments: answers.carga.env_payments,
  avatar: 4,
});

/** A stored aprobador1 session that must turn a second factor on first (the replay stores a real one). */
const storedEnrolmentSession = sessionUser({
  token: 'model-stored-token-aprobador1',
  user: answers.aprobador1.user,
  companies: answers.aprobador1.companies,
  profile_names: answers.aprobador1.profile_names,
  mids: answers.aprobador1.mids,
  country_ids: answers.aprobador1.country_ids,
  url_template_upload_by_country: answers.aprobador1.url_template_upload_by_country,
  env_payments: answers.aprobador1.env_payments,
  avatar: 4,
  mustEnrolSecondFactor: answers.aprobador1.second_factor_enrolment,
});

const sessionStarts: readonly ModelStart<SessionInput>[] = [
  {
    // First visit on this device: no stored version yet, so it is recorded; /login stays.
    name: 'first visit to /login',
    input: { storedSession: null, storedVersion: null, currentVersion: CURRENT_VERSION, onPublicPage: true },
  },
  {
    name: 'signed-in user reloads /',
    input: { storedSession: storedCargaSession, storedVersion: CURRENT_VERSION, currentVersion: CURRENT_VERSION, onPublicPage: false },
  },
  {
    name: 'new version deployed, signed-in user opens /',
    input: { storedSession: storedCargaSession, storedVersion: '0.9.0', currentVersion: CURRENT_VERSION, onPublicPage: false },
  },
  {
    // Issue 26: company 1 requires a second factor of its approvers; aprobador1 has none.
    name: 'an approver who must turn a second factor on reloads',
    input: { storedSession: storedEnrolmentSession, storedVersion: CURRENT_VERSION, currentVersion: CURRENT_VERSION, onPublicPage: false },
  },
];

const usernameOf = (answer: LoginAnswer): string | undefined => answer.user?.username;

const mustEnrol = (snapshot: AnyMachineSnapshot): boolean =>
  (snapshot.context as { session: SessionUser | null }).session?.mustEnrolSecondFactor === true;

/** Server outcomes consistent with what is being sent: each login answer to its own credentials. */
function accept(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  // Another tab can sign out only a session this tab holds.
  if (event.type === 'UNAUTHORIZED' && 'reason' in event) return snapshot.matches('signedIn');
  // A form open on carga's page (the enrolling approver's paths are about the factor).
  if (event.type === 'UNAUTHORIZED' && 'formOpen' in event) {
    return snapshot.matches('signedIn') && (snapshot.context as { session: SessionUser | null }).session?.user.username === 'carga' && !mustEnrol(snapshot);
  }
  // Only a session that must enrol has a requirement to meet (My profile sends it only then).
  if (event.type === 'SECOND_FACTOR_ON') return mustEnrol(snapshot);
  // Renaming is carga's (the other starts' paths take it); the enrolling approver's paths are
  // about the factor, which keeps the path count small.
  if (event.type === 'RENAME') return !mustEnrol(snapshot);
  if (event.type === 'xstate.done.actor.login' || event.type === 'xstate.error.actor.login') {
    const credentials = invokeInput<{ username: string; password: string }>(snapshot, 'login');
    if (!credentials) return false;
    const correct = credentials.password === DEMO_PASSWORD;
    if (event.type === 'xstate.done.actor.login') {
      const output = (event as unknown as { output: LoginAnswer }).output;
      // verificada has a second factor: her right password is answered with a challenge.
      if (output.second_factor) return correct && credentials.username === 'verificada';
      return correct && usernameOf(output) === credentials.username;
    }
    const { kind, status } = (event as unknown as { error: ApiFailure }).error;
    // A refusal (400) answers wrong credentials; the other failures are tried with carga's.
    return kind === 'http' && status === 400 ? !correct : correct && credentials.username === 'carga';
  }
  if (event.type === 'xstate.done.actor.verifySecondFactor' || event.type === 'xstate.error.actor.verifySecondFactor') {
    const sent = invokeInput<{ value: string }>(snapshot, 'verifySecondFactor');
    if (!sent) return false;
    const error = event.type === 'xstate.error.actor.verifySecondFactor' ? (event as unknown as { error: ApiFailure }).error : null;
    // The server refuses a wrong code (400, or 429 after too many); every other outcome answers a right one.
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

export const sessionModel: ModelSpec<SessionInput> = {
  machine: sessionMachine,
  starts: sessionStarts,
  events: sessionEvents,
  accept,
  // The guards read only the input (fixed per start) and event payloads; where a signed-in
  // user lands tells carga's and admin's sign-ins apart.
  project: (snapshot) => {
    const session = (snapshot.context as { session: SessionUser | null }).session;
    return snapshot.matches('signedIn') && session ? { landing: landingRoute(session) } : undefined;
  },
};
