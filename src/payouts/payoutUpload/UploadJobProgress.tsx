import { useTranslation } from 'react-i18next';
import { JobUploadProgress } from '../../components/uploads/JobUploadProgress';
import type { UploadView } from './uploadView';

type UploadJob = NonNullable<UploadView['state']['children']['job']>;

/** The running upload's job: the share of the file sent, in bytes of its size, and Cancel. */
export function UploadJobProgress({ job }: { job: UploadJob }) {
  const { t } = useTranslation('payoutUpload');
  return (
    <JobUploadProgress
      job={job}
      label={t('progress.label')}
      cancelLabel={t('progress.cancel')}
      bytesText={(values) => t('progress.bytes', values)}
      percentText={(percent) => t('progress.percent', { percent })}
    />
  );
}
