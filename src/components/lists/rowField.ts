/** A row's field as a cell shows it when the column draws nothing of its own: empty for none. */
export const fieldOf = (row: object, accessor: string): string => {
  const value = (row as Record<string, unknown>)[accessor];
  return value === null || value === undefined ? '' : String(value);
};

/**
 * A cell's label when a phone shows the row as a card (issue 27): the column's name, as its
 * header says it. None for a row's actions, which speak for themselves.
 */
export const cardLabel = (column: { readonly title: unknown; readonly name?: string; readonly locked?: boolean }): string | undefined =>
  (column.locked ? '' : (column.name ?? (typeof column.title === 'string' ? column.title : ''))) || undefined;
