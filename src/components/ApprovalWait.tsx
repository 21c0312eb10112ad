import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { approvalWaitOf, fourEyesOf, type PayrollState } from '@machines/payouts/payrollRules';
import { formatUtcDateTime } from '../format';
import { useSessionUserIfAny } from '../session/optionalSession';

/** A payroll as the wait reads it: its state, and the levels the user may sign in its company for others. */
type WaitingPayroll = PayrollState & { readonly acting_for?: readonly { readonly level: number; readonly user_id: number }[] };

const instant = (ms: number | null): string | null => (ms === null ? null : `${formatUtcDateTime(ms)} UTC`);

/**
 * Whose signature a payroll under approval waits for, as the lifecycle chart reads it: 'Waiting
 * for approver 2', or 'No approver assigned' when actual_approver_id is none of its levels
 * (issue 24). When the level is the user's own but four-eyes keeps them from signing (they
 * uploaded it, or signed another level), it says that instead: their Approval and Reject are
 * missing for that reason. Blocked and overdue (issue 24, "No payroll waits forever") show to
 * everyone who sees the payroll, each a badge with its word and a line with the reason and the
 * dates. `inList`: the list's Detail column already carries the server's 'Waiting for approver
 * n', so only what it does not say shows there, and no deadline while the payroll is on time.
 */
export function ApprovalWait({ payroll, inList = false }: { payroll: WaitingPayroll; inList?: boolean }) {
  const { t } = useTranslation('payouts');
  const session = useSessionUserIfAny();
  const wait = approvalWaitOf(payroll);
  if (wait === null) return null;
  const delegations = payroll.acting_for?.map((d) => ({ level: d.level, forUserId: d.user_id }));
  const fourEyes = session
    ? fourEyesOf(payroll, {
        profiles: session.profile_names,
        typeId: session.user.type_of_user__id,
        userId: session.user.id,
        ...(delegations?.length ? { delegations } : {}),
      })
    : null;
  const waiting = wait === 'unassigned' ? null : wait;
  const blocked = waiting?.blocked === true;
  const overdue = waiting?.overdue === true;
  const main = fourEyes
    ? t(`approval.${fourEyes}`)
    : wait === 'unassigned'
      ? t('approval.unassigned')
      : inList || blocked || overdue
        ? null
        : t('approval.waitingFor', { level: wait.level });
  const escalatesAt = instant(waiting?.escalatesAt ?? null);
  const expiresAt = instant(waiting?.expiresAt ?? null);
  const since = payroll.level_since ? `${formatUtcDateTime(payroll.level_since)} UTC` : null;
  if (!main && !blocked && !overdue && inList) return null;
  // 'red' (not a fixed shade) is Mantine's text red, readable in the light and the dark scheme.
  // A badge keeps its width beside a long reason in a narrow column (it was cut to 'BLOC…').
  return (
    <Stack gap={2} component="span" display="flex">
      {blocked && waiting && (
        <Group gap={6} wrap="nowrap" component="span">
          <Badge size="xs" color="red" variant="light" component="span" style={{ flexShrink: 0 }}>
            {t('approval.blockedBadge')}
          </Badge>
          <Text size="xs" c="red" component="span">
            {t('approval.blocked', { level: waiting.level })}
          </Text>
        </Group>
      )}
      {overdue && waiting && (
        <Group gap={6} wrap="nowrap" component="span">
          <Badge size="xs" color="orange" variant="light" component="span" style={{ flexShrink: 0 }}>
            {t('approval.overdueBadge')}
          </Badge>
          <Text size="xs" component="span">
            {since ? t('approval.overdue', { level: waiting.level, date: since }) : t('approval.overdueNoDate', { level: waiting.level })}
          </Text>
        </Group>
      )}
      {main && (
        <Text size="xs" c={fourEyes || wait === 'unassigned' ? 'red' : undefined} component="span" display="block">
          {main}
        </Text>
      )}
      {!inList && !overdue && escalatesAt && (
        <Text size="xs" c="dimmed" component="span" display="block">
          {t('approval.overdueFrom', { date: escalatesAt })}
        </Text>
      )}
      {(overdue || !inList) && expiresAt && (
        <Text size="xs" c={overdue ? undefined : 'dimmed'} component="span" display="block">
          {t('approval.expiresOn', { date: expiresAt })}
        </Text>
      )}
    </Stack>
  );
}
