import { ActionIcon, Button, Checkbox, Group, Modal, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeColumn, COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN, moveColumn, type ColumnPin, type ColumnSetting } from '@machines/shared/columnLayout';
import { ChevronIcon, GripIcon } from '../../icons';
import { SortableList, useSortableItem, type SortableSay } from '../../sortable/SortableList';
import classes from './ColumnsEditor.module.css';
import type { ColumnChoice, ColumnsControl } from './columnsControl';

const PINS = ['none', 'left', 'right'] as const;
const pinOf = (value: string): ColumnPin => (value === 'left' || value === 'right' ? value : null);

/**
 * The Columns dialog (loaded on demand): every column the user may arrange, in their order,
 * each with its drag handle, whether it shows, its pin and its width; Reset to defaults.
 * Each change applies to the table at once (the listColumns chart saves it after a moment).
 */
export default function ColumnsEditor({ control, listLabel, onClose }: { control: ColumnsControl; listLabel: string; onClose: () => void }) {
  const { t } = useTranslation('listColumns');
  const [dragging, setDragging] = useState(false);
  const { layout, change } = control;
  const nameOf = useCallback((id: string) => control.choices.find((choice) => choice.id === id)?.name ?? id, [control.choices]);
  const say = useCallback<SortableSay>((news, { id, position, total }) => t(`dnd.${news}`, { name: nameOf(id), position, total }), [t, nameOf]);
  const ids = layout.map((setting) => setting.id);
  return (
    // Escape cancels a keyboard drag while one runs, and closes the dialog otherwise.
    <Modal
      opened
      onClose={onClose}
      title={t('title', { list: listLabel })}
      closeOnEscape={!dragging}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('hint')}
        </Text>
        <SortableList
          ids={ids}
          onMove={(id, over) => change(moveColumn(layout, id, ids.indexOf(over)))}
          say={say}
          instructions={t('dnd.instructions')}
          onDragging={setDragging}
        >
          <ul className={classes.list} aria-label={t('columns')}>
            {layout.map((setting, index) => {
              const choice = control.choices.find((candidate) => candidate.id === setting.id);
              return choice ? (
                <ColumnRow
                  key={setting.id}
                  choice={choice}
                  setting={setting}
                  first={index === 0}
                  last={index === layout.length - 1}
                  onMove={(by) => change(moveColumn(layout, setting.id, index + by))}
                  onChange={(next) => change(changeColumn(layout, setting.id, next))}
                />
              ) : null;
            })}
          </ul>
        </SortableList>
        <Group justify="space-between">
          <Button variant="subtle" onClick={control.reset}>
            {t('reset')}
          </Button>
          <Button onClick={onClose}>{t('done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * One column: its handle (drag, or Space and the arrows), Up and Down buttons (the same move
 * without dragging, WCAG 2.5.7), whether it shows, its pin and its width.
 */
function ColumnRow({
  choice,
  setting,
  first,
  last,
  onMove,
  onChange,
}: {
  choice: ColumnChoice;
  setting: ColumnSetting;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onChange: (change: Partial<Omit<ColumnSetting, 'id'>>) => void;
}) {
  const { t } = useTranslation('listColumns');
  const { itemProps, handleProps } = useSortableItem(choice.id, t('dnd.roleDescription'), { item: classes.row });
  return (
    <li {...itemProps}>
      <ActionIcon variant="subtle" color="gray" {...handleProps} aria-label={t('move', { name: choice.name })}>
        <GripIcon />
      </ActionIcon>
      <ActionIcon.Group>
        <ActionIcon variant="default" disabled={first} aria-label={t('moveUp', { name: choice.name })} onClick={() => onMove(-1)}>
          <ChevronIcon up />
        </ActionIcon>
        <ActionIcon variant="default" disabled={last} aria-label={t('moveDown', { name: choice.name })} onClick={() => onMove(1)}>
          <ChevronIcon up={false} />
        </ActionIcon>
      </ActionIcon.Group>
      <Checkbox
        className={classes.name}
        label={choice.name}
        description={choice.required ? t('alwaysShown') : undefined}
        checked={setting.visible}
        disabled={choice.required}
        onChange={(event) => onChange({ visible: event.currentTarget.checked })}
      />
      <NativeSelect
        size="xs"
        aria-label={t('pin', { name: choice.name })}
        value={setting.pin ?? 'none'}
        data={PINS.map((pin) => ({ value: pin, label: t(`pins.${pin}`) }))}
        onChange={(event) => onChange({ pin: pinOf(event.currentTarget.value) })}
      />
      <WidthInput name={choice.name} width={setting.width} onCommit={(width) => onChange({ width })} />
    </li>
  );
}

/**
 * A column's width: typed freely, taken when the field is left or Enter is pressed (kept
 * within range), so '6' on the way to '600' never narrows the column; empty is auto.
 */
function WidthInput({ name, width, onCommit }: { name: string; width: number | null; onCommit: (width: number | null) => void }) {
  const { t } = useTranslation('listColumns');
  const [value, setValue] = useState<string | number>(width ?? '');
  // A width changed from outside (Reset) replaces what the field shows (React's "adjust state on a prop change").
  const [shown, setShown] = useState(width);
  if (shown !== width) {
    setShown(width);
    setValue(width ?? '');
  }
  const commit = () => {
    const next = value === '' ? null : Number(value);
    if (next !== width) onCommit(next !== null && Number.isFinite(next) ? next : null);
  };
  return (
    <NumberInput
      size="xs"
      w={110}
      aria-label={t('width', { name })}
      placeholder={t('widthAuto')}
      title={t('widthRange', { min: COLUMN_WIDTH_MIN, max: COLUMN_WIDTH_MAX })}
      min={COLUMN_WIDTH_MIN}
      max={COLUMN_WIDTH_MAX}
      step={10}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="blur"
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
