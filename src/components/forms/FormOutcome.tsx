import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Message } from '@machines/shared/message';
import { messageText } from '../../i18n/message';

/** The end of a one-request form: its error, or its success with the server's text and link. */
export function FormOutcome({
  error,
  result,
  successTitle,
  linkLabel,
}: {
  error: Message | null;
  result: { url?: string; text?: string } | null;
  successTitle: string;
  linkLabel: string;
}) {
  const { t } = useTranslation('common');
  if (error) {
    return (
      <Alert color="red" role="alert">
        {messageText(t, error)}
      </Alert>
    );
  }
  if (!result) return null;
  return (
    <Alert color="green" role="status" title={successTitle}>
      <Stack gap="xs">
        {result.text}
        {result.url && (
          <Anchor href={result.url} target="_blank" rel="noopener noreferrer">
            {linkLabel}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
