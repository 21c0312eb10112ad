import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { UsersEvent, usersMachine } from '@machines/settings/users';
import { fieldMessage, profileOptions } from './profileLabel';
import { FormOpen } from '../../components/forms/useFormOpen';
import { editedUserOf, USER_PROFILE_DRAFT } from './userDrafts';

/**
 * Edit profile: the user's profile, required ('Profile is required'). While open, the profile
 * chosen is kept as a draft (`userProfile`, with the user) when a 401 meets it (issue 29).
 */
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
      {/* One form per user (the draft's subject is taken as it opens); none while it fades out. */}
      {open && subject && <FormOpen key={subject.id} draft={{ form: USER_PROFILE_DRAFT, subject: editedUserOf(subject), values: { profile } }} />}
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
