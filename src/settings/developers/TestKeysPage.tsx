import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import { getDeveloperKeys } from '../../api/calls/settings';
import { KeyField } from '../../components/keys/KeyField';
import { ResourceOutcome } from '../../components/keys/ResourceOutcome';
import { useResource } from '../../components/keys/useResource';
import { PageTitle } from '../../components/PageTitle';

/** Test keys (spec 02 section 2): per merchant of the session, its id and test pair from /v1/payments_merchants/. */
export function TestKeysPage() {
  const { t } = useTranslation('developers');
  const session = useSessionUser()!;
  const { state, send, data } = useResource(() => getDeveloperKeys(session.mids));
  return (
    <Stack maw={760}>
      <PageTitle title={t('testKeys.title')} />
      <Text c="dimmed">{t('testKeys.intro')}</Text>
      <ResourceOutcome state={state} send={send} title={t('keys:loadFailed')} retry={t('keys:retry')} />
      {state.matches('ready') && data?.length === 0 && <Text>{t('testKeys.none')}</Text>}
      {data?.map((merchant) => (
        <Paper key={merchant.id_merchant} withBorder p="md" component="section" aria-label={t('keys:merchantOption', { id: merchant.id_merchant })}>
          <Stack gap="sm">
            <KeyField kind="merchantId" value={String(merchant.id_merchant)} />
            <KeyField kind="publicKey" value={merchant.public_key} />
            <KeyField kind="secureKey" value={merchant.secure_key} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
