import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime } from '../../format/date';
import { inspected } from '../../platform/inspect';
import { draftRestoreLogic } from './draftRestoreLogic';

/**
 * The offer of a draft kept when a 401 met a form (issue 29): Restore opens its page with the
 * form and what was typed; Discard forgets it; closing leaves it for the next sign-in.
 */
export function DraftRestoreDialog({ owner }: { owner: string }) {
  const { t } = useTranslation('draftRestore');
  const [state, send] = useMachine(draftRestoreLogic, inspected({ input: { owner } }));
  const draft = state.context.draft;
  const busy = state.matches('restoring') || state.matches('discarding');
  if (!draft || state.matches('done')) return null;
  return (
    <Modal opened onClose={() => send({ type: 'LATER' })} title={t('title')} closeButtonProps={{ 'aria-label': t('later') }}>
      <Stack gap="md">
        <Text>{t('intro', { form: t(`forms.${draft.form}`, { defaultValue: t('forms.other') }), time: formatUtcDateTime(draft.savedAt) })}</Text>
        <Text size="sm" c="dimmed">
          {t('kept')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send({ type: 'DISCARD' })} disabled={busy}>
            {t('discard')}
          </Button>
          <Button onClick={() => send({ type: 'RESTORE' })} loading={state.matches('restoring')} disabled={busy}>
            {t('restore')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
