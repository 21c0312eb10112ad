import { isValidElement, type ReactNode } from 'react';
import type { ExportRows } from '@machines/shared/reportExport';
import { fieldOf } from './rowField';
import type { RowsColumn } from './RowsTable';

/** The words a drawn cell shows: its strings and numbers, through plain elements and fragments. */
function plainText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(plainText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return plainText(node.props.children);
  return '';
}

const headerOf = <T,>(column: RowsColumn<T>): string =>
  column.name ?? (typeof column.title === 'string' ? column.title : column.accessor);

/** A cell as the file shows it: the column's own text, else what its render or field shows. */
const cellOf = <T extends object>(column: RowsColumn<T>, row: T, index: number): string =>
  column.text ? column.text(row) : column.render ? plainText(column.render(row, index)) : fieldOf(row, column.accessor);

/**
 * Rows as a list shows them, for Export selection: the columns the user shows, in their order,
 * without a row's actions (`locked`), each cell as text.
 */
export function selectionRows<T extends object>(columns: readonly RowsColumn<T>[], rows: readonly T[]): ExportRows {
  const exported = columns.filter((column) => !column.hidden && !column.locked);
  return {
    header: exported.map(headerOf),
    data: rows.map((row, index) => exported.map((column) => cellOf(column, row, index))),
  };
}
