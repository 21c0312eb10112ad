import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The shell's dashboard notices (spec 01 section 2), in the order they are listed. */
const DASHBOARD_NOTICES = ['dataLimit', 'httpsChange', 'powerOutage'] as const;

/**
 * The notices switched on in the app settings (`dashboard_notices`), so operations turn one
 * on or off without a deploy; unknown names are ignored.
 */
export function DashboardNotices({ enabled, maxDays }: { enabled: readonly string[]; maxDays: number }) {
  const { t } = useTranslation('dashboard');
  const shown = DASHBOARD_NOTICES.filter((notice) => enabled.includes(notice));
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs">
      {shown.map((notice) => (
        // A standing notice, not an alert: screen readers read it with the page, not at once.
        <Alert key={notice} role="note" color={notice === 'powerOutage' ? 'orange' : 'blue'} title={t(`notices.${notice}.title`)}>
          {t(`notices.${notice}.text`, { days: maxDays })}
        </Alert>
      ))}
    </Stack>
  );
}
