import type { Credentials } from '@machines/access/session';
import { call, formBody } from '../client';
import { AnyAnswerSchema, CheckTokenSchema, LoginAnswerSchema, MeSchema } from '../schemas/access';

// Login and me: no response means 'Check your network connection'; their 401 is an ordinary error.
export const login = (credentials: Credentials) =>
  call(LoginAnswerSchema, '/v1/login', {
    method: 'POST',
    body: { username: credentials.username, password: credentials.password },
    offline: 'network',
    on401: 'error',
    signal: null,
  });

export const loadMe = () => call(MeSchema, '/v1/me', { offline: 'network', on401: 'error', signal: null });

export const logout = () => call(AnyAnswerSchema, '/v1/logout', { on401: 'error', signal: null });

export const recoverPassword = (email: string) =>
  call(AnyAnswerSchema, '/v1/account/recover_password', { query: { email } });

export const checkToken = (input: { token: string; base64_email: string }) =>
  call(CheckTokenSchema, '/v1/account/check_token', { method: 'POST', body: formBody(input) });

export const resetPassword = (input: { password: string; token: string; base64_email: string }) =>
  call(AnyAnswerSchema, '/v1/account/reset_password', { method: 'POST', body: formBody(input) });
