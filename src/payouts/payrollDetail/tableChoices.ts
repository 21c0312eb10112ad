import { useCallback, useState } from 'react';
import * as v from 'valibot';
import { loadFilters, saveFilters } from '../../filters/persist';
import { COLUMN_IDS, defaultVisibility, type ColumnId, type ColumnVisibility } from './columns';

/** Spec 01 section 9: 50, 100 or 150 rows per table page. */
export const PAGE_SIZES = [50, 100, 150] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

const STORAGE_KEY = 'payrollDetail.table';

const ChoicesSchema = v.object({
  columns: v.record(v.string(), v.boolean()),
  perPage: v.picklist(PAGE_SIZES),
});

export interface TableChoices {
  readonly columns: ColumnVisibility;
  readonly perPage: PageSize;
}

function restore(): TableChoices {
  const saved = loadFilters(STORAGE_KEY, ChoicesSchema, { columns: {}, perPage: PAGE_SIZES[0] });
  const columns = { ...defaultVisibility() };
  // Only known columns are taken; a column added later starts with its default.
  for (const id of COLUMN_IDS) {
    const value = saved.columns[id];
    if (value !== undefined) columns[id] = value;
  }
  if (!COLUMN_IDS.some((id) => columns[id])) return { columns: defaultVisibility(), perPage: saved.perPage };
  return { columns, perPage: saved.perPage };
}

/**
 * The column choices and page size, kept for the browser tab (session storage), as the
 * spec asks: not in local storage, where a data grid's own column store would keep
 * them for every later session on the device.
 */
export function useTableChoices() {
  const [choices, setChoices] = useState<TableChoices>(restore);
  const update = useCallback((change: (current: TableChoices) => TableChoices) => {
    setChoices((current) => {
      const next = change(current);
      saveFilters(STORAGE_KEY, next);
      return next;
    });
  }, []);
  const setColumn = useCallback(
    (id: ColumnId, visible: boolean) =>
      update((current) => {
        const columns = { ...current.columns, [id]: visible };
        // At least one column stays: a table of nothing is no choice.
        return COLUMN_IDS.some((column) => columns[column]) ? { ...current, columns } : current;
      }),
    [update],
  );
  const setPerPage = useCallback((perPage: PageSize) => update((current) => ({ ...current, perPage })), [update]);
  return { choices, setColumn, setPerPage };
}
