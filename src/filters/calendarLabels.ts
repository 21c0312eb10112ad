import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/**
 * Names of a calendar's arrows in the user's language: Mantine leaves them unnamed. The level
 * button ('February 2025') is named by what it shows (WCAG 2.5.3), so it gets no name here.
 */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation('filters');
  return {
    nextMonth: t('dateRange.nextMonth'),
    previousMonth: t('dateRange.previousMonth'),
    nextYear: t('dateRange.nextYear'),
    previousYear: t('dateRange.previousYear'),
    nextDecade: t('dateRange.nextDecade'),
    previousDecade: t('dateRange.previousDecade'),
  };
}
