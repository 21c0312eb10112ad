import { Button, Group } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payrollActions } from '@machines/payouts/payrollRules';
import type { Payroll } from '../../api/schemas/payouts';
import { inspected } from '../../platform/inspect';
import { useSessionUserIfAny } from '../../session/optionalSession';
import { ApproveDialog } from '../shared/ApproveDialog';
import onPhone from '../shared/onPhone.module.css';
import { payrollActionLogic } from '../shared/payrollActionLogic';
import { payrollActorOf } from '../shared/payrollActor';
import { RejectDialog } from '../shared/RejectDialog';
import { useRejectRestore } from '../shared/rejectDraft';

/**
 * Approval and Reject in the detail's header, by the list's rules (the lifecycle chart) and
 * through the list's chart and dialogs. Delete stays on the list (docs/decisions.md, "Approval
 * asks for a confirmation"). `onChanged` reloads the page's payroll and History after a success.
 */
export function DetailActions({ payroll, onChanged }: { payroll: Payroll; onChanged: () => void }) {
  const { t } = useTranslation('payoutList');
  const session = useSessionUserIfAny();
  const [logic] = useState(() => payrollActionLogic(onChanged));
  const [action, send] = useMachine(logic, inspected());
  // Issue 29: a rejection's reason kept when a 401 met the dialog comes back here only for this
  // payroll, and only while the user may still reject it; the dialog opens as Reject opens it.
  const rejectRestore = useRejectRestore(
    (restored) =>
      restored.payrollId === payroll.id && session !== null && action.matches('ready') && payrollActions(payroll, payrollActorOf(session, payroll)).reject,
    () => send({ type: 'REJECT', payrollId: payroll.id }),
    (reason) => send({ type: 'SUBMIT_REASON', reason }),
    () => send({ type: 'CANCEL' }),
  );
  if (!session) return null;
  const allowed = payrollActions(payroll, payrollActorOf(session, payroll));
  const submitting = action.matches('submitting');
  const approving = action.context.action === 'approved' && (action.matches('confirmingApproval') || action.matches('steppingUp') || submitting);
  const rejecting = action.context.action === 'reject' && (action.matches('askingReason') || submitting);
  if (!allowed.approve && !allowed.reject && !approving && !rejecting) return null;
  return (
    <>
      <Group gap="xs" className={onPhone.buttons}>
        {allowed.approve && (
          <Button
            size="compact-md"
            onClick={() => send({ type: 'APPROVE', payrollId: payroll.id, secondFactor: payroll.second_factor_release })}
            disabled={submitting}
          >
            {t('actions.approve')}
          </Button>
        )}
        {allowed.reject && (
          <Button
            size="compact-md"
            color="red"
            variant="light"
            onClick={() => send({ type: 'REJECT', payrollId: payroll.id })}
            disabled={submitting}
          >
            {t('actions.reject')}
          </Button>
        )}
      </Group>
      <ApproveDialog
        payroll={approving ? payroll : null}
        submitting={submitting}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
        stepUp={action.children.releaseStepUp}
      />
      <RejectDialog
        payrollId={rejecting ? payroll.id : null}
        payroll={payroll}
        submitting={submitting}
        error={action.matches('askingReason') ? action.context.error : null}
        {...rejectRestore}
      />
    </>
  );
}
