import type { ExportAnswer } from '@machines/shared/reportExport';
import type { SelectedRows } from '@machines/shared/listSelection';
import { asDownload } from '../../api/calls/download';
import { saveRows } from '../downloads/saveRows';
import type { ExportBinding, ExportJob } from '../exports/reportExportLogic';
import { toApiDate } from '../../format';
import type { RowsColumn } from './RowsTable';
import { selectionRows } from './selectionRows';


/** What Export selection exports: the selection, the rows it can come from, and the columns shown. */
export interface SelectionToExport<T> {
  readonly rows: SelectedRows;
  /** Every row the list showed since the selection began, by id: ticked rows come from there. */
  readonly seen: ReadonlyMap<number, T>;
  /** Every row the list's query matches (all matching), at most EXPORT_SELECTION_MAX; `signal` is the export's Cancel. */
  readonly readAll: (signal: AbortSignal) => Promise<readonly T[]>;
  readonly idOf: (row: T) => number;
  /** The columns as the user arranged them: the file has the shown ones, in their order. */
  readonly columns: readonly RowsColumn<T>[];
}

/**
 * The selected rows: those ticked, as the list showed them, or every match less the exclusions
 * (read with the job's signal). The file holds every row picked: N of N.
 */
async function readSelection<T extends object>({ rows, seen, readAll, idOf, columns }: SelectionToExport<T>, job: ExportJob): Promise<ExportAnswer> {
  const picked =
    rows.kind === 'ids'
      ? rows.ids.flatMap((id) => seen.get(id) ?? [])
      : (await asDownload(readAll(job.signal))).filter((row) => !rows.exclude.includes(idOf(row)));
  job.progress(picked.length, picked.length);
  return { kind: 'rows', rows: selectionRows(columns, picked), total: picked.length };
}

/** Export selection of one list, saved as `<name>-selection-<day>.csv`. */
export const selectionExport = <T extends object>(name: string): ExportBinding<SelectionToExport<T>> => ({
  request: readSelection,
  save: (rows) => saveRows({ name: `${name}-selection-${toApiDate(new Date())}.csv`, ...rows }),
});
