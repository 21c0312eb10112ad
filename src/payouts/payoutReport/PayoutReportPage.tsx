import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import type { ReportRow } from '../../api/schemas/payouts';
import { useDatedList, useOpenDetail } from '../../components/lists/usePagedList';
import { useReferenceData } from '../../referenceData/ReferenceDataContext';
import { ListBody, ListToolbar } from '../../components/lists/PagedListParts';
import { downloadReport } from '../../api/calls/payouts';
import { saveRows } from '../../components/downloads/saveRows';
import { ExportOutcome } from '../../components/exports/ExportOutcome';
import { useReportExport, type ExportBinding } from '../../components/exports/reportExportLogic';
import { toApiDate } from '../../format';
import { ReportDetailModal } from './ReportDetailModal';
import { ReportFiltersForm } from './ReportFiltersForm';
import { reportListOptions, toReportCall, type ReportListFilters } from './reportFilters';
import { ReportTable } from './ReportTable';
import { PageTitle } from '../../components/PageTitle';

/** Export: GET /v1/download_sales_summary, its rows saved as a CSV file of the day. */
const REPORT_EXPORT: ExportBinding<ReportListFilters> = {
  request: (filters, job) => downloadReport(toReportCall(filters), job.signal),
  save: (rows) => saveRows({ name: `transactions-report-${toApiDate(new Date())}.csv`, ...rows }),
};

/** /payouts/report: the transactions report, its filters, and Export. */
export function PayoutReportPage() {
  const { t } = useTranslation(['payoutReport', 'payoutTransactions', 'payouts', 'filters']);
  const session = useSessionUser();
  const reference = useReferenceData();
  const { list, limit, inLimit } = useDatedList(reportListOptions);
  const { state, send, items, query, revision } = list;
  const exported = useReportExport(REPORT_EXPORT);
  const [detail, setDetail, closeDetail] = useOpenDetail<ReportRow>();

  const loading = state.matches('loading');

  return (
    <Stack>
      <PageTitle title={t('title')} />
      <ReportFiltersForm
        key={revision}
        initial={query.filters}
        companies={session?.companies ?? []}
        countries={reference?.countries ?? []}
        limit={limit}
        filtering={loading}
        exporting={exported.exporting}
        onFilter={(filters) => send({ type: 'FILTER', filters: inLimit(filters) })}
        onExport={(filters) => exported.start(inLimit(filters))}
      />
      <ExportOutcome exported={exported} />
      <ListToolbar list={list} />
      <ListBody list={list}>{(fetching) => <ReportTable records={items} fetching={fetching} onDetail={setDetail} matching={list.matching} />}</ListBody>
      <ReportDetailModal row={detail} onClose={closeDetail} />
    </Stack>
  );
}
