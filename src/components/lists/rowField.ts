/** A row's field as a cell shows it when the column draws nothing of its own: empty for none. */
export const fieldOf = (row: object, accessor: string): string => {
  const value = (row as Record<string, unknown>)[accessor];
  return value === null || value === undefined ? '' : String(value);
};
