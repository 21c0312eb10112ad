import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../i18n/message';
import { PublicLayout } from '../PublicLayout';
import { recoverPasswordLogic } from './recoverPasswordLogic';
import { inspected } from '../../platform/inspect';

export function RecoverPasswordPage() {
  const { t } = useTranslation('recoverPassword');
  const [state, send] = useMachine(recoverPasswordLogic, inspected());
  const [email, setEmail] = useState('');
  const error = state.context.error;
  const isInvalidEmail = error !== null && 'key' in error && error.key === 'recoverPassword:invalidEmail';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', email });
  };

  return (
    <PublicLayout title={t('title')}>
      {state.matches('sent') ? (
        <Stack>
          <Alert color="green" role="status" title={t('sentTitle')}>
            {t('sent')}
          </Alert>
          <Anchor component={Link} to="/login" ta="center">
            {t('backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('title')}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
            <TextInput
              label={t('email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={isInvalidEmail ? messageText(t, error) : undefined}
            />
            {state.matches('failed') && error && (
              <Alert color="red" role="alert">
                {messageText(t, error)}
              </Alert>
            )}
            <Button type="submit" loading={state.matches('sending')} fullWidth>
              {t('submit')}
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              {t('backToLogin')}
            </Anchor>
          </Stack>
        </form>
      )}
    </PublicLayout>
  );
}
