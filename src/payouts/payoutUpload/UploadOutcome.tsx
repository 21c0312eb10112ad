import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../format';
import { messageText } from '../../i18n/message';
import { PayrollStatusBadge } from '../../components/StatusBadges';
import { InvalidLines } from './InvalidLines';
import type { UploadView } from './uploadView';

/** What became of the upload: processing, the outcome, or why there is none. */
export function UploadOutcome({ state, send }: UploadView) {
  const { t, i18n } = useTranslation('payoutUpload');
  const { answer, payrollId, file, error, pollFailures, sent } = state.context;
  const id = payrollId ?? '';
  const fileName = file?.name ?? '';
  const detail = answer?.data_origin.detail ?? null;
  const again = (
    <Button variant="light" onClick={() => send({ type: 'RESET' })}>
      {t('uploadAnother')}
    </Button>
  );

  if (state.matches({ processing: 'checkFailed' })) {
    return (
      <Alert color="red" role="alert" title={t('checkFailed.title')}>
        <Stack gap="xs">
          {error && <Text size="sm">{messageText(t, error)}</Text>}
          <Text size="sm">{t('checkFailed.body', { id })}</Text>
          <Group>
            <Button onClick={() => send({ type: 'RETRY' })}>{t('checkFailed.retry')}</Button>
            {again}
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (state.matches('processing')) {
    return (
      <Stack gap="xs">
        <Alert color="blue" role="status" title={t('processing.title', { file: fileName })} icon={<Loader size="xs" />}>
          {/* The upload job's tally (issue 28): what reached the server of the file. */}
          {sent && <Text size="sm">{t('processing.sent', { done: formatBytes(sent.done, i18n.language), of: formatBytes(sent.of, i18n.language) })}</Text>}
          <Text size="sm">{t('processing.body', { id })}</Text>
        </Alert>
        {pollFailures > 0 && error && (
          <Alert color="orange" role="alert">
            {t('processing.retrying', { error: messageText(t, error) })}
          </Alert>
        )}
      </Stack>
    );
  }
  if (state.matches('succeeded') && answer) {
    return (
      <Alert color="green" role="status" title={t('success')}>
        <Stack gap="xs">
          <Text size="sm">{t('successBody', { id, file: fileName })}</Text>
          <Group gap="xs">
            <Text size="sm">{t('status')}</Text>
            <PayrollStatusBadge statusId={answer.data_origin.status} />
          </Group>
          <Group>
            <Anchor component={Link} to={`/payroll/view/${id}`}>
              {t('viewPayroll', { id })}
            </Anchor>
            {again}
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (state.matches('headerError')) {
    return (
      <Alert color="red" role="alert" title={t('headerError.title')}>
        <Stack gap="xs">
          <Text size="sm">{t('headerError.text', { detail: detail ?? t('headerError.noDetail') })}</Text>
          <Group>{again}</Group>
        </Stack>
      </Alert>
    );
  }
  if (state.matches('linesInvalid') && answer) {
    return <InvalidLines payrollId={answer.data_origin.id} detail={detail} errors={answer.errors} total={answer.errors_total} again={again} />;
  }
  if (state.matches('failed')) {
    return (
      <Alert color="red" role="alert" title={error ? messageText(t, error) : t('failed')}>
        <Stack gap="xs">
          {detail && <Text size="sm">{detail}</Text>}
          <Group>{again}</Group>
        </Stack>
      </Alert>
    );
  }
  if (state.matches('sessionExpired') || state.matches('signedOut')) {
    return (
      <Alert color="orange" role="alert" title={error ? messageText(t, error) : undefined}>
        {t('signingOut')}
      </Alert>
    );
  }
  return null;
}
