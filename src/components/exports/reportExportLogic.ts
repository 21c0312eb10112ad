import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { reportExportMachine, type ExportAnswer, type ExportFilters, type ExportRows } from '@machines/shared/reportExport';
import { inspected } from '../../platform/inspect';
import { openInNewTab } from '../downloads/openInNewTab';

/** What an area gives its Export: the call (its answer read as an `ExportAnswer`) and how rows are saved. */
export interface ExportBinding<F> {
  readonly request: (filters: F) => Promise<ExportAnswer>;
  /** Only for calls that can answer rows: makes the browser save them. */
  readonly save?: (rows: ExportRows) => Promise<void>;
}

const noRowsExpected = () => Promise.reject(new Error('This export does not answer rows'));

/** The Export chart bound to an area's call, a new tab for a url and the browser's downloads. */
const reportExportLogic = <F>({ request, save }: ExportBinding<F>) =>
  reportExportMachine.provide({
    actors: {
      requestExport: fromPromise<ExportAnswer, ExportFilters>(({ input }) => request(input as F)),
      saveRows: fromPromise<void, ExportRows>(({ input }) => (save ?? noRowsExpected)(input)),
    },
    actions: {
      openUrl: (_, { url }) => openInNewTab(url),
    },
  });

/** One Export of a page: its state for the button and the outcome, and the two things a user does. */
export function useReportExport<F>(binding: ExportBinding<F>) {
  const [logic] = useState(() => reportExportLogic(binding));
  const [state, send] = useMachine(logic, inspected());
  return {
    state,
    exporting: state.matches('exporting'),
    start: (filters: F) => send({ type: 'EXPORT', filters: { ...filters } as ExportFilters }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}

export type ReportExport = ReturnType<typeof useReportExport>;
