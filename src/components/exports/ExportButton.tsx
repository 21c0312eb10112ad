import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Export: reads 'Exporting...', is disabled and busy while its request runs (spec 02 section
 * 8); `disabled` also while another export of the page runs.
 */
export function ExportButton({
  exporting,
  disabled = false,
  label,
  variant = 'default',
  size,
  onExport,
}: {
  exporting: boolean;
  disabled?: boolean;
  /** 'Export' unless the page names the file ('Export CSV'). */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  onExport: () => void;
}) {
  const { t } = useTranslation('reportExport');
  return (
    <Button variant={variant} size={size} onClick={onExport} disabled={exporting || disabled} aria-busy={exporting}>
      {exporting ? t('running') : (label ?? t('button'))}
    </Button>
  );
}
