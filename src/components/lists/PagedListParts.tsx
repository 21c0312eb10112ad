import { Alert, Button, Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PagedListEvent } from '@machines/shared/pagedList';
import type { Message } from '@machines/shared/message';
import { messageText } from '../../i18n/message';
import { LIST_PAGE_SIZES as PAGE_SIZES } from './pageSizes';
import { usePageKeys } from './usePageKeys';

/**
 * The parts around a server-paged table that both payout lists (transactions and the report)
 * show the same way: rows per page, the failure with Retry, the empty result and the pages.
 */

interface ListSnapshot {
  matches: (state: 'loading' | 'ready' | 'empty' | 'failed') => boolean;
  context: { error: Message | null };
}

export function PageSizeSelect({ value, send }: { value: number; send: (event: PagedListEvent) => void }) {
  const { t } = useTranslation('lists');
  return (
    <Select<number>
      label={t('pageSize')}
      data={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
      value={value}
      allowDeselect={false}
      onChange={(size) => size !== null && size !== value && send({ type: 'PAGE_SIZE', itemsPerPage: size })}
      w={160}
    />
  );
}

/** Failure (with Retry) or the empty result; nothing while rows can be shown. */
export function ListOutcome({ state, send }: { state: ListSnapshot; send: (event: PagedListEvent) => void }) {
  const { t } = useTranslation('lists');
  if (state.matches('failed')) {
    return (
      <Alert color="red" role="alert" title={t('failed')}>
        <Group justify="space-between">
          <Text size="sm">{state.context.error ? messageText(t, state.context.error) : t('errors:somethingWentWrong')}</Text>
          <Button size="xs" variant="light" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (state.matches('empty')) {
    return (
      <Alert color="gray" role="status">
        {t('errors:noData')}
      </Alert>
    );
  }
  return null;
}

/** Page buttons, only when there is more than one page; J and K turn the pages too. */
export function ListPagination({
  page,
  pages,
  disabled,
  send,
  label,
}: {
  page: number;
  pages: number;
  disabled: boolean;
  send: (event: PagedListEvent) => void;
  /** Names the pager when a list has two (above and below the table); 'Pages' by default. */
  label?: string;
}) {
  const { t } = useTranslation('lists');
  usePageKeys(page, pages, disabled, (next) => send({ type: 'PAGE', page: next }));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? t('pages')}>
      <Pagination
        total={pages}
        value={page}
        disabled={disabled}
        onChange={(next) => next !== page && send({ type: 'PAGE', page: next })}
        getControlProps={(control) => ({ 'aria-label': t(`list.${control}Page`) })}
        getItemProps={(item) => ({ 'aria-label': t('page', { page: item }) })}
        withEdges
      />
    </nav>
  );
}
