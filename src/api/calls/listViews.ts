import type { ViewList } from '@machines/shared/columnLayout';
import type { SavedView } from '@machines/shared/savedView';
import type { ViewRequest } from '@machines/shared/savedViews';
import type { WriteOptions } from '../client';
import * as api from '../contract/listViews';
import { callTo } from './endpointCall';

/** GET /v1/preferences/lists/{list}/views/: the views the user may open on a list. */
export const loadListViews = (list: ViewList, signal?: AbortSignal) =>
  callTo(api.listViews, { alsoAbortOn: signal, params: { list } }).then((answer) => answer.views);

/**
 * POST, PATCH or DELETE one view, as the savedViews chart asks, under the intent's
 * Idempotency-Key (`write`, issue 29); answers the view kept (null after a delete).
 */
export function saveListView(list: ViewList, request: ViewRequest, signal?: AbortSignal, write: WriteOptions = {}): Promise<SavedView | null> {
  switch (request.kind) {
    case 'create':
      return callTo(api.createView, {
        ...write,
        alsoAbortOn: signal,
        params: { list },
        body: { name: request.name, shared: request.shared, search: { ...request.search }, columns: request.columns.map((c) => ({ ...c })) },
      });
    case 'edit':
      return callTo(api.updateView, { ...write, alsoAbortOn: signal, params: { list, id: request.id }, body: { name: request.name, shared: request.shared } });
    case 'delete':
      return callTo(api.deleteView, { ...write, alsoAbortOn: signal, params: { list, id: request.id } }).then(() => null);
  }
}
