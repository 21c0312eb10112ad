import { Center, Checkbox, LoadingOverlay, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ColumnPin } from '@machines/shared/columnLayout';
import { useTranslation } from 'react-i18next';
import { usePinnedOffsets, widthStyle } from './pinnedColumns';
import classes from './RowsTable.module.css';
import { cardLabel, fieldOf } from './rowField';
import type { RowSelection } from './useListSelection';

/** One column of a RowsTable. */
export interface RowsColumn<T> {
  /** The row's field shown when there is no `render`; also the column's React key. */
  readonly accessor: string;
  readonly title: ReactNode;
  readonly render?: (row: T, index: number) => ReactNode;
  readonly textAlign?: 'left' | 'center' | 'right';
  /** Keep the cell on one line (dates, amounts). */
  readonly noWrap?: boolean;
  /** Leave the column out (e.g. a role does not see it). */
  readonly hidden?: boolean;
  /** A floor for the column's width, in px (free text that would wrap to one word a line). */
  readonly minWidth?: number;
  /** The column's name where its title is not text (the Columns control lists it, a phone's card labels its cells with it). */
  readonly name?: string;
  /** Starts hidden in the Columns control (the spec's hidden-by-default columns). */
  readonly defaultHidden?: boolean;
  /** Always shown: the Columns control may move, pin and size it, not hide it. */
  readonly required?: boolean;
  /** Not the user's to arrange (a row's actions): always shown, always last, pinned right. */
  readonly locked?: boolean;
  /** Kept in view on that side when the table scrolls sideways (the user's choice). */
  readonly pin?: ColumnPin;
  /** A fixed width, in px (the user's choice); none lets the table size the column. */
  readonly width?: number | null;
  /**
   * The cell as plain text, for Export selection: needed where `render` draws a component (a
   * badge, a link) whose words are not its children.
   */
  readonly text?: (row: T) => string;
}

/** A checkbox column in front of the rows (issue 25): each row's, and the page's in the header. */
export interface RowsSelectionColumn<T> {
  readonly state: RowSelection;
  /** The row checkbox's accessible name ('Select payroll 12'). */
  readonly rowLabel: (row: T) => string;
  /** The header checkbox's accessible name ('Select this page's payrolls'). */
  readonly pageLabel: string;
}

/** What a RowsTable draws. */
export interface RowsTableProps<T> {
  readonly label: string;
  /** The field that names a row (its React key). */
  readonly idAccessor?: keyof T & string;
  readonly columns: readonly RowsColumn<T>[];
  readonly records: readonly T[];
  readonly fetching: boolean;
  /** Whether to say 'No data found' (default: no rows); a list whose first page is still on its way says nothing yet. */
  readonly empty?: boolean;
  /**
   * Whether the frame is a region named like the table (default), so that keyboards reach it
   * and can scroll it sideways; false when the page already wraps it in a region of that name.
   */
  readonly region?: boolean;
  /** Rows can be selected (their `idAccessor` must be a number). */
  readonly selection?: RowsSelectionColumn<T>;
  /** Drawn above the table: the list's Views and Columns controls (ListTable). */
  readonly toolbar?: ReactNode;
}

/**
 * A page of rows as the back-office's lists show them: bordered, striped, the actions column
 * pinned, busy while the next page loads, and the spec's empty text. Mantine's own Table: the
 * lists page on the server and show at most a few hundred rows, which needs none of a data
 * grid's machinery (docs/decisions.md, "List tables on Mantine's Table"). Below Mantine's `sm`
 * breakpoint the same DOM is drawn by CSS as a card per row, each cell a line labelled by its
 * column (`data-label`), so a phone shows it without sideways scroll and nothing flashes
 * (RowsTable.module.css; docs/decisions.md, "Lists as cards on a phone").
 */
export function RowsTable<T extends object>({
  label,
  idAccessor = 'id' as keyof T & string,
  columns,
  records,
  fetching,
  empty = records.length === 0,
  region = true,
  selection,
  toolbar,
}: RowsTableProps<T>) {
  const { t } = useTranslation('errors');
  const shown = columns.filter((column) => !column.hidden);
  const { headRef, pinStyle } = usePinnedOffsets(shown, Boolean(selection));
  const idOf = (row: T) => Number((row as Record<string, unknown>)[idAccessor]);
  const pageIds = selection ? records.map(idOf) : [];
  const pageState = selection ? selection.state.pageState(pageIds) : 'none';
  return (
    <>
      {toolbar}
      {/* Focusable so that keyboard users can scroll a wide table sideways (axe: scrollable-region-focusable). */}
      <div className={classes.frame} aria-busy={fetching} tabIndex={0} role={region ? 'region' : undefined} aria-label={region ? label : undefined}>
        {/* Above the rows only: under the shell's header (200) and the page's dropdowns (300), so a
            page-size menu opened while a page loads is not covered and closed by the overlay. */}
        <LoadingOverlay visible={fetching} zIndex={4} overlayProps={{ blur: 0, backgroundOpacity: 0.4 }} loaderProps={{ size: 'sm' }} />
        <Table className={classes.table} aria-label={label} striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr ref={headRef}>
              {selection && (
                <Table.Th w={40} {...pinStyle(-1, undefined, classes.select)}>
                  <Checkbox
                    aria-label={selection.pageLabel}
                    checked={pageState === 'all'}
                    indeterminate={pageState === 'some'}
                    disabled={records.length === 0}
                    onChange={() => selection.state.togglePage(pageIds)}
                  />
                </Table.Th>
              )}
              {shown.map((column, index) => (
                <Table.Th key={column.accessor} ta={column.textAlign} {...pinStyle(index, widthStyle(column.width))}>
                  {column.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((row, index) => (
              <Table.Tr key={String((row as Record<string, unknown>)[idAccessor] ?? index)}>
                {selection && (
                  <Table.Td {...pinStyle(-1, undefined, classes.select)}>
                    <Checkbox
                      aria-label={selection.rowLabel(row)}
                      checked={selection.state.isSelected(idOf(row))}
                      onChange={() => selection.state.toggle(idOf(row))}
                    />
                  </Table.Td>
                )}
                {shown.map((column, index) => (
                  <Table.Td
                    key={column.accessor}
                    data-label={cardLabel(column)}
                    ta={column.textAlign}
                    miw={column.minWidth}
                    {...pinStyle(index, widthStyle(column.width), column.noWrap ? classes.noWrap : undefined)}
                  >
                    {column.render ? column.render(row, index) : fieldOf(row, column.accessor)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {records.length === 0 && (
          <Center className={classes.empty}>
            <Text c="dimmed">{empty ? t('noData') : ''}</Text>
          </Center>
        )}
      </div>
    </>
  );
}
