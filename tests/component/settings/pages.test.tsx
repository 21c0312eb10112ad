import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CredentialsPage } from '@app/settings/credentials/CredentialsPage';
import { PhpSdkPage } from '@app/settings/developers/PhpSdkPage';
import { ProdKeysPage } from '@app/settings/developers/ProdKeysPage';
import { TestKeysPage } from '@app/settings/developers/TestKeysPage';
import { MerchantInfoPage } from '@app/settings/merchantInfo/MerchantInfoPage';
import { UsersPage } from '@app/settings/users/UsersPage';
import { db } from '@demo-api/store';
import { useLanguage } from '../../support/render';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn } from './support';

beforeAll(() => useLanguage('en', SETTINGS_NAMESPACES));

const MASK = '•'.repeat(24);

describe('credentials page', () => {
  it('shows masked keys with show and copy; the environment selector only with both', async () => {
    await signIn('manager');
    const { user } = renderSettingsPage('/payments/credentials', CredentialsPage);
    const secure = await screen.findByRole('textbox', { name: 'Secure key' });
    expect(secure).toHaveValue(MASK);
    expect(screen.getByText('Environment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Secure key' }));
    expect(secure).toHaveValue(db.settings.merchants.find((m) => m.id === 101)!.credentials.prod.secure_key);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Public key' }));
    expect(writeText).toHaveBeenCalledWith(db.settings.merchants.find((m) => m.id === 101)!.credentials.prod.public_key);
    expect(await screen.findByText('Public key copied')).toBeInTheDocument();
  });

  it('a test-only uploader sees no selector and no Generate or Keep', async () => {
    await signIn('carga');
    renderSettingsPage('/payments/credentials', CredentialsPage);
    expect(await screen.findByRole('textbox', { name: 'Public key' })).toHaveValue(MASK);
    expect(screen.queryByText('Environment')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep' })).not.toBeInTheDocument();
  });

  it('Generate shows an unsaved pair, Keep makes it the stored one', async () => {
    await signIn('admin');
    const { user } = renderSettingsPage('/payments/credentials', CredentialsPage);
    await screen.findAllByRole('textbox', { name: 'Public key' });
    expect(screen.getByRole('button', { name: 'Keep' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const pending = await screen.findByRole('region', { name: 'New credentials, not saved yet' });
    expect(await screen.findByText('Credentials generated successfully')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Show Public key' }));
    const generated = (within(pending).getByRole('textbox', { name: 'Public key' }) as HTMLInputElement).value;
    expect(db.settings.merchants[0]!.credentials.prod.public_key).not.toBe(generated);
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(await screen.findByText('Credential saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New credentials, not saved yet' })).not.toBeInTheDocument());
    expect(db.settings.merchants[0]!.credentials.prod.public_key).toBe(generated);
    await user.click(await screen.findByRole('button', { name: 'Show Public key' }));
    expect(screen.getByRole('textbox', { name: 'Public key' })).toHaveValue(generated);
  });
});

describe('merchant info', () => {
  it('Edit, then Cancel restores the stored values; a bad address is refused; Save stores', async () => {
    await signIn('admin');
    const { user } = renderSettingsPage('/payments/merchant/info', MerchantInfoPage);
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const success = screen.getByRole('textbox', { name: 'Success notification URL' });
    expect(success).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(success);
    await user.type(success, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(success).toHaveValue('https://andes.example/webhooks/payments/success');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(success);
    await user.type(success, 'andes.example/ok');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter a valid https:\/\/ address on a public host/)).toBeInTheDocument();
    expect(db.settings.merchants[0]!.notification_urls.url_notification).toBe('https://andes.example/webhooks/payments/success');
    await user.clear(success);
    await user.type(success, 'https://andes.example/ok');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification url updated successfully')).toBeInTheDocument();
    expect(db.settings.merchants[0]!.notification_urls.url_notification).toBe('https://andes.example/ok');
  });
});

describe('developer pages and users', () => {
  it('test keys per merchant and production keys for prod users', async () => {
    await signIn('admin');
    renderSettingsPage('/developers/test_keys', TestKeysPage);
    expect(await screen.findAllByRole('textbox', { name: 'Secure key' })).toHaveLength(4);
  });

  it('tells a test-only user production is not enabled', async () => {
    await signIn('carga');
    renderSettingsPage('/developers/prod_keys', ProdKeysPage);
    expect(await screen.findByText('Production is not enabled for your user. Contact your administrator.')).toBeInTheDocument();
  });

  it('the PHP SDK page shows how to install it', async () => {
    await signIn('carga');
    renderSettingsPage('/payout', PhpSdkPage);
    expect(await screen.findByText('composer require payments-provider/php-sdk')).toBeInTheDocument();
  });

  it('users: list, disable, and no Disable on your own row', async () => {
    await signIn('admin');
    const { user } = renderSettingsPage('/users', UsersPage);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(30);
    expect(screen.queryByRole('button', { name: 'Disable admin' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable carga' }));
    expect(await screen.findByText('status updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable carga' })).toBeInTheDocument();
  });
});
