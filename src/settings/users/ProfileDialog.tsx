import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { UsersEvent, usersMachine } from '@machines/settings/users';
import { fieldMessage, profileOptions } from './profileLabel';
import { FormOpen } from '../../components/forms/useFormOpen';

/** Edit profile: the user's profile, required ('Profile is required'). */
export function ProfileDialog({ state, send }: { state: SnapshotFrom<typeof usersMachine>; send: (event: UsersEvent) => void }) {
  const { t } = useTranslation('users');
  const open = state.matches('editingProfile') || state.matches('savingProfile');
  const { subject, profile, invalid, error } = state.context;
  const busy = state.matches('savingProfile');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const title = t('profileDialog.title', { username: subject?.username ?? '' });
  return (
    <Modal opened={open} onClose={() => !busy && send({ type: 'CANCEL' })} title={title} centered>
      <FormOpen />
      <Stack component="form" onSubmit={submit} aria-label={title}>
        <Select
          label={t('fields.profile')}
          data={profileOptions(t)}
          value={profile || null}
          clearable
          clearButtonProps={{ 'aria-label': t('profileDialog.clear') }}
          withAsterisk
          disabled={busy}
          error={invalid.level ? fieldMessage(t, invalid.level) : undefined}
          onChange={(value) => send({ type: 'CHOOSE_PROFILE', profile: value ?? '' })}
        />
        {error && (
          <Alert color="red" role="alert">
            {fieldMessage(t, error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" disabled={busy} onClick={() => send({ type: 'CANCEL' })}>
            {t('profileDialog.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('profileDialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
