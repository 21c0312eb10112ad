import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { jobMachine, type JobUnit, type JobWorkInput, type JobWorkResult } from '@machines/shared/job';
import { exportTally, reportExportMachine, type ExportAnswer, type ExportFilters, type ExportRows } from '@machines/shared/reportExport';
import { keyMessage } from '@machines/shared/message';
import { inspected } from '../../platform/inspect';
import { useRunningJob } from '../jobs/useRunningJob';
import { openInNewTab } from '../downloads/openInNewTab';

/** What an export's call is handed besides its filters: the job's signal and how to say how far it got. */
export interface ExportJob {
  /** Aborts when the user cancels (or the job is stopped): pass it to every request of the export. */
  readonly signal: AbortSignal;
  /** How far the call has got: `total` null when it does not know. */
  readonly progress: (done: number, total: number | null, unit?: JobUnit) => void;
}

/** What an area gives its Export: the call (its answer read as an `ExportAnswer`) and how rows are saved. */
export interface ExportBinding<F> {
  readonly request: (filters: F, job: ExportJob) => Promise<ExportAnswer>;
  /** Only for calls that can answer rows: makes the browser save them. */
  readonly save?: (rows: ExportRows) => Promise<void>;
}

const noRowsExpected = () => Promise.reject(new Error('This export does not answer rows'));

/**
 * The job's work for an export: the area's call with the job's signal and progress; the tally is
 * the rows the answer holds against the total it says there were.
 */
const exportWork = <F>(request: ExportBinding<F>['request']) =>
  fromPromise<JobWorkResult, JobWorkInput>(async ({ input, signal }) => {
    const answer = await request(input.input as F, {
      signal,
      progress: (done, total, unit = 'rows') => input.progressTo.send({ type: 'PROGRESS', done, total, unit }),
    });
    return { value: answer, tally: exportTally(answer) };
  });

/** The Export chart bound to an area's call (run as a job), a new tab for a url and the browser's downloads. */
const reportExportLogic = <F>({ request, save }: ExportBinding<F>) =>
  reportExportMachine.provide({
    actors: {
      exportJob: jobMachine.provide({ actors: { work: exportWork(request) } }),
      saveRows: fromPromise<void, ExportRows>(({ input }) => (save ?? noRowsExpected)(input)),
    },
    actions: {
      openUrl: (_, { url }) => openInNewTab(url),
    },
  });

const EXPORT_RUNNING = keyMessage('reportExport:leaving');

/** One Export of a page: its state for the button and the outcome, its job while it runs, and what a user does. */
export function useReportExport<F>(binding: ExportBinding<F>) {
  const [logic] = useState(() => reportExportLogic(binding));
  const [state, send] = useMachine(logic, inspected());
  const job = state.children.job;
  const exporting = state.matches('exporting');
  // Leaving the page or signing out meanwhile is asked about: it would stop the export.
  useRunningJob(exporting, EXPORT_RUNNING);
  return {
    state,
    exporting,
    /** The running job (its progress), while the request runs; not while the file is written. */
    job,
    start: (filters: F) => send({ type: 'EXPORT', filters: { ...filters } as ExportFilters }),
    /** Stops the running request (the job aborts it): 'Export cancelled'. */
    cancel: () => job?.send({ type: 'CANCEL' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}

export type ReportExport = ReturnType<typeof useReportExport>;
