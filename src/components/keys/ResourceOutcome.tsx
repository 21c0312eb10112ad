import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Message } from '@machines/shared/message';
import type { ResourceEvent } from '@machines/shared/resource';
import { messageText } from '../../i18n/message';
import { ActionAlert } from '../ActionAlert';

interface ResourceSnapshot {
  matches: (state: 'loading' | 'ready' | 'failed') => boolean;
  context: { error: Message | null };
}

/** Loading, or the failure with Retry; nothing once the data is there. */
export function ResourceOutcome({ state, send, title, retry }: { state: ResourceSnapshot; send: (event: ResourceEvent) => void; title: string; retry: string }) {
  const { t } = useTranslation('errors');
  if (state.matches('loading')) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (!state.matches('failed')) return null;
  return (
    <ActionAlert
      title={title}
      text={state.context.error ? messageText(t, state.context.error) : t('somethingWentWrong')}
      action={retry}
      onAction={() => send({ type: 'RETRY' })}
    />
  );
}
