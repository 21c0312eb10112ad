import { fromPromise } from 'xstate';
import { keyMessage } from '@machines/shared/message';
import { payrollDownloadMachine, type PayrollFileAnswer, type PayrollFileRequest } from '@machines/payouts/payrollDownload';
import { downloadPayrollFile } from '../../api/calls/payouts';
import { notify, notifyError } from '../../platform/toasts';
import { reportError } from '../../reporting/report';
import { openInNewTab } from '../../components/downloads/openInNewTab';
import { saveRows } from '../../components/downloads/saveRows';

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
