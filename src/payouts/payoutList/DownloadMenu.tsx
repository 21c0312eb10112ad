import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayrollFileKind } from '@machines/payouts/payrollDownload';

export interface DownloadMenuProps {
  readonly payrollId: number;
  readonly options: readonly PayrollFileKind[];
  /** This payroll's file is being fetched. */
  readonly loading: boolean;
  readonly onChoose: (file: PayrollFileKind) => void;
}

/** The download popover: the files the download call offers for this payroll. */
export function DownloadMenu({ payrollId, options, loading, onChoose }: DownloadMenuProps) {
  const { t } = useTranslation('payoutList');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="light" loading={loading} aria-label={t('download.button', { id: payrollId })}>
          {t('download.title')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('download.title')}</Menu.Label>
        {options.map((file) => (
          <Menu.Item key={file} onClick={() => onChoose(file)}>
            {t(`download.${file}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
