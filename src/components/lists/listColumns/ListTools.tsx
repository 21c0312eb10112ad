import { useRouter } from '@tanstack/react-router';
import { isViewList, type PreferenceList } from '@machines/shared/columnLayout';
import { ViewsEntry } from '../listViews/ViewsEntry';
import { ListToolbar } from '../ListToolbar';
import { ColumnsButton, ColumnsProblem } from './ColumnsButton';
import type { ColumnsControl } from './columnsControl';

/**
 * What sits above a list whose columns the user arranges (issue 25): its Views and Columns
 * controls where the list keeps its query in the address, the Columns control alone elsewhere.
 */
export function ListTools({ list, control, columnsLoading, label }: { list: PreferenceList; control: ColumnsControl; columnsLoading: boolean; label: string }) {
  // Views live in the address: outside a router (a component test of the table) there are none.
  const routed = useRouter({ warn: false }) !== null;
  const columnsButton = <ColumnsButton control={control} listLabel={label} />;
  return routed && isViewList(list) ? (
    <ViewsEntry list={list} control={control} columnsLoading={columnsLoading} columnsButton={columnsButton} />
  ) : (
    <ListToolbar tools={columnsButton} notices={<ColumnsProblem control={control} />} />
  );
}
