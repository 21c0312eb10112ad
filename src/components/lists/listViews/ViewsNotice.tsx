import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SavedViewsEvent } from '@machines/shared/savedViews';
import { messageText } from '../../../i18n/message';
import { ActionAlert } from '../../ActionAlert';
import type { ListViews } from './useListViews';

/** A view's link as the Copy link item left it: on the clipboard, or to copy by hand. */
export interface CopiedLink {
  readonly link: string;
  readonly ok: boolean;
}

/**
 * What the saved views have to say: why they are not there (with Retry), what opening a view
 * had to leave out, a link that is not there, and what was just saved or deleted.
 */
export function ViewsNotice({
  snapshot,
  send,
  copied,
  onDismissCopied,
}: {
  snapshot: ListViews['snapshot'];
  send: (event: SavedViewsEvent) => void;
  copied: CopiedLink | null;
  onDismissCopied: () => void;
}) {
  const { t } = useTranslation('listViews');
  const { notice, error } = snapshot.context;
  if (snapshot.matches('loadFailed')) {
    return <ActionAlert color="orange" text={error ? `${t('loadFailed')} ${messageText(t, error)}` : t('loadFailed')} action={t('retry')} onAction={() => send({ type: 'RETRY' })} />;
  }
  const done =
    notice?.kind === 'opened' && notice.dropped.length === 0
      ? t('opened', { name: notice.name })
      : notice?.kind === 'saved' || notice?.kind === 'deleted'
        ? t(notice.kind, { name: notice.name })
        : null;
  const dismiss = { withCloseButton: true, closeButtonLabel: t('dismiss'), onClose: () => send({ type: 'DISMISS' }) };
  return (
    <>
      {copied && (
        <Alert color={copied.ok ? 'blue' : 'orange'} withCloseButton closeButtonLabel={t('dismiss')} onClose={onDismissCopied}>
          <Text size="sm" role="status" style={{ wordBreak: 'break-all' }}>
            {t(copied.ok ? 'linkCopied' : 'copyFailed', { link: copied.link })}
          </Text>
        </Alert>
      )}
      {notice?.kind === 'missing' && (
        <Alert color="orange" role="alert" {...dismiss}>
          {t('missing')}
        </Alert>
      )}
      {notice?.kind === 'opened' && notice.dropped.length > 0 && (
        <Alert color="orange" role="alert" title={t('openedChanged', { name: notice.name })} {...dismiss}>
          {notice.dropped.map((drop) => (
            <Text key={drop} size="sm">
              {t(`drops.${drop}`)}
            </Text>
          ))}
        </Alert>
      )}
      {done && (
        <Text size="sm" c="dimmed" role="status">
          {done}
        </Text>
      )}
    </>
  );
}
