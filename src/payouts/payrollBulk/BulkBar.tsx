import { ActionBar, Button, Text } from '@mantine/core';
import { ExportButton } from '../../components/exports/ExportButton';
import { useTranslation } from 'react-i18next';
import type { PayrollActionName } from '@machines/payouts/payrollAction';

/** The bulk actions in the order the bar shows them. */
const ACTIONS: readonly PayrollActionName[] = ['approved', 'reject', 'delete'];

export interface BulkBarProps {
  readonly count: number;
  /** The actions this user's profiles can take at all; the server judges each row. */
  readonly offered: Readonly<Record<PayrollActionName, boolean>>;
  /** A bulk action is open: the bar waits for it. */
  readonly busy: boolean;
  readonly onAction: (action: PayrollActionName) => void;
  /** 'Export selection' is running. */
  readonly exporting: boolean;
  readonly onExport: () => void;
  readonly onClear: () => void;
}

/** At the bottom of the payout list while rows are selected: how many, what can be done with them, and their export. */
export function BulkBar({ count, offered, busy, onAction, exporting, onExport, onClear }: BulkBarProps) {
  const { t } = useTranslation(['payrollBulk', 'listSelection']);
  return (
    <ActionBar opened={count > 0} onClose={onClear} aria-label={t('listSelection:bar')}>
      <Text size="sm" fw={500} aria-live="polite">
        {t('listSelection:selected', { count })}
      </Text>
      <ActionBar.Divider />
      {ACTIONS.filter((action) => offered[action]).map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant={action === 'approved' ? 'filled' : 'default'}
          color={action === 'delete' ? 'red' : undefined}
          disabled={busy}
          onClick={() => onAction(action)}
        >
          {t(`bar.${action}`)}
        </Button>
      ))}
      <ExportButton exporting={exporting} disabled={busy} size="compact-sm" label={t('listSelection:export')} onExport={onExport} />
      <ActionBar.CloseButton aria-label={t('listSelection:clear')} disabled={busy} />
    </ActionBar>
  );
}
