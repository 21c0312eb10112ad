import type { ExportAnswer, ExportRows } from '@machines/shared/reportExport';
import type { SelectedRows } from '@machines/shared/listSelection';
import { asDownload, listPayrolls } from '../../api/calls/payouts';
import type { Payroll } from '../../api/schemas/payouts';
import { saveRows } from '../../components/downloads/saveRows';
import type { ExportBinding } from '../../components/exports/reportExportLogic';
import { formatMoney, toApiDate } from '../../format';
import { i18next } from '../../i18n';
import { PAGED_SIZE, wireFiltersOf, type PayoutListFilters } from './payoutListFilters';
import { createdDate } from './payrollRows';

/** What 'Export selection' exports: the selection, the filters it was made under, and the rows the list has shown. */
export interface SelectionToExport {
  readonly rows: SelectedRows;
  readonly filters: PayoutListFilters;
  /** Every payroll the list showed since the selection began: ticked rows come from there. */
  readonly seen: ReadonlyMap<number, Payroll>;
}

/** Every payroll the filters match, page by page (at most 500 when all matching is selected). */
async function allMatching(filters: PayoutListFilters): Promise<Payroll[]> {
  const wire = wireFiltersOf(filters);
  const first = await listPayrolls({ page: 1, itemsPerPage: PAGED_SIZE, ...wire });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.paginate.num_pages - 1) }, (_, index) =>
      listPayrolls({ page: index + 2, itemsPerPage: PAGED_SIZE, ...wire }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

const totalsText = (payroll: Payroll, kind: 'loaded' | 'paid'): string =>
  Object.entries(payroll.totals)
    .map(([code, total]) => i18next.t('payoutList:totals', { count: total[kind].count, amount: formatMoney(total[kind].amount, code) }))
    .join('; ');

/** The list's columns, in the user's language, one payroll a row. */
function payrollRows(payrolls: readonly Payroll[]): ExportRows {
  const t = i18next.t;
  const columns = ['id', 'file', 'status', 'detail', 'loaded', 'paid', 'createdBy', 'createdAt', 'merchant'] as const;
  return {
    header: columns.map((column) => t(`payoutList:columns.${column}`)),
    data: payrolls.map((p) => [
      p.id,
      p.filename,
      t(`payouts:payrollStatus.${p.status_id}`, { defaultValue: t('payouts:payrollStatus.unknown', { id: p.status_id }) }),
      p.detail,
      totalsText(p, 'loaded'),
      totalsText(p, 'paid'),
      p.uploadedby_name,
      createdDate(p.created_at),
      p.company_name,
    ]),
  };
}

/** The selected payrolls as rows: those ticked as the list showed them, or every match less the exclusions. */
async function readSelection({ rows, filters, seen }: SelectionToExport): Promise<ExportAnswer> {
  const payrolls =
    rows.kind === 'ids'
      ? rows.ids.flatMap((id) => seen.get(id) ?? [])
      : (await asDownload(allMatching(filters))).filter((payroll) => !rows.exclude.includes(payroll.id));
  return { kind: 'rows', rows: payrollRows(payrolls) };
}

export const SELECTION_EXPORT: ExportBinding<SelectionToExport> = {
  request: readSelection,
  save: (rows) => saveRows({ name: `payouts-selection-${toApiDate(new Date())}.csv`, ...rows }),
};
