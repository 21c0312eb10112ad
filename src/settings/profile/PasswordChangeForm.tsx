import { Button, Paper, Stack, Title } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordChangeValues } from '@machines/settings/passwordChange';
import { PasswordField } from '../../components/PasswordField';
import { messageText } from '../../i18n/message';
import { passwordChangeLogic } from './passwordChangeLogic';
import { inspected } from '../../platform/inspect';

const EMPTY: PasswordChangeValues = { old_password: '', new_password1: '', new_password2: '' };
const FIELDS = [
  ['old_password', 'old', 'current-password'],
  ['new_password1', 'new', 'new-password'],
  ['new_password2', 'confirm', 'new-password'],
] as const;

/** Change password: old, new and confirm; cleared once the server changed it, kept after any failure. */
export function PasswordChangeForm({ titleOrder = 2 }: { titleOrder?: 1 | 2 }) {
  const { t } = useTranslation('passwordChange');
  const [values, setValues] = useState(EMPTY);
  const [logic] = useState(() => passwordChangeLogic(() => setValues(EMPTY)));
  const [state, send] = useMachine(logic, inspected());
  const changed = state.matches('changed');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', ...values });
  };
  const busy = state.matches('changing');
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} aria-label={t('title')} maw={560}>
      <Stack>
        <Title order={titleOrder} size={titleOrder === 1 ? 'h2' : 'h4'}>
          {t('title')}
        </Title>
        {FIELDS.map(([field, label, autoComplete]) => (
          <PasswordField
            key={field}
            label={t(label)}
            autoComplete={autoComplete}
            value={values[field]}
            disabled={busy}
            error={state.context.invalid[field] ? messageText(t, state.context.invalid[field]) : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((all) => ({ ...all, [field]: value }));
              if (changed || state.matches('failed')) send({ type: 'EDIT' });
            }}
          />
        ))}
        <Button type="submit" loading={busy}>
          {t('submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
