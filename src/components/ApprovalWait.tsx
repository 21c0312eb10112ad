import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { approvalWaitOf, fourEyesOf, type PayrollState } from '@machines/payouts/payrollRules';
import { useSessionUserIfAny } from '../session/optionalSession';

/**
 * Whose signature a payroll under approval waits for, as the lifecycle chart reads it: 'Waiting
 * for approver 2', or 'No approver assigned' when actual_approver_id is none of its levels
 * (issue 24). When the level is the user's own but four-eyes keeps them from signing (they
 * uploaded it, or signed another level), it says that instead: their Approval and Reject are
 * missing for that reason. `onlyUnassigned`: the list says only those two, its Detail column
 * already carries the server's 'Waiting for approver n'.
 */
export function ApprovalWait({ payroll, onlyUnassigned = false }: { payroll: PayrollState; onlyUnassigned?: boolean }) {
  const { t } = useTranslation('payouts');
  const session = useSessionUserIfAny();
  const wait = approvalWaitOf(payroll);
  if (wait === null) return null;
  const fourEyes = session
    ? fourEyesOf(payroll, { profiles: session.profile_names, typeId: session.user.type_of_user__id, userId: session.user.id })
    : null;
  if (!fourEyes && onlyUnassigned && wait !== 'unassigned') return null;
  const text = fourEyes
    ? t(`approval.${fourEyes}`)
    : wait === 'unassigned'
      ? t('approval.unassigned')
      : t('approval.waitingFor', { level: wait.level });
  // 'red' (not a fixed shade) is Mantine's text red, readable in the light and the dark scheme.
  return (
    <Text size="xs" c={fourEyes || wait === 'unassigned' ? 'red' : undefined} component="span" display="block">
      {text}
    </Text>
  );
}
