import { Button, Group, Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PayrollActions } from '@machines/payouts/payrollRules';
import type { PayrollFileKind } from '@machines/payouts/payrollDownload';
import { DownloadMenu } from './DownloadMenu';

export interface RowActionsProps {
  readonly payrollId: number;
  /** What the lifecycle chart lets this user do with this payroll. */
  readonly allowed: PayrollActions;
  readonly downloads: readonly PayrollFileKind[];
  readonly downloading: boolean;
  /** An action on this payroll is being sent. */
  readonly busy: boolean;
  readonly onApprove: () => void;
  readonly onReject: () => void;
  readonly onDelete: () => void;
  readonly onDownload: (file: PayrollFileKind) => void;
}

/** A row's actions: see details, then only what the user may do, and the download popover. */
export function RowActions({ payrollId, allowed, downloads, downloading, busy, onApprove, onReject, onDelete, onDownload }: RowActionsProps) {
  const { t } = useTranslation('payoutList');
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="compact-sm" variant="default" loading={busy} aria-label={t('actions.menu', { id: payrollId })}>
            {t('columns.actions')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={`/payroll/view/${payrollId}`}>
            {t('actions.details')}
          </Menu.Item>
          {allowed.approve && <Menu.Item onClick={onApprove}>{t('actions.approve')}</Menu.Item>}
          {allowed.reject && <Menu.Item onClick={onReject}>{t('actions.reject')}</Menu.Item>}
          {allowed.delete && (
            <Menu.Item color="var(--mantine-color-red-text)" onClick={onDelete}>
              {t('actions.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {allowed.download && (
        <DownloadMenu payrollId={payrollId} options={downloads} loading={downloading} onChoose={onDownload} />
      )}
    </Group>
  );
}
