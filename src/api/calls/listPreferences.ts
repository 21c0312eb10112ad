import type { ColumnSetting, PreferenceList } from '@machines/shared/columnLayout';
import * as api from '../contract/listPreferences';
import { callTo } from './endpointCall';

/** GET /v1/preferences/lists/{list}/columns/: the user's stored layout of a list (empty: none). */
export const loadListColumns = (list: PreferenceList, signal?: AbortSignal) => callTo(api.listColumns, { alsoAbortOn: signal, params: { list } });

/**
 * PUT /v1/preferences/lists/{list}/columns/: the layout to keep (empty: forget it). `leaving`:
 * sent as the list's page goes away, so it outlives the page and a 401 does not end a session
 * (the answer is not awaited by anyone).
 */
export const saveListColumns = (list: PreferenceList, columns: readonly ColumnSetting[], signal?: AbortSignal, leaving = false) =>
  callTo(api.saveListColumns, {
    alsoAbortOn: signal,
    ...(leaving ? { signal: null, on401: 'error' as const } : {}),
    params: { list },
    body: { columns: columns.map((c) => ({ ...c })) },
  });
