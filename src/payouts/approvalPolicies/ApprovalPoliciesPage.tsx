import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listApprovalPolicies } from '../../api/calls/approvalPolicies';
import { ResourceOutcome } from '../../components/keys/ResourceOutcome';
import { useResource } from '../../components/keys/useResource';
import { PageTitle } from '../../components/PageTitle';
import { useSessionUser } from '../../session/SessionContext';
import { ApproverFactorSwitch } from './ApproverFactorSwitch';
import { PolicyLevels, ReleaseRule } from './PolicyLevels';

/**
 * The approval policy of each of the user's companies, read-only (issue 24, "Policies by
 * amount"): its levels in order, and the escalation and expiry times.
 */
export function ApprovalPoliciesPage() {
  const { t } = useTranslation('approvalPolicies');
  const { state, send, data } = useResource(() => listApprovalPolicies().then((answer) => answer.items));
  const policies = data ?? [];
  // The merchant's admin of these companies (the page lists only the user's own).
  const admin = useSessionUser()?.profile_names.includes('ADMIN') ?? false;
  return (
    <Stack maw={860}>
      <PageTitle title={t('title')} />
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <ResourceOutcome state={state} send={send} title={t('loadFailed')} retry={t('retry')} />
      {state.matches('ready') && policies.length === 0 && (
        <Alert color="gray" role="status">
          {t('empty')}
        </Alert>
      )}
      {policies.map((policy) => (
        <Paper key={policy.company_id} withBorder p="md" component="section" aria-labelledby={`policy-${policy.company_id}`}>
          <Stack gap="xs">
            <Title order={2} size="h4" id={`policy-${policy.company_id}`}>
              {policy.company_name}
            </Title>
            <PolicyLevels levels={policy.levels} />
            <Text size="sm">{t('escalation', { count: policy.escalation_hours })}</Text>
            <Text size="sm">{t('expiry', { count: policy.expiry_days })}</Text>
            <ReleaseRule release={policy.release} />
            <ApproverFactorSwitch policy={policy} canChange={admin} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
