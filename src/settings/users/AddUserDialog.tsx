import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { NewUserField, UsersEvent, usersMachine } from '@machines/settings/users';
import { fieldMessage, profileOptions } from './profileLabel';
import { FormOpen } from '../../components/forms/useFormOpen';
import { USER_ADD_DRAFT } from './userDrafts';

const TEXT_FIELDS: readonly Exclude<NewUserField, 'profile'>[] = ['first_name', 'last_name', 'email'];

/**
 * Add user: first name, last name, email and profile, every one required. While open, what is
 * typed is kept as a draft (`userAdd`) when a 401 meets it (issue 29).
 */
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
      {/* Not while it fades out after a save or Cancel: nothing is left to keep. */}
      {open && <FormOpen draft={{ form: USER_ADD_DRAFT, values: draft }} />}
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
