import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DelegationRecord } from '@machines/settings/approvalDelegation';
import { formatDisplayDate } from '../../format';

/** Asks before a delegation is removed: whom it names and its days. Closed when `delegation` is null. */
export function RemoveDelegationDialog({
  delegation,
  removing,
  onConfirm,
  onCancel,
}: {
  delegation: DelegationRecord | null;
  removing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('approvalDelegation');
  return (
    <Modal opened={delegation !== null} onClose={() => !removing && onCancel()} title={t('remove.title')} closeButtonProps={{ 'aria-label': t('remove.close') }}>
      {delegation && (
        <Text>
          {t('remove.body', {
            name: delegation.delegate.name,
            level: delegation.level,
            from: formatDisplayDate(delegation.starts_on),
            to: formatDisplayDate(delegation.ends_on),
          })}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={removing}>
          {t('remove.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={removing} data-autofocus>
          {t('remove.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
