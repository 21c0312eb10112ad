import { Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@machines/shared/message';
import { messageText } from '../../../i18n/message';
import { ONE_TIME_CODE_LENGTH, OneTimeCodeField } from '../../../components/OneTimeCodeField';


/**
 * Asks for a current code from the authenticator app (six digits) or, where `allowRecovery`,
 * one of the recovery codes instead; says under the field why the last one was refused. Sends
 * nothing until the code is complete; Cancel and Send wait while a call runs.
 */
export function CodeConfirm({
  heading,
  text,
  submitLabel,
  error,
  busy,
  allowRecovery = false,
  onSubmit,
  onCancel,
}: {
  heading?: string;
  text?: string;
  submitLabel: string;
  error: Message | null;
  busy: boolean;
  allowRecovery?: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('secondFactorEnrol');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const complete = recovery ? code.trim() !== '' : code.length === ONE_TIME_CODE_LENGTH && /^\d+$/.test(code);
  const errorText = error ? messageText(t, error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !busy) onSubmit(code);
  };
  return (
    <Stack component="form" onSubmit={submit} gap="sm">
      {heading && (
        <Title order={3} size="h5">
          {heading}
        </Title>
      )}
      {text && <Text size="sm">{text}</Text>}
      {allowRecovery && (
        <Switch
          label={t('code.useRecovery')}
          checked={recovery}
          disabled={busy}
          onChange={(event) => {
            setRecovery(event.currentTarget.checked);
            setCode('');
          }}
        />
      )}
      {recovery ? (
        <TextInput
          label={t('code.recoveryLabel')}
          value={code}
          disabled={busy}
          autoComplete="off"
          spellCheck={false}
          error={errorText}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
      ) : (
        <OneTimeCodeField label={t('code.label')} value={code} error={errorText} busy={busy} onChange={setCode} />
      )}
      <Group>
        <Button type="submit" loading={busy} disabled={!complete}>
          {submitLabel}
        </Button>
        <Button variant="default" disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
