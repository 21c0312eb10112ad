import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CredentialsPage } from '@app/settings/credentials/CredentialsPage';
import { MerchantInfoPage } from '@app/settings/merchantInfo/MerchantInfoPage';
import { ProfilePage } from '@app/settings/profile/ProfilePage';
import { db } from '@demo-api/store';
import { dropNextAnswers, keysSent } from '../../support/idempotency';
import { useLanguage } from '../../support/render';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn } from './support';

/**
 * Issue 29 on the settings forms: each write carries its intent's Idempotency-Key, and pressed
 * again after a lost answer the same key, so the demo API gives the kept answer instead of
 * acting again. The password shows why it matters: a second change would be refused, the old
 * password being the old one no longer.
 */

beforeAll(() => useLanguage('en', SETTINGS_NAMESPACES));

const writesTo = (path: string) => keysSent((method, pathname) => method !== 'GET' && pathname.endsWith(path));

describe('settings writes: Idempotency-Key (issue 29)', { timeout: 30_000 }, () => {
  it('Change password again after a lost answer: the same key, the kept success, not "wrong old password"', async () => {
    await signIn('manager');
    const { user } = renderSettingsPage('/profile', ProfilePage);
    const keys = writesTo('/v1/update_password');
    const form = await screen.findByRole('form', { name: 'Change Password' });
    await user.type(within(form).getByLabelText('Old password'), 'demo1234');
    await user.type(within(form).getByLabelText('New password'), 'n3w-Secret-2026');
    await user.type(within(form).getByLabelText('Confirm new password'), 'n3w-Secret-2026');
    await dropNextAnswers(1);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/contact to support/)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('Update of the personal data sends a key; another name after a success, the next', async () => {
    await signIn('manager');
    const { user } = renderSettingsPage('/profile', ProfilePage);
    const keys = writesTo('/v1/user_profile');
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'Diego A.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    await user.type(first, 'lberto');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findAllByText('Data updated successfully');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]!.replace(/-1$/, '-2'));
  });

  it('Save of the notification URLs again after a lost answer sends the same key', async () => {
    await signIn('admin');
    const { user } = renderSettingsPage('/payments/merchant/info', MerchantInfoPage);
    const keys = writesTo('/v1/payments/merchant/update/notification_url/');
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const success = screen.getByRole('textbox', { name: 'Success notification URL' });
    await user.clear(success);
    await user.type(success, 'https://andes.example/lost');
    await dropNextAnswers(1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/contact to support/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification url updated successfully')).toBeInTheDocument();
    expect(db.settings.merchants[0]!.notification_urls.url_notification).toBe('https://andes.example/lost');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('Keep of generated credentials sends a key', async () => {
    await signIn('admin');
    const { user } = renderSettingsPage('/payments/credentials', CredentialsPage);
    const keys = writesTo('/v1/payments/credentials/create/');
    await screen.findAllByRole('textbox', { name: 'Public key' });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('region', { name: 'New credentials, not saved yet' });
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(await screen.findByText('Credential saved successfully')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
  });
});
