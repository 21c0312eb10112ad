import { fromPromise } from 'xstate';
import type { Credentials, LoginAnswer, MeAnswer, SecondFactorInput, SessionUser } from '@machines/access/sessionUser';
import { signInAgainMachine } from '@machines/access/signInAgain';
import { loadMe, login, loginSecondFactor } from '../../api/calls/access';
import { removeSession, writeSession } from '../../platform/storage';
import { reportIncompleteLogin, type SessionActor } from '../../session/sessionActor';

/** The sign-in over the page bound to the access calls and storage; it tells `session` how it ended. */
export const signInAgainLogic = (session: SessionActor) =>
  signInAgainMachine.provide({
    actors: {
      login: fromPromise<LoginAnswer, Credentials>(({ input }) => login(input)),
      verifySecondFactor: fromPromise<LoginAnswer, SecondFactorInput>(({ input }) => loginSecondFactor(input)),
      loadMe: fromPromise<MeAnswer, void>(() => loadMe()),
    },
    actions: {
      resume: (_, params: { session: SessionUser }) => session.send({ type: 'SIGNED_IN_AGAIN', session: params.session }),
      giveUp: () => session.send({ type: 'GIVE_UP' }),
      storeSession: (_, params: { session: SessionUser }) => writeSession(params.session),
      removeSession: () => removeSession(),
      reportIncompleteLogin: (_, params) => reportIncompleteLogin(params.error),
    },
  });
