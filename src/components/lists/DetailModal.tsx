import { Modal } from '@mantine/core';
import { FieldTable, type Field } from './FieldTable';

export interface DetailModalProps<T> {
  /** The record shown; null keeps the modal closed. */
  readonly record: T | null;
  /** The modal's title, which also names the table of fields. */
  readonly title: (record: T) => string;
  readonly fields: (record: T) => readonly Field[];
  /** The accessible name of the close button. */
  readonly closeLabel: string;
  /** Full screen (the report, spec 01 section 2) or a large dialog over the list. */
  readonly fullScreen?: boolean;
  readonly onClose: () => void;
}

/** The frame every list's row detail shares: a modal with a title, a close button and the fields. */
export function DetailModal<T>({ record, title, fields, closeLabel, fullScreen = false, onClose }: DetailModalProps<T>) {
  const heading = record === null ? '' : title(record);
  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      size={fullScreen ? undefined : 'lg'}
      title={heading}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {record !== null && <FieldTable fields={fields(record)} label={heading} />}
    </Modal>
  );
}
