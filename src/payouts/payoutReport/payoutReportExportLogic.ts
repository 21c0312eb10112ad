import { fromPromise } from 'xstate';
import {
  payoutReportExportMachine,
  type ReportExportAnswer,
  type ReportExportFilters,
  type ReportRows,
} from '@machines/payouts/payoutReportExport';
import { downloadReport } from '../../api/calls/payouts';
import { openInNewTab } from '../../components/downloads/openInNewTab';
import { saveRows } from '../../components/downloads/saveRows';
import { toApiDate } from '../../format';
import { toReportCall, type ReportListFilters } from './reportFilters';

/** The Export chart bound to the report call and the browser's downloads. */
export const payoutReportExportLogic = payoutReportExportMachine.provide({
  actors: {
    downloadReport: fromPromise<ReportExportAnswer, ReportExportFilters>(({ input }) =>
      downloadReport(toReportCall(input as ReportListFilters)),
    ),
    saveRows: fromPromise<void, ReportRows>(({ input }) =>
      saveRows({ name: `transactions-report-${toApiDate(new Date())}.csv`, header: input.header, data: input.data }),
    ),
  },
  actions: {
    openUrl: (_, params) => openInNewTab(params.url),
  },
});
