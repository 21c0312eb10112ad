import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@machines/shared/message';
import type { Payroll } from '../../api/schemas/payouts';
import { messageText } from '../../i18n/message';
import { useFormOpen } from '../../components/forms/useFormOpen';
import classes from './onPhone.module.css';
import { PayrollSummary } from './PayrollSummary';
import { REJECT_DRAFT, type RejectDraft, type RejectSubject } from './rejectDraft';

export interface RejectDialogProps {
  /** The payroll asked about; null when the dialog is closed. */
  readonly payrollId: number | null;
  /**
   * That payroll, when the host has it: the dialog then says what is rejected, its file and
   * its transfers and amount per currency, above the reason (issue 27).
   */
  readonly payroll?: Payroll | null;
  readonly submitting: boolean;
  readonly error: Message | null;
  readonly onSubmit: (reason: string) => void;
  readonly onCancel: () => void;
  /**
   * A reason restored after signing in again (issue 29): the field starts with it when the
   * dialog opens for its payroll. The host drops it once the dialog is cancelled or submitted.
   */
  readonly restored?: RejectDraft | null;
}

/**
 * Asks for the reason of a rejection (spec 01 section 5: it is required). While open, what is
 * typed is kept as a draft (`payrollReject`, with the payroll's id) when a 401 meets it (issue 29).
 */
export function RejectDialog({ payrollId, payroll, submitting, error, onSubmit, onCancel, restored }: RejectDialogProps) {
  const { t } = useTranslation('payoutList');
  // The payroll the form is for stays while the dialog fades out (payrollId is then null); a
  // dialog for another payroll is a new form, so neither its reason nor its draft's subject is
  // the previous one's.
  const [shown, setShown] = useState(payrollId);
  if (payrollId !== null && payrollId !== shown) setShown(payrollId);
  return (
    <Modal
      opened={payrollId !== null}
      onClose={() => !submitting && onCancel()}
      title={t('reject.title', { id: payrollId ?? '' })}
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
      classNames={{ inner: classes.inner, content: classes.content }}
    >
      {/* Inside the modal so that what was typed lives exactly as long as the dialog. */}
      {shown !== null && (
        <ReasonForm
          key={shown}
          payrollId={shown}
          payroll={payroll?.id === shown ? payroll : null}
          open={payrollId !== null}
          initial={restored?.payrollId === shown ? restored.reason : ''}
          submitting={submitting}
          error={error}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}

interface ReasonFormProps extends Omit<RejectDialogProps, 'payrollId' | 'payroll' | 'restored'> {
  readonly payrollId: number;
  readonly payroll: Payroll | null;
  /** False while the dialog fades out: the rejection was sent or cancelled, nothing to keep. */
  readonly open: boolean;
  readonly initial: string;
}

function ReasonForm({ payrollId, payroll, open, initial, submitting, error, onSubmit, onCancel }: ReasonFormProps) {
  const { t } = useTranslation('payoutList');
  const [reason, setReason] = useState(initial);
  const subject: RejectSubject = { payrollId };
  useFormOpen(open ? { form: REJECT_DRAFT, subject, values: { reason } } : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {payroll && <PayrollSummary payroll={payroll} intro={t('reject.body', { file: payroll.filename })} />}
        <Textarea
          label={t('reject.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error ? messageText(t, error) : undefined}
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end" className={classes.buttons}>
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('reject.cancel')}
          </Button>
          <Button type="submit" color="red" loading={submitting}>
            {t('reject.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
