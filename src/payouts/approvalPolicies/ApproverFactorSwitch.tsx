import { Stack, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setApproverSecondFactor } from '../../api/calls/approvalPolicies';
import type { CompanyPolicy } from '../../api/schemas/approvalPolicies';
import { useFormSubmit } from '../../components/forms/useFormSubmit';
import { messageText } from '../../i18n/message';

/**
 * Whether the company's approvers must have two-step verification (issue 26). Its admin turns it
 * on or off here (the shared one-request chart: a press while it is saved does nothing); anyone
 * else sees it, disabled, with who may change it.
 */
export function ApproverFactorSwitch({ policy, canChange }: { policy: CompanyPolicy; canChange: boolean }) {
  const { t } = useTranslation('approvalPolicies');
  const { state, send, edit } = useFormSubmit((values: { required: boolean }, write) =>
    setApproverSecondFactor(policy.company_id, values.required, write),
  );
  const saved = (state.context.result as CompanyPolicy | null)?.release.required_for_approvers ?? policy.release.required_for_approvers;
  const [requested, setRequested] = useState(saved);
  const submitting = state.matches('submitting');
  const change = edit((required: boolean) => {
    setRequested(required);
    send({ type: 'SUBMIT', values: { required } });
  });
  const hintId = useId();
  // The hint under the switch, not Mantine's description inside its label: the switch's name stays its label.
  return (
    <Stack gap={4}>
      <Switch
        label={t('release.requireLabel')}
        aria-describedby={hintId}
        // While it is saved the switch shows what was asked; after a refusal, what is saved.
        checked={submitting ? requested : saved}
        disabled={!canChange || submitting}
        error={state.matches('failed') && state.context.error ? messageText(t, state.context.error) : undefined}
        onChange={(event) => change(event.currentTarget.checked)}
      />
      <Text id={hintId} size="xs" c="dimmed">
        {canChange ? t('release.requireHint') : t('release.requireAdminOnly')}
      </Text>
    </Stack>
  );
}
