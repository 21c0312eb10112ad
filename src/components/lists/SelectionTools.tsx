import { ExportOutcome } from '../exports/ExportOutcome';
import { useReportExport } from '../exports/reportExportLogic';
import type { RowsColumn } from './RowsTable';
import { SelectionBar } from './SelectionBar';
import { selectionExport } from './selectionExport';
import { SelectionOffer } from './SelectionOffer';
import { EXPORT_SELECTION_MAX, type Selectable } from './selectable';
import type { ListSelection } from './useListSelection';

export interface SelectionToolsProps<T> {
  readonly selectable: Selectable<T>;
  readonly selection: ListSelection;
  /** The rows of the page shown, or none while the next one loads (no offer then). */
  readonly pageRows: readonly T[] | null;
  readonly seen: ReadonlyMap<number, T>;
  readonly idOf: (row: T) => number;
  readonly columns: readonly RowsColumn<T>[];
}

/**
 * What a selection brings to a list, loaded with its first ticked row (SelectableRows): the offer
 * to select all matching, the outcome of the last export, and the bar with Export selection.
 */
export default function SelectionTools<T extends object>({ selectable, selection, pageRows, seen, idOf, columns }: SelectionToolsProps<T>) {
  const exported = useReportExport(selectionExport<T>(selectable.fileName));
  const exportSelection = () => {
    if (!selection.rows) return;
    exported.start({ rows: selection.rows, seen, readAll: (signal) => selectable.readAll(EXPORT_SELECTION_MAX, signal), idOf, columns });
  };
  return (
    <>
      <ExportOutcome exported={exported} />
      {pageRows && <SelectionOffer selection={selection} pageIds={pageRows.map(idOf)} total={selectable.total} />}
      <SelectionBar count={selection.count} exporting={exported.exporting} onExport={exportSelection} onClear={selection.clear} />
    </>
  );
}
