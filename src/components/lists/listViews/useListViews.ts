import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ColumnSetting } from '@machines/shared/columnLayout';
import type { ViewList } from '@machines/shared/columnLayout';
import { viewSearchOf, type ViewAllowance } from '@machines/shared/savedView';
import type { SavedViewsInput } from '@machines/shared/savedViews';
import type { SessionUser } from '@machines/access/sessionUser';
import { dateRangeBounds, defaultDateRange, type DateRangeLimit } from '../../../filters/dateRange';
import { businessToday } from '../../../platform/businessToday';
import { inspected } from '../../../platform/inspect';
import { useReferenceData } from '../../../referenceData/ReferenceDataContext';
import { useSessionUser } from '../../../session/SessionContext';
import type { ColumnsControl } from '../listColumns/columnsControl';
import { parseSearch, stringifySearch } from '../listSearch';
import { listViewsLogic } from './listViewsLogic';


/** What this user may filter by: their merchants, and the days their merchant's limit allows. */
const allowanceOf = (session: SessionUser | null, limit: DateRangeLimit | null): ViewAllowance => ({
  merchants: { companyIds: session?.companies.map((company) => company.pk) ?? [], merchantIds: session?.mids ?? [] },
  earliest: dateRangeBounds(limit).minDate ?? null,
  today: businessToday(),
});

/**
 * Where an opened view's columns go: the table's Columns control, once the user's own columns
 * have loaded (else their load would overwrite the view's).
 */
function viewColumns() {
  let control: ColumnsControl | null = null;
  let loading = true;
  let waiting: readonly ColumnSetting[] | null = null;
  const apply = () => {
    if (!control || loading || waiting === null) return;
    if (waiting.length === 0) control.reset();
    else control.change(waiting);
    waiting = null;
  };
  return {
    update(next: ColumnsControl, nextLoading: boolean) {
      control = next;
      loading = nextLoading;
      apply();
    },
    open(next: readonly ColumnSetting[]) {
      waiting = next;
      apply();
    },
  };
}

/**
 * A list's saved views (the savedViews chart, kept by the server): opening one writes its
 * filters, sort and page size into the list's address (the list follows, as for Back) and
 * gives the table its columns, once the user's own have loaded.
 */
export function useListViews(list: ViewList, linked: number | null, control: ColumnsControl, columnsLoading: boolean) {
  const router = useRouter();
  const session = useSessionUser();
  const limit = useReferenceData()?.settings.date_range_limit_settings ?? null;
  // The chart's action outlives renders: the sink holds the table's columns control as it is now.
  const [columns] = useState(viewColumns);
  useEffect(() => columns.update(control, columnsLoading), [columns, control, columnsLoading]);
  const [logic] = useState(() =>
    listViewsLogic(list, (opened) => {
      const { pathname, search } = router.history.location;
      const href = stringifySearch({ ...opened.search, page: '1' });
      // An address that is the view's already has nothing new for the list to load.
      if (href !== search) router.history[opened.replace ? 'replace' : 'push'](`${pathname}${href}`);
      columns.open(opened.columns);
    }),
  );
  const [input] = useState((): SavedViewsInput => ({ linked, allowance: allowanceOf(session, limit) }));
  const [snapshot, send] = useMachine(logic, inspected({ input }));

  return {
    snapshot,
    send,
    /** The list as it is now, as a new view keeps it. */
    current: () => ({
      search: viewSearchOf(parseSearch(router.history.location.search), defaultDateRange(new Date(), limit)),
      columns: control.custom ? control.layout : [],
    }),
    /** The link that opens a view for anyone it is shared with. */
    linkOf: (id: number) => `${window.location.origin}${router.history.location.pathname}?view=${id}`,
  };
}

export type ListViews = ReturnType<typeof useListViews>;
