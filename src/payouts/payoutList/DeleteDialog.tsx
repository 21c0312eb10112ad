import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DeleteDialogProps {
  /** The payroll to delete; null when the dialog is closed. */
  readonly payroll: { readonly id: number; readonly filename: string } | null;
  readonly submitting: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Confirms a deletion before anything is sent. */
export function DeleteDialog({ payroll, submitting, onConfirm, onCancel }: DeleteDialogProps) {
  const { t } = useTranslation('payoutList');
  return (
    <Modal
      opened={payroll !== null}
      onClose={() => !submitting && onCancel()}
      title={t('delete.title', { id: payroll?.id ?? '' })}
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
    >
      <Stack>
        <Text>{t('delete.body', { file: payroll?.filename ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('delete.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={submitting} data-autofocus>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
