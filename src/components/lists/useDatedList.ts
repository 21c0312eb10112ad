import { useCallback, useState } from 'react';
import { withinLimit, type DateRange, type DateRangeLimit } from '../../filters';
import { useReferenceData } from '../../referenceData/ReferenceDataContext';
import { usePagedList, type PagedListOptions } from './usePagedList';

/** The merchant's limit on date ranges (date_range_limit_settings), or null before it is known. */
const useDateRangeLimit = (): DateRangeLimit | null => useReferenceData()?.settings.date_range_limit_settings ?? null;

/**
 * A paged list filtered by a date range under the merchant's limit: its options made once, from
 * now and the limit, and `inLimit`, which brings a range within the limit before FILTER or Export.
 */
export function useDatedList<TFilters extends { readonly dateRange: DateRange }, TItem>(
  makeOptions: (now: Date, limit: DateRangeLimit | null) => PagedListOptions<TFilters, TItem>,
) {
  const limit = useDateRangeLimit();
  const [options] = useState(() => makeOptions(new Date(), limit));
  const list = usePagedList(options);
  const inLimit = useCallback((filters: TFilters) => withinLimit(filters, limit, new Date()), [limit]);
  return { list, limit, inLimit };
}

/** The row whose detail is open (null: none), with stable open and close callbacks. */
export function useOpenDetail<T>() {
  const [detail, setDetail] = useState<T | null>(null);
  const close = useCallback(() => setDetail(null), []);
  return [detail, setDetail, close] as const;
}
