import type { WriteOptions } from '../client';
import * as api from '../contract/payrollBulk';
import { callTo } from './endpointCall';
import { payrollFilterQuery, type PayrollActionName, type PayrollFilters } from './payouts';

/** The list's filters as GET /v1/payrolls/ sends them, without paging. */
export type BulkFilters = Omit<PayrollFilters, 'page' | 'itemsPerPage'>;

/** A selection: the ids chosen, or every payroll the filters match less `exclude`. */
export type BulkSelection =
  | { readonly kind: 'ids'; readonly ids: readonly number[] }
  | { readonly kind: 'allMatching'; readonly filters: BulkFilters; readonly exclude: readonly number[] };

/** POST /v1/payroll/bulk/{action}/preview: which payrolls of the selection the action may move, which not and why. */
export const previewBulk = (action: PayrollActionName, selection: BulkSelection, signal?: AbortSignal) =>
  callTo(api.bulkPreview, {
    alsoAbortOn: signal,
    params: { action },
    ...(selection.kind === 'ids'
      ? { body: { ids: [...selection.ids] } }
      : {
          query: payrollFilterQuery(selection.filters),
          body: { all_matching: true as const, exclude: [...selection.exclude] },
        }),
  });

/** POST /v1/payroll/bulk/{action}: up to BULK_BATCH_MAX payrolls; the answer is row by row; `write` carries the batch's Idempotency-Key (issue 29). */
export const bulkAction = (action: PayrollActionName, ids: readonly number[], detail?: string, signal?: AbortSignal, releaseGrant?: string, write: WriteOptions = {}) =>
  callTo(api.bulkAction, {
    ...write,
    alsoAbortOn: signal,
    params: { action },
    body: { ids: [...ids], ...(detail === undefined ? {} : { detail }), ...(releaseGrant === undefined ? {} : { release_grant: releaseGrant }) },
  });
