import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getCredentials } from '../../api/calls/settings';
import type { PaymentsEnv } from '../../api/schemas/settings';
import { KeyField } from '../../components/keys/KeyField';
import { ResourceOutcome } from '../../components/keys/ResourceOutcome';
import { useResource } from '../../components/keys/useResource';

/** The pair the merchant uses in this environment. */
export function StoredCredentials({ merchantId, env }: { merchantId: number; env: PaymentsEnv }) {
  const { t } = useTranslation('credentials');
  const { state, send, data } = useResource(() => getCredentials(merchantId, env));
  const pair = data?.data[env][0];
  return (
    <Stack gap="sm" aria-busy={state.matches('loading')}>
      <Title order={2} size="h4">
        {t('current')}
      </Title>
      <ResourceOutcome state={state} send={send} title={t('keys:loadFailed')} retry={t('keys:retry')} />
      {state.matches('ready') && !pair && <Text c="dimmed">{t('none')}</Text>}
      {pair && (
        <>
          <KeyField kind="publicKey" value={pair.public_key} />
          <KeyField kind="secureKey" value={pair.secure_key} />
        </>
      )}
    </Stack>
  );
}
