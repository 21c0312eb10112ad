import { Alert, Button, Group } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { jobMachine } from '@machines/shared/job';
import type { Message } from '@machines/shared/message';
import type { FieldErrors } from '@machines/balances/balanceForm';
import { JobUploadProgress } from '../../components/uploads/JobUploadProgress';
import { messageText } from '../../i18n/message';

/** Each field's message from the chart's verdict, as text (`errors.amount`). */
export function useFieldErrors(errors: FieldErrors): Readonly<Record<string, string | undefined>> {
  const { t } = useTranslation('settlements');
  const texts: Record<string, string | undefined> = {};
  for (const [name, message] of Object.entries(errors)) if (message) texts[name] = messageText(t, message);
  return texts;
}

/** The chart's message above the buttons (a refusal or the server's answer), then Cancel and the action. */
export function DialogFooter({
  error,
  submitLabel,
  submitting,
  canSubmit = true,
  danger = false,
  onCancel,
}: {
  error: Message | null;
  submitLabel: string;
  submitting: boolean;
  canSubmit?: boolean;
  danger?: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settlements');
  return (
    <>
      {error && (
        <Alert color="red" role="alert" mt="sm">
          {messageText(t, error)}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" color={danger ? 'red' : undefined} loading={submitting} disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}

/**
 * The attachments' way to the server while the form is sent (the bar, its percent and 'Cancel
 * upload'), and the word left after a cancel.
 */
export function DialogUpload({ job, notice }: { job: ActorRefFrom<typeof jobMachine> | null; notice: Message | null }) {
  const { t } = useTranslation('settlements');
  return (
    <>
      {notice && (
        <Alert color="blue" role="status" mt="sm">
          {messageText(t, notice)}
        </Alert>
      )}
      {job && (
        <JobUploadProgress
          job={job}
          label={t('form.uploadProgress')}
          cancelLabel={t('form.cancelUpload')}
          bytesText={(values) => t('form.uploadBytes', values)}
          percentText={(percent) => t('form.uploadPercent', { percent })}
        />
      )}
    </>
  );
}

/** A dialog chart that reached a final state (done or closed) unmounts its dialog. */
export function useClosedWhenFinished(finished: boolean, onClosed: () => void) {
  useEffect(() => {
    if (finished) onClosed();
  }, [finished, onClosed]);
}
