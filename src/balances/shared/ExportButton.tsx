import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Export: 'Exporting...' and not pressable while the request runs (spec 02 sections 2 and 8). */
export function ExportButton({ exporting, onExport }: { exporting: boolean; onExport: () => void }) {
  const { t } = useTranslation('settlements');
  return (
    <Button variant="default" onClick={onExport} disabled={exporting} aria-busy={exporting}>
      {exporting ? t('export.running') : t('export.label')}
    </Button>
  );
}
