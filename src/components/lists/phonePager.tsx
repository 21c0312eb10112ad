import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './PhonePager.module.css';

/** Spread on a Mantine `Pagination`: on a phone it keeps the edges and the current page only. */
export const phonePagerClass = classes.pager;

/** Marks a page number for the phone rule; `extra` holds the item's own props (its label). */
export const phonePagerItem = <T extends object>(extra: T): T & { 'data-page-item': true } => ({ ...extra, 'data-page-item': true });

/** "Page 5 of 20", on a phone only, where the hidden page numbers would have said it. */
export function PageOfPages({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('lists');
  return (
    <Text size="sm" hiddenFrom="sm" aria-live="polite" aria-atomic="true">
      {t('pageOf', { page, pages })}
    </Text>
  );
}
