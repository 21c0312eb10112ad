import { Loader, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRenotify, type PaymentTransaction } from '../../api/schemas/payments';
import { messageText } from '../../i18n/message';
import { RenotifyButton } from '../paymentRenotify/RenotifyButton';
import { CostsCard, DetailCard, IdentificationCard, PaymentInformationCard, ShopperCard } from './DetailCards';
import type { LogEntry } from './detailValues';
import { LogEntryDialog } from './LogEntryDialog';
import { NotificationsLog } from './NotificationsLog';
import { paymentDetailLogic } from './paymentDetailLogic';
import { inspected } from '../../platform/inspect';
import { ActionAlert } from '../../components/ActionAlert';
import { LoadingBlock } from '../../components/LoadingBlock';

export interface PaymentDetailProps {
  readonly operationId: number;
  readonly onClose: () => void;
}

/**
 * The transaction detail (spec 02 section 2): a full-screen dialog, open while mounted, that
 * loads the operation itself. The payments list lazy-loads this module.
 */
export function PaymentDetail({ operationId, onClose }: PaymentDetailProps) {
  const { t } = useTranslation('paymentDetail');
  const [logic] = useState(paymentDetailLogic);
  const [state, send, actor] = useMachine(logic, inspected({ input: { operationId } }));
  useEffect(() => {
    const subscription = actor.on('closed', onClose);
    return () => subscription.unsubscribe();
  }, [actor, onClose]);
  const [entry, setEntry] = useState<LogEntry | null>(null);
  const [renotifyOpen, setRenotifyOpen] = useState(false);
  const reload = useCallback(() => send({ type: 'RELOAD' }), [send]);
  const payment = state.matches('loaded') || state.matches('reloading') ? (state.context.data as PaymentTransaction) : null;

  return (
    <Modal
      opened={!state.matches('closed')}
      onClose={() => send({ type: 'CLOSE' })}
      fullScreen
      title={t('title', { id: operationId })}
      closeButtonProps={{ 'aria-label': t('close') }}
      // Escape belongs to a dialog opened over this one.
      closeOnEscape={entry === null && !renotifyOpen}
    >
      {state.matches('loading') && <LoadingBlock label={t('loading')} />}
      {state.matches('notFound') && (
        <ActionAlert
          color="orange"
          title={t('notFound.title')}
          text={t('notFound.body', { id: operationId })}
          action={t('close')}
          onAction={() => send({ type: 'CLOSE' })}
        />
      )}
      {state.matches('failed') && state.context.error && (
        <ActionAlert title={t('failed')} text={messageText(t, state.context.error)} action={t('retry')} onAction={() => send({ type: 'RETRY' })} />
      )}
      {payment && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <IdentificationCard payment={payment} />
            <CostsCard payment={payment} />
            <PaymentInformationCard payment={payment} />
            <ShopperCard payment={payment} />
          </SimpleGrid>
          <DetailCard
            title={t('log.title')}
            actions={
              <>
                {state.matches('reloading') && <Loader size="xs" role="status" aria-label={t('refreshing')} />}
                {canRenotify(payment.last_status) && (
                  <RenotifyButton operationId={payment.operation_id} onAnswered={reload} onDialogChange={setRenotifyOpen} />
                )}
              </>
            }
          >
            <NotificationsLog entries={payment.log_transactions} onOpen={setEntry} />
          </DetailCard>
        </Stack>
      )}
      <LogEntryDialog entry={entry} onClose={() => setEntry(null)} />
    </Modal>
  );
}
