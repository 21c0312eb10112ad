import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListSelection } from './useListSelection';

/**
 * Above a list whose whole page is selected: the offer to select every row the filters match,
 * worded apart from the page's checkbox; once taken, how many that is and a way back.
 */
export function SelectionOffer({ selection, pageIds, total }: { selection: ListSelection; pageIds: readonly number[]; total: number }) {
  const { t } = useTranslation('listSelection');
  if (selection.allMatching) {
    return (
      <Group gap="xs" role="status">
        {/* Rows unticked since leave the count, which then agrees with the bar's. */}
        <Text size="sm">
          {selection.count < total ? t('someMatchingSelected', { count: selection.count, total }) : t('allMatchingSelected', { count: total })}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={selection.clear}>
          {t('clear')}
        </Anchor>
      </Group>
    );
  }
  const pageCount = pageIds.length;
  if (pageCount === 0 || selection.pageState(pageIds) !== 'all' || total <= pageCount) return null;
  return (
    <Group gap="xs" role="status">
      <Text size="sm">{t('pageSelected', { count: pageCount })}</Text>
      <Anchor component="button" type="button" size="sm" onClick={() => selection.selectAllMatching(total)}>
        {t('selectAllMatching', { count: total })}
      </Anchor>
      {selection.tooMany && (
        <Text size="sm" c="red">
          {t('tooMany', { max: selection.max, count: total })}
        </Text>
      )}
    </Group>
  );
}
