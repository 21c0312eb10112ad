import { Alert, Group, Pagination, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedListEvent } from '@machines/shared/pagedList';
import type { Message } from '@machines/shared/message';
import { messageText } from '../../i18n/message';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES as PAGE_SIZES } from './pageSizes';
import { usePageKeys } from './usePageKeys';
import { phonePagerClass, phonePagerItem } from './phonePager';
import { ActionAlert } from '../ActionAlert';

/**
 * The parts around a server-paged table that every paged list shows the same way: rows per
 * page, the failure with Retry, the empty result and the pages (`ListBody` puts the last three
 * around the table).
 */

interface ListSnapshot {
  matches: (state: 'loading' | 'ready' | 'empty' | 'failed') => boolean;
  context: { error: Message | null };
}

function PageSizeSelect({ value, send }: { value: number; send: (event: PagedListEvent) => void }) {
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
function ListOutcome({ state, send }: { state: ListSnapshot; send: (event: PagedListEvent) => void }) {
  const { t } = useTranslation('lists');
  if (state.matches('failed')) {
    return (
      <ActionAlert
        title={t('failed')}
        text={state.context.error ? messageText(t, state.context.error) : t('errors:somethingWentWrong')}
        action={t('retry')}
        onAction={() => send({ type: 'RETRY' })}
      />
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

/** "Page 5 of 20", on a phone only, where the page numbers it hides would have said it (phonePager.ts). */
function PageOfPages({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('lists');
  return (
    <Text size="sm" hiddenFrom="sm" aria-live="polite" aria-atomic="true">
      {t('pageOf', { page, pages })}
    </Text>
  );
}

/** Page buttons, only when there is more than one page; J and K turn the pages too. */
export function ListPagination({
  page,
  pages,
  disabled,
  send,
  label,
  keys = true,
}: {
  page: number;
  pages: number;
  disabled: boolean;
  send: (event: PagedListEvent) => void;
  /** Names the pager when a list has two (above and below the table); 'Pages' by default. */
  label?: string;
  /** Whether J and K turn the pages: one pager of a page does, or one press would turn two. */
  keys?: boolean;
}) {
  const { t } = useTranslation('lists');
  usePageKeys(page, pages, disabled || !keys, (next) => send({ type: 'PAGE', page: next }));
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label ?? t('pages')} gap="sm">
      <Pagination
        className={phonePagerClass}
        total={pages}
        value={page}
        disabled={disabled}
        onChange={(next) => next !== page && send({ type: 'PAGE', page: next })}
        getControlProps={(control) => ({ 'aria-label': t(`list.${control}Page`) })}
        getItemProps={(item) => phonePagerItem({ 'aria-label': t('page', { page: item }) })}
        withEdges
      />
      <PageOfPages page={page} pages={pages} />
    </Group>
  );
}

/** What `ListBody` needs of a list bound with `usePagedList`. */
interface ListView {
  readonly state: ListSnapshot;
  readonly send: (event: PagedListEvent) => void;
  readonly query: { readonly page: number; readonly itemsPerPage: number };
  readonly paginate: { readonly num_pages: number } | null | undefined;
}

/**
 * The row between a list's filters and its table, the same on every list: what the page puts
 * there (a summary, Export) on the left, rows per page on the right.
 */
export function ListToolbar({ list, children }: { list: Pick<ListView, 'send' | 'query'>; children?: ReactNode }) {
  return (
    <Group justify={children ? 'space-between' : 'flex-end'} align="flex-end">
      {children}
      <PageSizeSelect value={list.query.itemsPerPage} send={list.send} />
    </Group>
  );
}

/**
 * Below a paged list's filters: the failure or the empty result, else the table (`children`,
 * told whether a page is loading) with its pages below. A list with `topPager` (vouchers and
 * settlements) also shows pages above the table, only while a page is longer than the default
 * (spec 02 section 9); its two pagers are then named apart ('above' and 'below the table') and
 * only the lower one answers J and K.
 */
export function ListBody({ list, topPager = false, children }: { list: ListView; topPager?: boolean; children: (fetching: boolean) => ReactNode }) {
  const { t } = useTranslation('lists');
  const { state, send, query, paginate } = list;
  if (state.matches('failed') || state.matches('empty')) return <ListOutcome state={state} send={send} />;
  const fetching = state.matches('loading');
  const pages = paginate?.num_pages ?? 0;
  return (
    <>
      {topPager && query.itemsPerPage > DEFAULT_LIST_PAGE_SIZE && (
        <ListPagination page={query.page} pages={pages} disabled={fetching} send={send} label={t('pagesAbove')} keys={false} />
      )}
      {children(fetching)}
      <ListPagination page={query.page} pages={pages} disabled={fetching} send={send} label={topPager ? t('pagesBelow') : undefined} />
    </>
  );
}
