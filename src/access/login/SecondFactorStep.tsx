import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../i18n/message';
import { useSessionActor } from '../../session/SessionContext';
import { PublicLayout } from '../PublicLayout';
import { ONE_TIME_CODE_LENGTH, OneTimeCodeField } from '../../components/OneTimeCodeField';

/**
 * The sign-in's second step (issue 26): a 6-digit code from the authenticator app, sent as soon
 * as the sixth digit is in (or autofilled), or one of the recovery codes. Loaded only when a
 * login asks for it, so /login does not carry it.
 */
export function SecondFactorStep() {
  const { t } = useTranslation('loginSecondFactor');
  const session = useSessionActor();
  const busy = useSelector(session, (s) => s.matches({ secondFactor: 'verifying' }));
  const error = useSelector(session, (s) => s.context.factorError);
  const [method, setMethod] = useState<'code' | 'recovery'>('code');
  const [code, setCode] = useState('');
  // Each try gets fresh boxes, focused from the first: a refused code is typed again from the start.
  const [tries, setTries] = useState(0);
  const [recovery, setRecovery] = useState('');

  const verify = (value: string) => {
    session.send({ type: 'VERIFY', method, value });
    // A code is good for one try: if it is refused, the boxes are empty for the next one.
    setCode('');
    setTries((n) => n + 1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify(method === 'code' ? code : recovery.trim());
  };
  const errorText = error ? messageText(t, error) : undefined;

  return (
    <PublicLayout title={t('title')}>
      <form onSubmit={submit} aria-label={t('title')} noValidate>
        <Stack>
          <Text size="sm">{method === 'code' ? t('codeHint') : t('recoveryHint')}</Text>
          {method === 'code' ? (
            <OneTimeCodeField key={tries} label={t('codeLabel')} value={code} error={errorText ?? null} busy={busy} onChange={setCode} onComplete={verify} />
          ) : (
            <TextInput
              label={t('recoveryLabel')}
              autoComplete="off"
              autoFocus
              value={recovery}
              error={errorText}
              disabled={busy}
              onChange={(event) => setRecovery(event.currentTarget.value)}
            />
          )}
          <Button type="submit" loading={busy} fullWidth disabled={method === 'code' ? code.length < ONE_TIME_CODE_LENGTH : recovery.trim() === ''}>
            {t('verify')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component="button" type="button" onClick={() => setMethod(method === 'code' ? 'recovery' : 'code')}>
              {method === 'code' ? t('useRecovery') : t('useCode')}
            </Anchor>
          </Text>
          <Text size="sm" ta="center">
            <Anchor component="button" type="button" onClick={() => session.send({ type: 'CANCEL_SIGN_IN' })}>
              {t('back')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicLayout>
  );
}
