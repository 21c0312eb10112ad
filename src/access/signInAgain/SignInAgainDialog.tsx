import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../i18n/message';
import { inspected } from '../../platform/inspect';
import { useSessionActor } from '../../session/SessionContext';
import { PasswordField } from '../../components/PasswordField';
import { ONE_TIME_CODE_LENGTH, OneTimeCodeField } from '../../components/OneTimeCodeField';
import { signInAgainLogic } from './signInAgainLogic';

/**
 * The dialog over the page after a 401 met an open form (issue 29): the password again (and the
 * second factor's code), or sign out. It cannot be closed any other way: behind it the page has
 * no session, and what the user typed waits there.
 */
export function SignInAgainDialog() {
  const { t } = useTranslation('signInAgain');
  const session = useSessionActor();
  const [logic] = useState(() => signInAgainLogic(session));
  const expired = session.getSnapshot().context.session;
  const [state, send] = useMachine(logic, inspected({ input: { expired: expired! } }));
  const [username, setUsername] = useState(expired?.user.username ?? '');
  const [password, setPassword] = useState('');
  const [method, setMethod] = useState<'code' | 'recovery'>('code');
  const [code, setCode] = useState('');
  const [tries, setTries] = useState(0);
  const [recovery, setRecovery] = useState('');
  const busy = state.matches('signingIn') || state.matches('loadingMe') || state.matches({ secondFactor: 'verifying' });
  const error = state.context.error ? messageText(t, state.context.error) : null;
  const codeStep = state.matches('secondFactor');

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SIGN_IN', username, password });
  };
  const verify = (value: string) => {
    send({ type: 'VERIFY', method, value });
    setCode('');
    setTries((n) => n + 1);
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    verify(method === 'code' ? code : recovery.trim());
  };

  return (
    <Modal opened onClose={() => {}} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} title={t('title')} centered>
      {codeStep ? (
        <form onSubmit={submitCode} aria-label={t('codeTitle')} noValidate>
          <Stack>
            <Text size="sm">{method === 'code' ? t('codeHint') : t('recoveryHint')}</Text>
            {method === 'code' ? (
              <OneTimeCodeField key={tries} label={t('codeLabel')} value={code} error={error} busy={busy} onChange={setCode} onComplete={verify} />
            ) : (
              <TextInput label={t('recoveryLabel')} autoComplete="off" autoFocus value={recovery} error={error} disabled={busy} onChange={(e) => setRecovery(e.currentTarget.value)} />
            )}
            <Button type="submit" loading={busy} disabled={method === 'code' ? code.length < ONE_TIME_CODE_LENGTH : recovery.trim() === ''}>
              {t('verify')}
            </Button>
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={() => setMethod(method === 'code' ? 'recovery' : 'code')}>
                {method === 'code' ? t('useRecovery') : t('useCode')}
              </Anchor>
              <Anchor component="button" type="button" size="sm" onClick={() => send({ type: 'BACK' })}>
                {t('back')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={signIn} aria-label={t('title')}>
          <Stack>
            <Text size="sm">{t('intro')}</Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <TextInput label={t('username')} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
            <PasswordField
              label={t('password')}
              name="password"
              autoComplete="current-password"
              // Mantine's focus trap focuses the first field unless one says data-autofocus: the username is known.
              data-autofocus
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Group justify="space-between">
              <Button variant="subtle" color="gray" onClick={() => send({ type: 'GIVE_UP' })} disabled={busy}>
                {t('signOut')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
