import { fromPromise } from 'xstate';
import type { PreferenceList } from '@machines/shared/columnLayout';
import { listColumnsMachine, type SavedColumns } from '@machines/shared/listColumns';
import { loadListColumns, saveListColumns } from '../../../api/calls/listPreferences';

/** The listColumns chart bound to the user's stored columns of `list`. */
export const listColumnsLogic = (list: PreferenceList) =>
  listColumnsMachine.provide({
    actors: {
      loadColumns: fromPromise<SavedColumns>(({ signal }) => loadListColumns(list, signal)),
      saveColumns: fromPromise<SavedColumns, SavedColumns>(({ input, signal }) => saveListColumns(list, input.columns, signal)),
    },
  });
