import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayrollActionName } from '@machines/payouts/payrollAction';
import { SelectionBar } from '../../components/lists/SelectionBar';

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

/** The payout list's selection bar: Approve, Reject and Delete where offered, then the export every list has. */
export function BulkBar({ count, offered, busy, onAction, exporting, onExport, onClear }: BulkBarProps) {
  const { t } = useTranslation('payrollBulk');
  return (
    <SelectionBar count={count} busy={busy} exporting={exporting} onExport={onExport} onClear={onClear}>
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
    </SelectionBar>
  );
}
