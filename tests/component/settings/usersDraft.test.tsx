import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerDraft, restoringDraft } from '@app/platform/draftRestoring';
import { openDraftSources } from '@app/platform/openForms';
import { UsersPage } from '@app/settings/users/UsersPage';
import { db } from '@demo-api/store';
import { useLanguage } from '../../support/render';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn } from './support';

/**
 * Issue 29: the users page's Add user (`userAdd`) and Edit profile (`userProfile`) dialogs keep
 * what was typed as a draft while open, and a restored draft opens them again with it.
 */

beforeAll(() => useLanguage('en', SETTINGS_NAMESPACES));

const NEW_USER = { first_name: 'Elena', last_name: 'Paz', email: 'elena.paz@shop.example', profile: 'customer_service' };
/** carga, as the users list shows it to admin. */
const CARGA = { id: 1, username: 'carga', is_active: true, profile: 'carga' };

const draftsOf = (form: string) => openDraftSources().filter((source) => source.form === form);
const addDialog = () => screen.findByRole('dialog', { name: 'Add user' });
const profileDialog = (username: string) => screen.findByRole('dialog', { name: `Edit the profile of ${username}` });

async function usersPage() {
  await signIn('admin');
  const world = renderSettingsPage('/users', UsersPage);
  await screen.findByRole('table', { name: 'Users' });
  return world;
}

describe('users page: Add user as a draft', { timeout: 30_000 }, () => {
  it('the open dialog keeps exactly what was typed; closed, it keeps nothing', async () => {
    const { user } = await usersPage();
    expect(draftsOf('userAdd')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = within(await addDialog());
    for (const [label, value] of [['First name', NEW_USER.first_name], ['Last name', NEW_USER.last_name], ['Email', NEW_USER.email]] as const) {
      await user.click(dialog.getByRole('textbox', { name: label }));
      await user.paste(value);
    }
    await user.click(dialog.getByRole('combobox', { name: 'Profile' }));
    await user.click(await screen.findByRole('option', { name: 'Customer Service' }));

    const [source, ...others] = draftsOf('userAdd');
    expect(others).toEqual([]);
    expect(source?.values()).toEqual(NEW_USER);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(draftsOf('userAdd')).toEqual([]);
  });

  it('a restored draft opens Add user with what was typed, and it is created as the user left it', async () => {
    await signIn('admin');
    await act(() => offerDraft({ form: 'userAdd', subject: null, values: NEW_USER }));
    const { user } = renderSettingsPage('/users', UsersPage);

    const dialog = within(await addDialog());
    expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue(NEW_USER.first_name);
    expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue(NEW_USER.last_name);
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(NEW_USER.email);
    expect(dialog.getByRole('combobox', { name: 'Profile' })).toHaveValue('Customer Service');
    expect(restoringDraft('userAdd')).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('user created successfully')).toBeInTheDocument();
    expect(db.settings.users.find((u) => u.email === NEW_USER.email)).toMatchObject({ first_name: 'Elena', last_name: 'Paz' });
  });
});

describe('users page: Edit profile as a draft', { timeout: 30_000 }, () => {
  it('the open dialog keeps the user and the profile chosen', async () => {
    const { user } = await usersPage();
    await user.click(screen.getByRole('button', { name: 'Edit the profile of carga' }));
    const dialog = within(await profileDialog('carga'));
    await user.click(dialog.getByRole('combobox', { name: 'Profile' }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));

    const [source, ...others] = draftsOf('userProfile');
    expect(others).toEqual([]);
    expect(source?.subject).toEqual(CARGA);
    expect(source?.values()).toEqual({ profile: 'manager' });

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(draftsOf('userProfile')).toEqual([]);
  });

  it('a restored draft opens the profile of its user with the profile chosen, and it is saved', async () => {
    await signIn('admin');
    await act(() => offerDraft({ form: 'userProfile', subject: CARGA, values: { profile: 'manager' } }));
    const { user } = renderSettingsPage('/users', UsersPage);

    const dialog = within(await profileDialog('carga'));
    expect(dialog.getByRole('combobox', { name: 'Profile' })).toHaveValue('Manager');
    expect(draftsOf('userProfile').map((source) => source.subject)).toEqual([CARGA]);

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('user updated successfully')).toBeInTheDocument();
    expect(db.settings.users.find((u) => u.id === CARGA.id)?.profile).toBe('manager');
  });

  it("a draft naming one's own user, or no user, opens nothing", async () => {
    await usersPage();
    await act(() => offerDraft({ form: 'userProfile', subject: { id: 5, username: 'admin', is_active: true, profile: 'admin' }, values: { profile: 'manager' } }));
    expect(restoringDraft('userProfile')).toBeNull();
    await act(() => offerDraft({ form: 'userProfile', subject: 'carga', values: { profile: 'manager' } }));
    expect(restoringDraft('userProfile')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
