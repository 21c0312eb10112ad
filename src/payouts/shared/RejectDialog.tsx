import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@machines/shared/message';
import { messageText } from '../../i18n/message';
import { useFormOpen } from '../../components/forms/useFormOpen';

export interface RejectDialogProps {
  /** The payroll asked about; null when the dialog is closed. */
  readonly payrollId: number | null;
  readonly submitting: boolean;
  readonly error: Message | null;
  readonly onSubmit: (reason: string) => void;
  readonly onCancel: () => void;
}

/** Asks for the reason of a rejection (spec 01 section 5: it is required). */
export function RejectDialog({ payrollId, submitting, error, onSubmit, onCancel }: RejectDialogProps) {
  const { t } = useTranslation('payoutList');
  return (
    <Modal
      opened={payrollId !== null}
      onClose={() => !submitting && onCancel()}
      title={t('reject.title', { id: payrollId ?? '' })}
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
    >
      {/* Inside the modal so that what was typed lives exactly as long as the dialog. */}
      <ReasonForm submitting={submitting} error={error} onSubmit={onSubmit} onCancel={onCancel} />
    </Modal>
  );
}

function ReasonForm({ submitting, error, onSubmit, onCancel }: Omit<RejectDialogProps, 'payrollId'>) {
  const { t } = useTranslation('payoutList');
  const [reason, setReason] = useState('');
  useFormOpen();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Textarea
          label={t('reject.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error ? messageText(t, error) : undefined}
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end">
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
