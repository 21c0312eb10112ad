import { ActionBar, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../exports/ExportButton';

export interface SelectionBarProps {
  readonly count: number;
  /** A bulk action is open: the bar waits for it. */
  readonly busy?: boolean;
  /** 'Export selection' is running. */
  readonly exporting: boolean;
  readonly onExport: () => void;
  readonly onClear: () => void;
  /** The list's own actions on the selection, before Export selection. */
  readonly children?: ReactNode;
}

/** At the bottom of a list while rows are selected: how many, what can be done with them, their export, and a way out. */
export function SelectionBar({ count, busy = false, exporting, onExport, onClear, children }: SelectionBarProps) {
  const { t } = useTranslation('listSelection');
  return (
    <ActionBar opened={count > 0} onClose={onClear} aria-label={t('bar')}>
      <Text size="sm" fw={500} aria-live="polite">
        {t('selected', { count })}
      </Text>
      <ActionBar.Divider />
      {children}
      <ExportButton exporting={exporting} disabled={busy} size="compact-sm" label={t('export')} onExport={onExport} />
      <ActionBar.CloseButton aria-label={t('clear')} disabled={busy} />
    </ActionBar>
  );
}
