import { Alert, Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasUnsavedPair } from '@machines/settings/credentialsGenerate';
import { useSessionUser } from '../../session/SessionContext';
import type { PaymentsEnv } from '../../api/schemas/settings';
import { KeyField } from '../../components/keys/KeyField';
import { credentialsGenerateLogic } from './credentialsGenerateLogic';
import { LeaveGuard } from './LeaveGuard';
import { canManageKeys, environmentsOf } from './sessionChoices';
import { StoredCredentials } from './StoredCredentials';
import { inspected } from '../../platform/inspect';
import { PageTitle } from '../../components/PageTitle';

/** Credentials (spec 02 section 2): the merchant's pair per environment, Generate and Keep. */
export function CredentialsPage() {
  const { t } = useTranslation('credentials');
  const session = useSessionUser()!;
  const environments = environmentsOf(session);
  const [merchantId, setMerchantId] = useState<number | undefined>(session.mids[0]);
  const [env, setEnv] = useState<PaymentsEnv | undefined>(environments[0]);
  // Kept keys: the stored pair is loaded again (a new key remounts it).
  const [version, setVersion] = useState(0);
  const [logic] = useState(() => credentialsGenerateLogic(() => setVersion((n) => n + 1)));
  const [state, send] = useMachine(logic, inspected());
  const pending = hasUnsavedPair(state.context);
  const busy = state.matches('generating') || state.matches('keeping');
  const target = state.context.target;

  return (
    <Stack maw={760}>
      <PageTitle title={t('title')} />
      <Alert color="blue" title={t('notice.title')}>
        {t('notice.body')}
      </Alert>
      {merchantId === undefined || env === undefined ? (
        <Alert color="yellow" role="status">
          {t('noEnvironment')}
        </Alert>
      ) : (
        <Paper withBorder p="lg">
          <Stack>
            <Group align="flex-end">
              {session.mids.length > 1 && (
                <Select
                  label={t('keys:merchant')}
                  data={session.mids.map((id) => ({ value: String(id), label: t('keys:merchantOption', { id }) }))}
                  value={String(merchantId)}
                  allowDeselect={false}
                  disabled={pending || busy}
                  onChange={(value) => value && setMerchantId(Number(value))}
                />
              )}
              {environments.length > 1 && (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="credentials-env">
                    {t('environment')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="credentials-env"
                    data={environments.map((value) => ({ value, label: t(`env.${value}`) }))}
                    value={env}
                    disabled={pending || busy}
                    onChange={(value) => setEnv(value as PaymentsEnv)}
                  />
                </Stack>
              )}
            </Group>
            {(pending || busy) && (session.mids.length > 1 || environments.length > 1) && (
              <Text size="sm" c="dimmed">
                {t('lockedWhilePending')}
              </Text>
            )}
            <StoredCredentials key={`${merchantId}-${env}-${version}`} merchantId={merchantId} env={env} />
            {pending && target && (
              <Alert color="orange" title={t('pending.title')} role="region" aria-label={t('pending.title')}>
                <Stack gap="sm">
                  <Text size="sm">{t('pending.body', { env: t(`env.${target.env}`), merchant: target.merchantId })}</Text>
                  <KeyField kind="publicKey" value={state.context.generated!.public_key} />
                  <KeyField kind="secureKey" value={state.context.generated!.secure_key} />
                </Stack>
              </Alert>
            )}
            {canManageKeys(session) && (
              <Group>
                <Button loading={state.matches('generating')} disabled={state.matches('keeping')} onClick={() => send({ type: 'GENERATE', merchantId, env })}>
                  {t('generate')}
                </Button>
                <Button
                  color="green"
                  loading={state.matches('keeping')}
                  disabled={!pending || state.matches('generating')}
                  aria-describedby={pending ? undefined : 'credentials-keep-hint'}
                  onClick={() => send({ type: 'KEEP' })}
                >
                  {t('keep')}
                </Button>
                {pending && !busy && (
                  <Button variant="subtle" color="gray" onClick={() => send({ type: 'DISCARD' })}>
                    {t('discard')}
                  </Button>
                )}
                {!pending && (
                  <Text size="sm" c="dimmed" id="credentials-keep-hint">
                    {t('keepHint')}
                  </Text>
                )}
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      <LeaveGuard pending={pending} onLeave={() => send({ type: 'DISCARD' })} />
    </Stack>
  );
}
