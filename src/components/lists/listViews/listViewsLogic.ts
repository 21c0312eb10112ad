import { fromPromise } from 'xstate';
import type { ViewList } from '@machines/shared/columnLayout';
import type { SavedView } from '@machines/shared/savedView';
import { savedViewsMachine, type KeyedViewRequest, type OpenedView } from '@machines/shared/savedViews';
import { loadListViews, saveListView } from '../../../api/calls/listViews';
import { intentKeys } from '../../../platform/intentKeys';

/**
 * The savedViews chart bound to the views of `list`; `openView` puts an opened view on the list.
 * One per list shown; each write's Idempotency-Key is its intent's (issue 29).
 */
export const listViewsLogic = (list: ViewList, openView: (opened: OpenedView) => void) => {
  const keyOf = intentKeys();
  return savedViewsMachine.provide({
    actors: {
      loadViews: fromPromise<readonly SavedView[]>(({ signal }) => loadListViews(list, signal)),
      saveView: fromPromise<SavedView | null, KeyedViewRequest>(({ input, signal }) => {
        const { intent, ...request } = input;
        return saveListView(list, request, signal, { idempotencyKey: keyOf(intent) });
      }),
    },
    actions: { openView: (_, opened) => openView(opened) },
  });
};
