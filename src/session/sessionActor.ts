import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '@machines/access/session';
import type { ApiFailure } from '@machines/shared/apiError';
import { keyMessage } from '@machines/shared/message';
import { userKey, type Credentials, type LoginAnswer, type MeAnswer, type SecondFactorInput, type SessionUser } from '@machines/access/sessionUser';
import { holdRequests, onUnauthorized, releaseRequests } from '../api/unauthorized';
import { anyFormOpen } from '../platform/openForms';
import type * as AccessCalls from '../api/calls/access';
import { go } from '../platform/navigation';
import { leaveUnasked } from '../platform/runningJobs';
import { notifyError } from '../platform/toasts';
import { config } from '../platform/config';
import { PUBLIC_PATHS } from './publicPaths';
import { reportError } from '../reporting/report';
import { clearStorage, forgetSignOut, readSession, readVersion, recordSignOut, removeSession, saveVersion, writeSession } from '../platform/storage';
import { inspected } from '../platform/inspect';

/**
 * The calls of sign-in, /v1/me and sign-out, with the API client and its schemas, load on
 * demand: /login paints without them. The app says how they load (src/app/loadOnDemand.ts,
 * `accessCalls`); the login form asks for them ahead, on its first focus
 * (src/app/prefetchSignIn.ts), so a submit does not wait on the download.
 */
export type LoadAccessCalls = () => Promise<typeof AccessCalls>;

const networkFailure = (): never => {
  // The code could not be fetched: for the user that is the network failing, as if the
  // call itself had no answer (the login chart shows 'Check your network connection').
  const failure: ApiFailure = { kind: 'network', message: keyMessage('errors:network') };
  throw failure;
};

/** The channel to the other tabs of the browser (issue 29): loaded once signed in, not with /login (its first load has a budget). */
export const otherTabs = () => import('../platform/signOutChannel');

/** The drafts kept in IndexedDB (issue 29): loaded when a 401 meets a form or at a sign-out, not with /login. */
const draftStore = () => import('../platform/drafts');

/**
 * A browser that cannot keep drafts (no IndexedDB, storage full) still signs in and out as
 * before; the failure goes to error reporting, not to the user.
 */
const ignoreDraftStorage = (error: unknown): void => reportError(error, { during: 'drafts' });

/** Where the open forms are: their page, with its query. */
const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

/** The session chart bound to the browser: storage, navigation, toasts and API calls. */
export function createSessionActor(loadAccessCalls: LoadAccessCalls) {
  const accessCalls = () => loadAccessCalls().catch(networkFailure);
  const logic = sessionMachine.provide({
    actors: {
      login: fromPromise<LoginAnswer, Credentials>(async ({ input }) => (await accessCalls()).login(input)),
      verifySecondFactor: fromPromise<LoginAnswer, SecondFactorInput>(async ({ input }) => (await accessCalls()).loginSecondFactor(input)),
      loadMe: fromPromise<MeAnswer, void>(async () => (await accessCalls()).loadMe()),
      logout: fromPromise<unknown, void>(async () => (await accessCalls()).logout()),
    },
    actions: {
      holdRequests: () => holdRequests(),
      releaseRequests: (_, params: { resend: boolean }) => releaseRequests(params.resend),
      keepDrafts: (_, params: { owner: SessionUser }) => {
        const path = currentPath();
        void draftStore().then((drafts) => drafts.keepDrafts(userKey(params.owner), path)).catch(ignoreDraftStorage);
      },
      dropDrafts: (_, params: { owner: SessionUser | null }) =>
        void draftStore().then((drafts) => drafts.dropDrafts(params.owner ? userKey(params.owner) : undefined)).catch(ignoreDraftStorage),
      storeSession: (_, params: { session: SessionUser }) => writeSession(params.session),
      removeSession: () => removeSession(),
      clearStorage: () => clearStorage(),
      recordSignOut: (_, params) => {
        if (params.reason) recordSignOut(params.reason);
      },
      forgetSignOut: () => forgetSignOut(),
      announceSignOut: (_, params) => void otherTabs().then((tabs) => tabs.announceSignOut(params.token)),
      watchOtherTabs: ({ self }) =>
        void otherTabs().then((tabs) => tabs.watchSignOuts(() => readSession()?.token ?? null, () => self.send({ type: 'UNAUTHORIZED', reason: 'otherTab' }))),
      saveVersion: (_, params: { version: string }) => saveVersion(params.version),
      // A sign-in's landing is nobody's choice to hold up, even over a page still at work.
      land: (_, params: { to: string }) => leaveUnasked(params.to),
      goToLogin: () => go('/login'),
      notifyError: (_, params) => notifyError(params.message),
      reportIncompleteLogin: (_, params) => reportIncompleteLogin(params.error),
    },
  });
  const actor = createActor(logic, inspected({
    input: {
      storedSession: readSession(),
      storedVersion: readVersion(),
      currentVersion: config.dashboardVersion,
      onPublicPage: (PUBLIC_PATHS as readonly string[]).includes(window.location.pathname),
    },
  }));
  onUnauthorized(() => actor.send({ type: 'UNAUTHORIZED', formOpen: anyFormOpen() }));

  return actor;
}

/** A login answer that cannot make a session, to the error-reporting service (also the sign-in over the page's). */
export function reportIncompleteLogin(error: unknown): void {
  reportError(new Error('Login answer cannot make a session'), { detail: describe(error) });
}

/** Which keys a bad answer had: enough to debug, never the token itself. */
function describe(value: unknown): string {
  return value && typeof value === 'object' ? Object.keys(value).join(',') : typeof value;
}

export type SessionActor = ReturnType<typeof createSessionActor>;

