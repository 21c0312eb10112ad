import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MerchantInfoPage } from '@app/settings/merchantInfo/MerchantInfoPage';
import { ProfilePage } from '@app/settings/profile/ProfilePage';
import { offerDraft, restoringDraft } from '@app/platform/draftRestoring';
import { anyFormOpen, openDraftSources } from '@app/platform/openForms';
import { readSession } from '@app/platform/storage';
import { db } from '@demo-api/store';
import { useLanguage } from '../../support/render';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn } from './support';

/**
 * Issue 29: the notification URLs form (`notificationUrlEdit`, with its merchant) and My
 * profile's personal data (`profileUpdate`) are open, and kept as drafts, only while what is on
 * screen differs from what is stored; a restored draft opens the form on its page with what
 * was typed.
 */

beforeAll(() => useLanguage('en', SETTINGS_NAMESPACES));

const draftsOf = (form: string) => openDraftSources().filter((source) => source.form === form);
const storedUrls = (id: number) => db.settings.merchants.find((merchant) => merchant.id === id)!.notification_urls;

const NEW_SUCCESS = 'https://andes.example/hooks/ok';
const NEW_FAILURE = 'https://andes.example/hooks/ko';

describe('notification URLs: the draft', () => {
  it('is kept only while an address differs from the stored one, with its merchant', async () => {
    await signIn('admin');
    const { user } = renderSettingsPage('/payments/merchant/info', MerchantInfoPage);
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const success = screen.getByRole('textbox', { name: 'Success notification URL' });
    expect(anyFormOpen()).toBe(false);

    // Edit alone changes nothing: nothing to lose.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(anyFormOpen()).toBe(false);

    await user.clear(success);
    await user.type(success, NEW_SUCCESS);
    const [source, ...others] = draftsOf('notificationUrlEdit');
    expect(others).toEqual([]);
    expect(source?.subject).toBe(101);
    expect(source?.values()).toEqual({ url_notification: NEW_SUCCESS, reject_notification_url: storedUrls(101).reject_notification_url });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(anyFormOpen()).toBe(false);
  });

  it('restored, opens the merchant, its Notifications tab and the form with the addresses typed', async () => {
    await signIn('admin');
    const { user } = renderSettingsPage('/payments/merchant/info', MerchantInfoPage);
    // On the first merchant's General tab when the draft comes.
    await screen.findByRole('tab', { name: 'General', selected: true });
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveValue('Comercial Andes (101)');

    act(() => offerDraft({ form: 'notificationUrlEdit', subject: 102, values: { url_notification: NEW_SUCCESS, reject_notification_url: NEW_FAILURE } }));

    expect(await screen.findByRole('tab', { name: 'Notifications', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveValue('Andes Online Store (102)');
    const form = within(screen.getByRole('form', { name: 'Notification URLs' }));
    const success = form.getByRole('textbox', { name: 'Success notification URL' });
    await waitFor(() => expect(success).toHaveValue(NEW_SUCCESS));
    expect(success).not.toHaveAttribute('readonly');
    expect(form.getByRole('textbox', { name: 'Failure notification URL' })).toHaveValue(NEW_FAILURE);
    expect(restoringDraft('notificationUrlEdit')).toBeNull();
    // The restored form is open again, for that merchant.
    expect(draftsOf('notificationUrlEdit').map((source) => source.subject)).toEqual([102]);

    // Saved as the user meant: the server holds it.
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification url updated successfully')).toBeInTheDocument();
    expect(storedUrls(102)).toEqual({ url_notification: NEW_SUCCESS, reject_notification_url: NEW_FAILURE });
    await waitFor(() => expect(anyFormOpen()).toBe(false));
  });

  it('restored before the merchants have loaded (Restore opens the page), waits for them', async () => {
    await signIn('admin');
    act(() => offerDraft({ form: 'notificationUrlEdit', subject: 102, values: { url_notification: NEW_SUCCESS, reject_notification_url: NEW_FAILURE } }));
    renderSettingsPage('/payments/merchant/info', MerchantInfoPage);

    expect(await screen.findByRole('tab', { name: 'Notifications', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveValue('Andes Online Store (102)');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Success notification URL' })).toHaveValue(NEW_SUCCESS));
    expect(screen.getByRole('textbox', { name: 'Failure notification URL' })).toHaveValue(NEW_FAILURE);
  });
});

describe('My profile: the draft', () => {
  it('is kept only while the name differs from the session’s', async () => {
    await signIn('admin');
    const { user } = renderSettingsPage('/profile', ProfilePage);
    const first = await screen.findByRole('textbox', { name: 'First name' });
    const saved = readSession()!.user;
    expect(anyFormOpen()).toBe(false);

    await user.type(first, 'x');
    const [source, ...others] = draftsOf('profileUpdate');
    expect(others).toEqual([]);
    expect(source?.values()).toEqual({ first_name: `${saved.first_name}x`, last_name: saved.last_name });

    // Back to the name the session has: nothing to lose.
    await user.type(first, '{Backspace}');
    expect(anyFormOpen()).toBe(false);
  });

  it('restored, fills the personal data with the name typed', async () => {
    await signIn('admin');
    const { user } = renderSettingsPage('/profile', ProfilePage);
    await screen.findByRole('textbox', { name: 'First name' });

    act(() => offerDraft({ form: 'profileUpdate', subject: null, values: { first_name: 'Camila Andrea', last_name: 'Rojas Vidal' } }));

    const form = within(screen.getByRole('form', { name: 'Personal Data' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Camila Andrea'));
    expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Rojas Vidal');
    expect(restoringDraft('profileUpdate')).toBeNull();
    expect(draftsOf('profileUpdate')).toHaveLength(1);

    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(readSession()?.user.first_name).toBe('Camila Andrea'));
    expect(anyFormOpen()).toBe(false);
  });

  it('a draft that is not a name leaves the form as it was', async () => {
    await signIn('admin');
    renderSettingsPage('/profile', ProfilePage);
    const first = await screen.findByRole('textbox', { name: 'First name' });
    const saved = readSession()!.user;

    act(() => offerDraft({ form: 'profileUpdate', subject: null, values: { first_name: 42 } }));

    await waitFor(() => expect(restoringDraft('profileUpdate')).toBeNull());
    expect(first).toHaveValue(saved.first_name);
    expect(anyFormOpen()).toBe(false);
  });
});
