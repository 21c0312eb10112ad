import { Button, Group, Progress, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobProgress } from '@machines/shared/job';
import type { ReportExport } from './reportExportLogic';

type RunningJob = NonNullable<ReportExport['job']>;

/** The share of the total done, when the total is known. */
const percentOf = (progress: JobProgress | null): number | null =>
  progress && progress.total !== null && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;

/**
 * A running export: how far its job has got ('120 of 400 rows', or a bar that only says it runs
 * when the answer does not tell), and Cancel, which stops the job and aborts its request.
 */
export function ExportProgress({ job, onCancel }: { job: RunningJob; onCancel: () => void }) {
  const { t } = useTranslation('reportExport');
  const progress = useSelector(job, (snapshot) => snapshot.context.progress);
  const textId = useId();
  const percent = percentOf(progress);
  const text =
    progress && progress.total !== null
      ? t(progress.unit === 'bytes' ? 'progressBytes' : 'progressRows', { done: progress.done, total: progress.total })
      : t('progressUnknown');
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Progress.Root size="lg" flex={1}>
        <Progress.Section
          value={percent ?? 100}
          withAria={false}
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={percent === null ? undefined : 0}
          aria-valuemax={percent === null ? undefined : 100}
          aria-valuenow={percent ?? undefined}
          aria-valuetext={text}
          aria-describedby={textId}
          striped={percent === null}
          animated
        />
      </Progress.Root>
      <Text size="sm" id={textId} aria-live="polite">
        {text}
      </Text>
      <Button variant="default" size="xs" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </Group>
  );
}
