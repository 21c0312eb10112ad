import { fromPromise } from 'xstate';
import {
  payoutReportExportMachine,
  type ReportExportAnswer,
  type ReportExportFilters,
  type ReportRows,
} from '@machines/payouts/payoutReportExport';
import { downloadReport } from '../../api/calls/payouts';
import { saveRows } from '../../components/downloads/saveRows';
import { toApiDate } from '../../format';
import { toReportCall, type ReportListFilters } from './reportFilters';

/** Opens a finished report file without handing it our window. */
function openFile(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  // A blocked pop-up (the answer came long after the click): follow the link here.
  else window.location.assign(url);
}

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
    openUrl: (_, params) => openFile(params.url),
  },
});
