import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { PasswordField } from '../../components/PasswordField';
import { useTranslation } from 'react-i18next';
import { useSessionActor } from '../session/SessionContext';
import { PublicLayout } from '../PublicLayout';
import { preloadLanding, warmSignIn } from './preloadSignIn';

/** Fields go to the server as typed (spec: no client checks); errors arrive as toasts. */
export function LoginPage() {
  const { t } = useTranslation('login');
  const session = useSessionActor();
  const busy = useSelector(session, (s) => s.matches('signingIn') || s.matches('loadingMe'));
  // The login answer, kept while /v1/me loads: it already says where the user lands.
  const pending = useSelector(session, (s) => (s.matches('loadingMe') ? s.context.pending : null));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    if (pending) preloadLanding(pending);
  }, [pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'SIGN_IN', username, password });
  };

  return (
    <PublicLayout title={t('title')}>
      {/* The sign-in code, the error messages and the shell load when the user turns to the form. */}
      <form onSubmit={submit} onFocus={warmSignIn} aria-label={t('title')}>
        <Stack>
          <TextInput
            label={t('username')}
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t('submit')}
          </Button>
          <Anchor component={Link} to="/account/recover_password" size="sm" ta="center">
            {t('forgotPassword')}
          </Anchor>
        </Stack>
      </form>
    </PublicLayout>
  );
}
