import { Button, Group, Modal, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentRenotifyLogic } from './paymentRenotifyLogic';
import { inspected } from '../../platform/inspect';

import type { RenotifyButtonProps } from './renotifyButtonProps';

/**
 * The renotify chart's view, loaded when its button is first pressed (RenotifyButton.tsx): it
 * starts with that press (RENOTIFY), asks for a confirmation, then sends once; busy until the
 * server answers, and the answer is a toast.
 */
export default function RenotifyFlow({ operationId, onAnswered, onDialogChange }: RenotifyButtonProps) {
  const { t } = useTranslation('paymentRenotify');
  const [logic] = useState(paymentRenotifyLogic);
  const [state, send, actor] = useMachine(logic, inspected({ input: { operationId } }));
  // The press that loaded this view.
  useEffect(() => send({ type: 'RENOTIFY' }), [send]);
  useEffect(() => {
    if (!onAnswered) return;
    const subscription = actor.on('answered', onAnswered);
    return () => subscription.unsubscribe();
  }, [actor, onAnswered]);
  const sending = state.matches('sending');
  const asking = state.matches('confirming') || sending;
  useEffect(() => onDialogChange?.(asking), [asking, onDialogChange]);

  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        loading={sending}
        // The visible word first, then which operation: a table has one per row.
        aria-label={t('renotifyOf', { id: operationId })}
        onClick={() => send({ type: 'RENOTIFY' })}
      >
        {t('renotify')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => send({ type: 'CANCEL' })}
        title={t('confirm.title', { id: operationId })}
        closeButtonProps={{ 'aria-label': t('confirm.close'), disabled: sending }}
        closeOnClickOutside={!sending}
        closeOnEscape={!sending}
        centered
      >
        <Text size="sm" mb="lg">
          {t('confirm.body', { id: operationId })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={sending} onClick={() => send({ type: 'CANCEL' })}>
            {t('confirm.cancel')}
          </Button>
          <Button loading={sending} onClick={() => send({ type: 'CONFIRM' })} data-autofocus>
            {t('confirm.send')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
