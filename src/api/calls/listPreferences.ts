import type { ColumnSetting, PreferenceList } from '@machines/shared/columnLayout';
import * as api from '../contract/listPreferences';
import { callTo } from './endpointCall';

/** GET /v1/preferences/lists/{list}/columns/: the user's stored layout of a list (empty: none). */
export const loadListColumns = (list: PreferenceList, signal?: AbortSignal) => callTo(api.listColumns, { alsoAbortOn: signal, params: { list } });

/** PUT /v1/preferences/lists/{list}/columns/: the layout to keep (empty: forget it). */
export const saveListColumns = (list: PreferenceList, columns: readonly ColumnSetting[], signal?: AbortSignal) =>
  callTo(api.saveListColumns, { alsoAbortOn: signal, params: { list }, body: { columns: columns.map((c) => ({ ...c })) } });
