import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../components/PasswordField';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../PublicLayout';

/** Spec: submit only shows an alert; registration is not wired to a server. */
export function RegisterPage() {
  const { t } = useTranslation('register');
  const [fields, setFields] = useState({ email: '', username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  // Read the value now: the updater runs later, when the event's target is gone.
  const set = (name: keyof typeof fields) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setFields((prev) => ({ ...prev, [name]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <PublicLayout title={t('title')}>
      <form onSubmit={submit} aria-label={t('title')}>
        <Stack>
          <TextInput label={t('email')} type="email" value={fields.email} onChange={set('email')} />
          <TextInput label={t('username')} value={fields.username} onChange={set('username')} />
          <PasswordField label={t('password')} value={fields.password} onChange={set('password')} />
          {submitted && (
            <Alert color="blue" role="status">
              {t('notAvailable')}
            </Alert>
          )}
          <Button type="submit" fullWidth>
            {t('submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </PublicLayout>
  );
}
