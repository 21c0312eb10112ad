import '@mantine/dates/styles.css';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../i18n/message';
import { inspected } from '../../platform/inspect';
import { ActionAlert } from '../../components/ActionAlert';
import { LoadingBlock } from '../../components/LoadingBlock';
import { approvalDelegationLogic } from './approvalDelegationLogic';
import { DelegationForm } from './DelegationForm';
import { DelegationTable } from './DelegationTable';
import { RemoveDelegationDialog } from './RemoveDelegationDialog';

/**
 * My profile's 'Delegate my approvals' (issue 24, "Delegated"), shown to approvers only: the
 * delegations they gave (each removable) and received, and the form to hand their level to
 * someone for a range of days. Its own chunk: only approvers load it, with the calendar.
 */
export function ApprovalDelegationSection() {
  const { t } = useTranslation('approvalDelegation');
  const [logic] = useState(approvalDelegationLogic);
  const [state, send] = useMachine(logic, inspected());
  const { lists, fieldErrors, error, removing, saved } = state.context;
  const titleId = 'approval-delegation-title';
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={titleId} maw={960}>
      <Stack>
        <Title order={2} size="h4" id={titleId}>
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {state.matches('loading') && <LoadingBlock label={t('loading')} />}
        {state.matches('failed') && (
          <ActionAlert title={t('failed')} text={error ? messageText(t, error) : ''} action={t('retry')} onAction={() => send({ type: 'RETRY' })} />
        )}
        {state.matches('ready') && lists && (
          <>
            {error && (
              <Alert color="red" role="alert" title={t('refused')}>
                {messageText(t, error)}
              </Alert>
            )}
            <DelegationTable
              label={t('given.title')}
              empty={t('given.empty')}
              delegations={lists.given}
              side="given"
              busy={!state.matches({ ready: 'editing' })}
              onRemove={(id) => send({ type: 'REMOVE', id })}
            />
            <DelegationTable label={t('received.title')} empty={t('received.empty')} delegations={lists.received} side="received" />
            <DelegationForm
              key={saved}
              candidates={lists.candidates}
              fieldErrors={fieldErrors}
              saving={state.matches({ ready: 'saving' })}
              onSave={(draft) => send({ type: 'SAVE', ...draft })}
            />
          </>
        )}
      </Stack>
      <RemoveDelegationDialog
        delegation={state.matches({ ready: 'confirmingRemoval' }) || state.matches({ ready: 'removing' }) ? removing : null}
        removing={state.matches({ ready: 'removing' })}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Paper>
  );
}
