import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * TEMPORARY stand-in, replaced at merge by paydetail's full transaction detail (same file,
 * same export and props): a full-screen dialog, open while mounted.
 */
export function PaymentDetail({ operationId, onClose }: { operationId: number; onClose: () => void }) {
  const { t } = useTranslation('paymentTransactions');
  return (
    <Modal opened onClose={onClose} fullScreen title={t('detail.title', { id: operationId })} closeButtonProps={{ 'aria-label': t('detail.close') }}>
      <Text>{operationId}</Text>
    </Modal>
  );
}
