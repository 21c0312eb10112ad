import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../components/PasswordField';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../i18n/message';
import { PublicLayout } from '../PublicLayout';
import { resetPasswordLogic } from './resetPasswordLogic';
import { inspected } from '../../platform/inspect';

export function ResetPasswordPage({ token, b64e }: { token: string | null; b64e: string | null }) {
  const { t } = useTranslation('resetPassword');
  const [state, send] = useMachine(resetPasswordLogic, inspected({ input: { token, b64e } }));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const error = state.context.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', password, confirm });
  };

  const requestAgain = (
    <Anchor component={Link} to="/account/recover_password">
      {t('requestNewEmail')}
    </Anchor>
  );

  return (
    <PublicLayout title={t('title')}>
      {state.matches('verifying') && (
        <Stack align="center" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('verifying')}</Text>
        </Stack>
      )}
      {state.matches('verificationFailed') && (
        <Stack>
          <Alert color="orange" role="alert">
            {error ? messageText(t, error) : t('verificationFailed')}
          </Alert>
          <Button onClick={() => send({ type: 'RETRY' })}>{t('retry')}</Button>
        </Stack>
      )}
      {state.matches('invalid') && (
        <Stack>
          <Alert color="red" role="alert">
            {t('invalidToken')}
          </Alert>
          {requestAgain}
        </Stack>
      )}
      {state.matches('changed') && (
        <Stack>
          <Alert color="green" role="status">
            {t('changed')}
          </Alert>
          <Anchor component={Link} to="/login">
            {t('goToLogin')}
          </Anchor>
        </Stack>
      )}
      {(state.matches('ready') || state.matches('submitting') || state.matches('failed')) && (
        <form onSubmit={submit} noValidate aria-label={t('title')}>
          <Stack>
            <PasswordField
              label={t('newPassword')}
              description={t('hint')}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <PasswordField
              label={t('confirmPassword')}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
            />
            {error && (
              <Alert color="red" role="alert">
                {messageText(t, error)}
              </Alert>
            )}
            <Button type="submit" loading={state.matches('submitting')} fullWidth>
              {t('submit')}
            </Button>
          </Stack>
        </form>
      )}
    </PublicLayout>
  );
}
