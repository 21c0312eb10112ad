import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../i18n/message';
import { inspected } from '../../../platform/inspect';
import { ActionAlert } from '../../../components/ActionAlert';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { secondFactorEnrolLogic } from '../secondFactorEnrolLogic';
import { CodeConfirm } from './CodeConfirm';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { SetupStep } from './SetupStep';

/**
 * My profile's 'Two-step verification' (issue 26), for every user: whether it is on and how
 * many recovery codes are left; Turn on (a QR code, the app's first code, the recovery codes
 * shown once); once on, Turn off and New recovery codes, each after a current code.
 */
export function SecondFactorSection({ onOn }: { onOn: () => void }) {
  const { t } = useTranslation('secondFactorEnrol');
  const [logic] = useState(() => secondFactorEnrolLogic(onOn));
  const [state, send] = useMachine(logic, inspected());
  const { status, secret, codes, kept, error } = state.context;
  const titleId = 'second-factor-title';
  const submit = (code: string) => send({ type: 'SUBMIT', code });
  const cancel = () => send({ type: 'CANCEL' });
  const on = state.matches('on');
  const off = state.matches('off');

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={titleId} maw={560}>
      <Stack>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {t('title')}
          </Title>
          {status && (
            <Badge color={status.enabled ? 'green' : 'gray'} variant="light">
              {status.enabled ? t('badge.on') : t('badge.off')}
            </Badge>
          )}
        </Group>
        {state.matches('loading') && <LoadingBlock label={t('loading')} />}
        {state.matches('failed') && (
          <ActionAlert title={t('failed')} text={error ? messageText(t, error) : ''} action={t('retry')} onAction={() => send({ type: 'RETRY' })} />
        )}
        {off && (
          <>
            <Text size="sm">{t('isOff')}</Text>
            {error && (
              <Alert color="red" role="alert" title={t('refused')}>
                {messageText(t, error)}
              </Alert>
            )}
            <Group>
              <Button loading={state.matches({ off: 'settingUp' })} onClick={() => send({ type: 'TURN_ON' })}>
                {t('turnOn')}
              </Button>
            </Group>
          </>
        )}
        {state.matches('enrolling') && secret && (
          <SetupStep secret={secret} error={error} busy={state.matches({ enrolling: 'enabling' })} onSubmit={submit} onCancel={cancel} />
        )}
        {state.matches('showingCodes') && codes && (
          <RecoveryCodesStep codes={codes} kept={kept} onKeep={(value) => send({ type: 'KEEP', kept: value })} onDone={() => send({ type: 'DONE' })} />
        )}
        {on && status && (
          <Text size="sm">
            {t('isOn')} {t('codesLeft', { count: status.recovery_codes_left })}
          </Text>
        )}
        {state.matches({ on: 'idle' }) && (
          <Group>
            <Button variant="default" onClick={() => send({ type: 'NEW_CODES' })}>
              {t('newCodes')}
            </Button>
            <Button variant="light" color="red" onClick={() => send({ type: 'TURN_OFF' })}>
              {t('turnOff')}
            </Button>
          </Group>
        )}
        {(state.matches({ on: 'confirmingOff' }) || state.matches({ on: 'disabling' })) && (
          <CodeConfirm
            heading={t('disable.title')}
            text={t('disable.text')}
            submitLabel={t('turnOff')}
            allowRecovery
            error={error}
            busy={state.matches({ on: 'disabling' })}
            onSubmit={submit}
            onCancel={cancel}
          />
        )}
        {(state.matches({ on: 'confirmingNewCodes' }) || state.matches({ on: 'renewing' })) && (
          <CodeConfirm
            heading={t('renew.title')}
            text={t('renew.text')}
            submitLabel={t('renew.submit')}
            error={error}
            busy={state.matches({ on: 'renewing' })}
            onSubmit={submit}
            onCancel={cancel}
          />
        )}
      </Stack>
    </Paper>
  );
}
