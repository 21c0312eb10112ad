import { fromPromise } from 'xstate';
import type { ViewList } from '@machines/shared/columnLayout';
import type { SavedView } from '@machines/shared/savedView';
import { savedViewsMachine, type OpenedView, type ViewRequest } from '@machines/shared/savedViews';
import { loadListViews, saveListView } from '../../../api/calls/listViews';

/** The savedViews chart bound to the views of `list`; `openView` puts an opened view on the list. */
export const listViewsLogic = (list: ViewList, openView: (opened: OpenedView) => void) =>
  savedViewsMachine.provide({
    actors: {
      loadViews: fromPromise<readonly SavedView[]>(({ signal }) => loadListViews(list, signal)),
      saveView: fromPromise<SavedView | null, ViewRequest>(({ input, signal }) => saveListView(list, input, signal)),
    },
    actions: { openView: (_, opened) => openView(opened) },
  });
