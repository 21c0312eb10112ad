import '@mantine/dropzone/styles.css';
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@machines/balances/balanceForm';
import { fileProblem, MAX_FILES, MAX_FILE_BYTES } from '@machines/balances/balanceRules';
import { fileSize } from './fileSize';

export interface AttachmentsFieldProps {
  readonly value: readonly Attachment[];
  readonly onChange: (files: Attachment[]) => void;
  readonly error?: string | null;
  readonly disabled?: boolean;
  /** Opens a picked or kept file in the viewer. */
  readonly onView?: (index: number) => void;
}

const ACCEPT = { 'application/pdf': ['.pdf'], 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

/**
 * Up to 3 files of at most 5,000,000 bytes, PDF, PNG, JPEG or JPG (spec 02 section 5): a refused
 * file says why ('File is too large', 'File of invalid type') and is not added.
 */
export function AttachmentsField({ value, onChange, error, disabled, onView }: AttachmentsFieldProps) {
  const { t } = useTranslation('settlements');
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = (picked: readonly File[]) => {
    const problems = picked.map((file) => fileProblem(file));
    const bad = problems.find((problem) => problem !== null);
    const good = picked.filter((_, index) => problems[index] === null);
    const room = MAX_FILES - value.length;
    setRefusal(bad ? t(bad === 'tooLarge' ? 'errors.fileTooLarge' : 'errors.fileInvalidType') : good.length > room ? t('errors.tooManyFiles', { max: MAX_FILES }) : null);
    const added = good.slice(0, Math.max(0, room)).map((file): Attachment => ({ name: file.name, size: file.size, type: file.type, blob: file }));
    if (added.length > 0) onChange([...value, ...added]);
  };

  const shown = refusal ?? error ?? null;
  return (
    <Input.Wrapper label={t('form.files')} description={t('form.filesHint', { max: MAX_FILES })} error={shown}>
      <Stack gap="xs" mt={4}>
        <Dropzone
          onDrop={add}
          // The dropzone's own checks would drop a refused file silently; ours say why.
          onReject={(rejections) => add(rejections.map((rejection) => rejection.file))}
          accept={ACCEPT}
          maxSize={Number.MAX_SAFE_INTEGER}
          disabled={disabled || value.length >= MAX_FILES}
          aria-label={t('form.dropzone')}
        >
          <Text size="sm" ta="center">
            {t('form.dropzoneText', { size: fileSize(MAX_FILE_BYTES) })}
          </Text>
        </Dropzone>
        {value.map((file, index) => (
          <Group key={`${file.key ?? file.name}-${index}`} justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {file.name} · {fileSize(file.size)}
            </Text>
            <Group gap={4} wrap="nowrap">
              {onView && (
                <Button size="compact-xs" variant="subtle" onClick={() => onView(index)}>
                  {t('files.view')}
                </Button>
              )}
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                disabled={disabled}
                aria-label={t('files.removeNamed', { name: file.name })}
                onClick={() => {
                  setRefusal(null);
                  onChange(value.filter((_, at) => at !== index));
                }}
              >
                {t('files.remove')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
