import type { NewUserValues, UsersEvent } from '@machines/settings/users';

/**
 * The users page's drafts (issue 29): what the Add user and Edit profile dialogs keep when a
 * 401 meets them, and how the page reads them back (they come from this browser's storage).
 * Neither form has a password: Add user sends names, an email and a profile.
 */

export const USER_ADD_DRAFT = 'userAdd';
export const USER_PROFILE_DRAFT = 'userProfile';

/** The user a profile dialog is about, as the chart's EDIT_PROFILE takes it. */
export type EditedUser = Extract<UsersEvent, { type: 'EDIT_PROFILE' }>['user'];

const FIELDS = ['first_name', 'last_name', 'email', 'profile'] as const satisfies readonly (keyof NewUserValues)[];

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Only what reopens the dialog (the row has more: names, email). */
export const editedUserOf = (user: EditedUser): EditedUser => ({ id: user.id, username: user.username, is_active: user.is_active, profile: user.profile });

/** The Add user values of a restored draft: its text fields, each a string. */
export function newUserDraftOf(values: unknown): Partial<NewUserValues> {
  const kept = record(values);
  if (!kept) return {};
  return Object.fromEntries(FIELDS.filter((field) => typeof kept[field] === 'string').map((field) => [field, kept[field]])) as Partial<NewUserValues>;
}

/** The user and the profile chosen of a restored profile draft, or null when it names no user. */
export function profileDraftOf(subject: unknown, values: unknown): { user: EditedUser; profile: string | null } | null {
  const user = record(subject);
  if (!user) return null;
  const { id, username, is_active, profile } = user;
  if (typeof id !== 'number' || typeof username !== 'string' || typeof is_active !== 'boolean') return null;
  if (profile !== null && typeof profile !== 'string') return null;
  const chosen = record(values)?.profile;
  return { user: { id, username, is_active, profile }, profile: typeof chosen === 'string' ? chosen : null };
}
