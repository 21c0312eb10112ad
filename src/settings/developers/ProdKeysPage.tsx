import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import { getCredentials } from '../../api/calls/settings';
import { KeyField } from '../../components/keys/KeyField';
import { ResourceOutcome } from '../../components/keys/ResourceOutcome';
import { useResource } from '../../components/keys/useResource';
import { PageTitle } from '../../components/PageTitle';

/**
 * Production keys. The product kept them as constants in its code; here they come from the
 * credentials call (env=prod) for each merchant of the session, so no secret is in the bundle
 * (docs/decisions.md, "Merchant settings, keys, users and profile").
 */
export function ProdKeysPage() {
  const { t } = useTranslation('developers');
  const session = useSessionUser()!;
  const hasProd = session.env_payments.includes('prod');
  return (
    <Stack maw={760}>
      <PageTitle title={t('prodKeys.title')} />
      <Text c="dimmed">{t('prodKeys.intro')}</Text>
      {hasProd ? (
        <ProdKeys mids={session.mids} />
      ) : (
        <Alert color="yellow" role="status">
          {t('prodKeys.noProd')}
        </Alert>
      )}
      <Anchor component={Link} to="/payments/credentials">
        {t('prodKeys.manage')}
      </Anchor>
    </Stack>
  );
}

function ProdKeys({ mids }: { mids: readonly number[] }) {
  const { t } = useTranslation('developers');
  const { state, send, data } = useResource(() => Promise.all(mids.map((id) => getCredentials(id, 'prod').then((answer) => ({ id, pair: answer.data.prod[0] })))));
  return (
    <>
      <ResourceOutcome state={state} send={send} title={t('keys:loadFailed')} retry={t('keys:retry')} />
      {data?.map(({ id, pair }) => (
        <Paper key={id} withBorder p="md" component="section" aria-label={t('keys:merchantOption', { id })}>
          <Stack gap="sm">
            <KeyField kind="merchantId" value={String(id)} />
            {pair ? (
              <>
                <KeyField kind="publicKey" value={pair.public_key} />
                <KeyField kind="secureKey" value={pair.secure_key} />
              </>
            ) : (
              <Text c="dimmed">{t('prodKeys.none')}</Text>
            )}
          </Stack>
        </Paper>
      ))}
    </>
  );
}
