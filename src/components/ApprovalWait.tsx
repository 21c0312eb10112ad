import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { approvalWaitOf, type PayrollState } from '@machines/payouts/payrollRules';

/**
 * Whose signature a payroll under approval waits for, as the lifecycle chart reads it: 'Waiting
 * for approver 2', or 'No approver assigned' when actual_approver_id is none of its levels
 * (issue 24). `onlyUnassigned`: the list says only the second, its Detail column already
 * carries the server's 'Waiting for approver n'.
 */
export function ApprovalWait({ payroll, onlyUnassigned = false }: { payroll: PayrollState; onlyUnassigned?: boolean }) {
  const { t } = useTranslation('payouts');
  const wait = approvalWaitOf(payroll);
  if (wait === null || (onlyUnassigned && wait !== 'unassigned')) return null;
  return (
    <Text size="xs" c={wait === 'unassigned' ? 'red.8' : undefined} component="span" display="block">
      {wait === 'unassigned' ? t('approval.unassigned') : t('approval.waitingFor', { level: wait.level })}
    </Text>
  );
}
