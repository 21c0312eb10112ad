import { Alert, Anchor, Button, CloseButton, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES } from '@mantine/dropzone';
import type { SessionCompany } from '@machines/access/sessionUser';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../i18n/message';
import type { UploadView } from './uploadView';
import { FilePreview } from './FilePreview';
import { UploadJobProgress } from './UploadJobProgress';
import { templateUrl } from './templateUrl';

/**
 * What the picker offers; the chart has the last word (by extension), because browsers
 * report csv files under several MIME types or none.
 */
const ACCEPT = {
  [MIME_TYPES.csv]: ['.csv'],
  [MIME_TYPES.xls]: ['.xls'],
  [MIME_TYPES.xlsx]: ['.xlsx'],
};

interface UploadFormProps extends UploadView {
  readonly companies: readonly SessionCompany[];
  readonly templatesByCountry: Readonly<Record<string, string>>;
}

/** The upload widget: merchant, template link, drop zone and the Upload button. */
export function UploadForm({ state, send, companies, templatesByCountry }: UploadFormProps) {
  const { t } = useTranslation('payoutUpload');
  const { companyId, file, companyError, fileError, error, notice } = state.context;
  const job = state.children.job;
  const choosing = state.matches('choosing');
  const uploading = state.matches('uploading');
  const company = companies.find((candidate) => candidate.pk === companyId);
  const hintId = useId();
  const fileErrorId = useId();
  const openRef = useRef<() => void>(null);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Select<number>
          label={t('merchant.label')}
          placeholder={t('merchant.placeholder')}
          data={companies.map((candidate) => ({ value: candidate.pk, label: candidate.name }))}
          value={companyId}
          onChange={(value) => value !== null && send({ type: 'SELECT_COMPANY', companyId: value })}
          allowDeselect={false}
          disabled={!choosing}
          error={companyError ? messageText(t, companyError) : undefined}
          description={companies.length === 0 ? t('merchant.none') : undefined}
          required
        />
        <TemplateLink company={company} templatesByCountry={templatesByCountry} />
        <Stack gap={4}>
          <Dropzone
            onDrop={() => {}}
            // Every dropped or picked file goes to the chart, which judges count and type.
            onDropAny={(accepted, rejected) =>
              send({ type: 'SELECT_FILES', files: [...accepted, ...rejected.map((rejection) => rejection.file)] })
            }
            accept={ACCEPT}
            multiple={false}
            disabled={!choosing}
            // Mantine's drop zone looks the same when disabled: say it by look and pointer too.
            activateOnClick={choosing}
            // The drop target is a labelled group, not a button: a button may not hold the file
            // input (axe: nested-interactive). Keyboards use the Choose button inside it.
            activateOnKeyboard={false}
            openRef={openRef}
            opacity={choosing ? 1 : 0.6}
            role="group"
            aria-label={t('file.dropzone')}
            aria-disabled={!choosing}
            aria-describedby={fileError ? `${hintId} ${fileErrorId}` : hintId}
            inputProps={{ 'aria-label': t('file.dropzone'), disabled: !choosing }}
          >
            <Stack align="center" gap={4} py="lg">
              <Text size="lg">{t('file.drop')}</Text>
              <Text size="sm" c="dimmed" id={hintId}>
                {t('file.hint')}
              </Text>
              <Button
                variant="default"
                mt="xs"
                disabled={!choosing}
                aria-describedby={hintId}
                onClick={(event) => {
                  // The group itself would open the picker a second time on this click.
                  event.stopPropagation();
                  openRef.current?.();
                }}
              >
                {t('file.choose')}
              </Button>
            </Stack>
          </Dropzone>
          {fileError && (
            <Text size="sm" c="red" id={fileErrorId}>
              {messageText(t, fileError)}
            </Text>
          )}
        </Stack>
        {file && (
          <Group gap="xs">
            <Text fw={500}>{t('file.chosen', { file: file.name })}</Text>
            <CloseButton
              aria-label={t('file.remove', { file: file.name })}
              disabled={!choosing}
              onClick={() => send({ type: 'REMOVE_FILE' })}
            />
          </Group>
        )}
        <FilePreview state={state} send={send} />
        {choosing && error && (
          // pre-line: the spec's 400 text, then the server's word on the file, on two lines.
          <Alert color="red" role="alert" title={t('uploadFailedTitle')} style={{ whiteSpace: 'pre-line' }}>
            {messageText(t, error)}
          </Alert>
        )}
        {choosing && notice && (
          <Alert color="blue" role="status" title={t('cancelledTitle')}>
            {messageText(t, notice)}
          </Alert>
        )}
        {uploading && job && <UploadJobProgress job={job} />}
        <Group justify="flex-end">
          <Button loading={uploading} disabled={!choosing && !uploading} onClick={() => send({ type: 'UPLOAD' })}>
            {t('upload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function TemplateLink({
  company,
  templatesByCountry,
}: {
  company: SessionCompany | undefined;
  templatesByCountry: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('payoutUpload');
  if (!company) {
    return (
      <Text size="sm" c="dimmed">
        {t('template.chooseMerchant')}
      </Text>
    );
  }
  const url = templateUrl(company, templatesByCountry);
  if (!url) {
    return (
      <Text size="sm" c="dimmed">
        {t('template.none', { merchant: company.name })}
      </Text>
    );
  }
  return (
    <Anchor href={url} download size="sm">
      {t('template.link', { merchant: company.name })}
    </Anchor>
  );
}
