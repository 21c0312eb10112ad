import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageKeys } from '../../components/lists/usePageKeys';
import { phonePagerClass, phonePagerItem } from '../../components/lists/phonePager';
import { formatCount } from './transactionRules';

interface TablePagerProps {
  /** 1-based. */
  readonly page: number;
  readonly pages: number;
  readonly perPage: number;
  /** Rows that match the search. */
  readonly matching: number;
  readonly onPage: (page: number) => void;
}

/** '51–100 of 1.000' and the page buttons; J and K turn the pages too. */
export function TablePager({ page, pages, perPage, matching, onPage }: TablePagerProps) {
  const { t } = useTranslation('payrollDetail');
  usePageKeys(page, pages, false, onPage);
  if (matching === 0) return null;
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, matching);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" aria-live="polite" aria-atomic="true">{t('table.range', { from: formatCount(from), to: formatCount(to), total: formatCount(matching) })}</Text>
      <Pagination
        className={phonePagerClass}
        getItemProps={() => phonePagerItem({})}
        size="sm"
        total={pages}
        value={page}
        onChange={onPage}
        withEdges
        getControlProps={(control) => ({ 'aria-label': t(`table.pageControl.${control}`) })}
      />
    </Group>
  );
}
