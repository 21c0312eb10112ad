import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { NewUserField, UsersEvent, usersMachine } from '@machines/settings/users';
import { fieldMessage, profileOptions } from './profileLabel';
import { FormOpen } from '../../components/forms/useFormOpen';

const TEXT_FIELDS: readonly Exclude<NewUserField, 'profile'>[] = ['first_name', 'last_name', 'email'];

/** Add user: first name, last name, email and profile, every one required. */
export function AddUserDialog({ state, send }: { state: SnapshotFrom<typeof usersMachine>; send: (event: UsersEvent) => void }) {
  const { t } = useTranslation('users');
  const open = state.matches('adding') || state.matches('creating');
  const { draft, invalid, error } = state.context;
  const busy = state.matches('creating');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <Modal opened={open} onClose={() => !busy && send({ type: 'CANCEL' })} title={t('createDialog.title')} centered>
      <FormOpen />
      <Stack component="form" onSubmit={submit} aria-label={t('createDialog.title')}>
        {TEXT_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`fields.${field}`)}
            inputMode={field === 'email' ? 'email' : 'text'}
            value={draft[field]}
            withAsterisk
            disabled={busy}
            error={invalid[field] ? fieldMessage(t, invalid[field]) : undefined}
            onChange={(event) => send({ type: 'CHANGE', values: { [field]: event.currentTarget.value } })}
          />
        ))}
        <Select
          label={t('fields.profile')}
          data={profileOptions(t)}
          value={draft.profile || null}
          withAsterisk
          disabled={busy}
          error={invalid.profile ? fieldMessage(t, invalid.profile) : undefined}
          onChange={(value) => send({ type: 'CHANGE', values: { profile: value ?? '' } })}
        />
        {error && (
          <Alert color="red" role="alert">
            {fieldMessage(t, error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" disabled={busy} onClick={() => send({ type: 'CANCEL' })}>
            {t('createDialog.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('createDialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
