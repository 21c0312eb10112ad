import type { WriteOptions } from '../client';
import * as api from '../contract/users';
import { callTo } from './endpointCall';

/** Spec 02 section 9: the user list asks for 100 users. */
const USER_LIST_SIZE = 100;

/** GET /v1/user/?itemsPerPage=100 */
export const listUsers = () => callTo(api.users, { query: { itemsPerPage: USER_LIST_SIZE } });

/** PUT /v1/user/{id}/ with is_active. */
export const setUserActive = (id: number, isActive: boolean, write: WriteOptions = {}) =>
  callTo(api.userActive, { ...write, params: { id }, body: { is_active: isActive } });

/** POST /v1/user/levels: a user's new profile code. */
export const setUserProfile = (id: number, level: string, write: WriteOptions = {}) =>
  callTo(api.userLevel, { ...write, body: { user_id: id, level } });

export interface NewUser {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly profile: string;
}

/** POST v1/user/ */
export const createUser = (user: NewUser, write: WriteOptions = {}) => callTo(api.createUser, { ...write, body: { ...user } });

/** PATCH /v1/user_profile: the signed-in user's own name. */
export const updateProfile = (name: { first_name: string; last_name: string }, write: WriteOptions = {}) =>
  callTo(api.profile, { ...write, body: { ...name } });

export interface PasswordChange {
  readonly old_password: string;
  readonly new_password1: string;
  readonly new_password2: string;
}

/** PATCH /v1/update_password; the passwords travel in the body only, never in a URL. */
export const changePassword = (change: PasswordChange, write: WriteOptions = {}) =>
  callTo(api.password, { ...write, body: { ...change } });
