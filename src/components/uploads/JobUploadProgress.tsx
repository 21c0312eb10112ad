import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { jobMachine, JobProgress } from '@machines/shared/job';
import { formatBytes } from '../../format';
import { UploadProgress } from './UploadProgress';

const percentOf = (progress: JobProgress | null): number =>
  progress && progress.total ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;

/**
 * An upload running as a job (issue 28): the share of its bytes sent, in bytes of the total
 * beside the bar, and Cancel, sent to the job, which aborts the request. The flow gives its own
 * texts: `bytesText` gets the percent and the two sizes, `percentText` the percent alone (before
 * the browser has said anything).
 */
export function JobUploadProgress({
  job,
  label,
  cancelLabel,
  bytesText,
  percentText,
}: {
  job: ActorRefFrom<typeof jobMachine>;
  label: string;
  cancelLabel: string;
  bytesText: (values: { percent: number; done: string; total: string }) => string;
  percentText: (percent: number) => string;
}) {
  const { i18n } = useTranslation();
  const progress = useSelector(job, (snapshot) => snapshot.context.progress);
  const percent = percentOf(progress);
  const text = progress?.total
    ? bytesText({ percent, done: formatBytes(progress.done, i18n.language), total: formatBytes(progress.total, i18n.language) })
    : percentText(percent);
  return <UploadProgress percent={percent} label={label} percentText={text} cancelLabel={cancelLabel} onCancel={() => job.send({ type: 'CANCEL' })} />;
}
