import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { approvalWaitOf } from '@machines/payouts/payrollRules';
import type { Payroll } from '../../api/schemas/payouts';
import { useSessionUserIfAny } from '../../session/optionalSession';
import classes from './onPhone.module.css';
import { PayrollSummary } from './PayrollSummary';
import type { ReleaseStepUpRef } from './ReleaseCodeStep';
import { ReleaseCodeStepOnDemand } from './ReleaseCodeStepOnDemand';

export interface ApproveDialogProps {
  /** The payroll to approve; null when the dialog is closed. */
  readonly payroll: Payroll | null;
  readonly submitting: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** The step-up while a code is asked (issue 26): the code is then the confirmation. */
  readonly stepUp?: ReleaseStepUpRef | undefined;
}

/**
 * Confirms an approval before anything is sent (issue 24): what is signed (the payroll, the
 * totals per currency it was loaded with) and at which level. The list, the detail and later
 * bulk and phone approvals share it.
 */
export function ApproveDialog({ payroll, submitting, onConfirm, onCancel, stepUp }: ApproveDialogProps) {
  const { t } = useTranslation('payoutList');
  return (
    <Modal
      opened={payroll !== null}
      onClose={() => (stepUp ? stepUp.send({ type: 'CANCEL' }) : !submitting && onCancel())}
      title={t('approve.title', { id: payroll?.id ?? '' })}
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
      classNames={{ inner: classes.inner, content: classes.content }}
    >
      {stepUp ? (
        <ReleaseCodeStepOnDemand stepUp={stepUp} confirmLabel={t('approve.confirm')} cancelLabel={t('approve.cancel')}>
          {payroll && <ApprovalSummary payroll={payroll} />}
        </ReleaseCodeStepOnDemand>
      ) : (
        <ConfirmStep payroll={payroll} submitting={submitting} onConfirm={onConfirm} onCancel={onCancel} />
      )}
    </Modal>
  );
}

function ConfirmStep({ payroll, submitting, onConfirm, onCancel }: Omit<ApproveDialogProps, 'stepUp'>) {
  const { t } = useTranslation('payoutList');
  return (
    <>
      {payroll && <ApprovalSummary payroll={payroll} />}
      <Group justify="flex-end" mt="md" className={classes.buttons}>
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          {t('approve.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={submitting} data-autofocus>
          {t('approve.confirm')}
        </Button>
      </Group>
    </>
  );
}

function ApprovalSummary({ payroll }: { payroll: Payroll }) {
  const { t } = useTranslation('payoutList');
  const wait = approvalWaitOf(payroll);
  const level = wait !== null && wait !== 'unassigned' ? wait.level : null;
  const typeId = useSessionUserIfAny()?.user.type_of_user__id;
  // Not the user's own level: the chart offered it through a delegation (issue 24, "Delegated").
  const actingFor = level !== null && typeId !== level ? payroll.acting_for.find((d) => d.level === level) : undefined;
  return (
    <Stack gap="sm">
      <PayrollSummary payroll={payroll} intro={t('approve.body', { file: payroll.filename })} />
      {/* The chart offers Approval only at the user's level, so this names the level signed. */}
      {level !== null && <Text fw={500}>{t('approve.level', { level })}</Text>}
      {actingFor && <Text fw={500}>{t('approve.onBehalfOf', { name: actingFor.name })}</Text>}
    </Stack>
  );
}
