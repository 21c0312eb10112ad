import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { JobProgress } from '@machines/shared/job';
import { UploadProgress } from '../../components/uploads/UploadProgress';
import { formatBytes } from '../../format';
import type { UploadView } from './uploadView';

type UploadJob = NonNullable<UploadView['state']['children']['job']>;

const percentOf = (progress: JobProgress | null): number =>
  progress && progress.total ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;

/** The running upload's job: the share of the file sent, in bytes of its size, and Cancel (to the job, which aborts it). */
export function UploadJobProgress({ job }: { job: UploadJob }) {
  const { t, i18n } = useTranslation('payoutUpload');
  const progress = useSelector(job, (snapshot) => snapshot.context.progress);
  const percent = percentOf(progress);
  const text = progress?.total
    ? t('progress.bytes', { percent, done: formatBytes(progress.done, i18n.language), total: formatBytes(progress.total, i18n.language) })
    : t('progress.percent', { percent });
  return (
    <UploadProgress percent={percent} label={t('progress.label')} percentText={text} cancelLabel={t('progress.cancel')} onCancel={() => job.send({ type: 'CANCEL' })} />
  );
}
