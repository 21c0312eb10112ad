import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COLUMN_IDS, type ColumnId, type ColumnVisibility } from './columns';

interface ColumnTogglesProps {
  readonly columns: ColumnVisibility;
  readonly onToggle: (id: ColumnId, visible: boolean) => void;
}

/** One checkbox per column; the last visible column cannot be hidden. */
export function ColumnToggles({ columns, onToggle }: ColumnTogglesProps) {
  const { t } = useTranslation('payrollDetail');
  const visibleCount = COLUMN_IDS.filter((id) => columns[id]).length;
  return (
    <Popover position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default">{t('table.columns')}</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('table.columnsGroup')}>
          {COLUMN_IDS.map((id) => (
            <Checkbox
              key={id}
              label={t(`columns.${id}`)}
              checked={columns[id]}
              disabled={columns[id] && visibleCount === 1}
              onChange={(event) => onToggle(id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
