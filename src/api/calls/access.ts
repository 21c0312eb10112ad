import type { Credentials, SecondFactorInput } from '@machines/access/sessionUser';
import { formBody } from '../client';
import * as api from '../contract/access';
import { callTo } from './endpointCall';

// Login and me: no response means 'Check your network connection'; their 401 is an ordinary error.
export const login = (credentials: Credentials) =>
  callTo(api.login, {
    body: { username: credentials.username, password: credentials.password },
    offline: 'network',
    on401: 'error',
    signal: null,
  });

/** The second step of a sign-in (issue 26): the challenge and a code, or a recovery code. */
export const loginSecondFactor = ({ challenge, method, value }: SecondFactorInput) =>
  callTo(api.loginSecondFactor, {
    body: method === 'code' ? { challenge, code: value } : { challenge, recovery_code: value },
    offline: 'network',
    on401: 'error',
    signal: null,
  });

export const loadMe = () => callTo(api.me, { offline: 'network', on401: 'error', signal: null });

export const logout = () => callTo(api.logout, { on401: 'error', signal: null });

export const recoverPassword = (email: string) => callTo(api.recoverPassword, { query: { email } });

export const checkToken = (input: { token: string; base64_email: string }) => callTo(api.checkToken, { body: formBody(input) });

export const resetPassword = (input: { password: string; token: string; base64_email: string }) =>
  callTo(api.resetPassword, { body: formBody(input) });
