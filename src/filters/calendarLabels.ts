import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** Names of a calendar's arrows and level buttons in the user's language: Mantine leaves them unnamed. */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation('filters');
  return {
    monthLevelControl: t('dateRange.monthLevelControl'),
    yearLevelControl: t('dateRange.yearLevelControl'),
    nextMonth: t('dateRange.nextMonth'),
    previousMonth: t('dateRange.previousMonth'),
    nextYear: t('dateRange.nextYear'),
    previousYear: t('dateRange.previousYear'),
    nextDecade: t('dateRange.nextDecade'),
    previousDecade: t('dateRange.previousDecade'),
  };
}
