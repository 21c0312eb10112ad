import { fromPromise } from 'xstate';
import { keyMessage } from '@machines/shared/message';
import { payrollDownloadMachine, type PayrollFileAnswer, type PayrollFileRequest } from '@machines/payouts/payrollDownload';
import { downloadPayrollFile } from '../../api/calls/payouts';
import { notify, notifyError } from '../../app/notify';
import { reportError } from '../../reporting/report';
import { saveRows } from '../../components/downloads/saveRows';

/**
 * Opens a file link in a new tab without giving it our window. A blocked pop-up (the answer
 * came too long after the click) falls back to following the link in this tab.
 */
export function openInNewTab(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

export const payrollDownloadLogic = payrollDownloadMachine.provide({
  actors: {
    fetchFile: fromPromise<PayrollFileAnswer, PayrollFileRequest>(({ input }) => downloadPayrollFile(input.payrollId, input.file)),
  },
  actions: {
    openUrl: (_, params) => openInNewTab(params.url),
    saveRows: (_, params) =>
      void saveRows(params).catch((error: unknown) => {
        reportError(error);
        notifyError(keyMessage('errors:somethingWentWrong'));
      }),
    announce: (_, params) => notify('info', params.message),
    announceFailure: (_, params) => notifyError(params.message),
  },
});
