import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import { listUsers } from '../../api/calls/users';
import type { ManagedUserSchema } from '../../api/schemas/settings';
import type * as v from 'valibot';
import { ListTable } from '../../components/lists/listColumns/ListTable';
import { type RowsColumn } from '../../components/lists/RowsTable';
import { ResourceOutcome } from '../../components/keys/ResourceOutcome';
import { useResource } from '../../components/keys/useResource';
import { AddUserDialog } from './AddUserDialog';
import { ProfileDialog } from './ProfileDialog';
import { profileLabel } from './profileLabel';
import { usersLogic } from './usersLogic';
import { inspected } from '../../platform/inspect';
import { PageTitle } from '../../components/PageTitle';
import { useDraftRestore } from '../../components/forms/useFormOpen';
import { newUserDraftOf, profileDraftOf, USER_ADD_DRAFT, USER_PROFILE_DRAFT } from './userDrafts';

type ManagedUser = v.InferOutput<typeof ManagedUserSchema>;

/** Manage users (spec 02 section 2): the list of 100 with Enable/Disable, Edit profile and Add user. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const session = useSessionUser()!;
  const list = useResource(() => listUsers());
  const [logic] = useState(() => usersLogic(() => list.send({ type: 'RELOAD' })));
  const [state, send] = useMachine(logic, inspected());
  const acting = !state.matches('idle');
  // Issue 29: a dialog a 401 met, restored after signing in again, opens as its button opens it,
  // with what was typed; never over another dialog or a toggle, never on one's own row.
  useDraftRestore(USER_ADD_DRAFT, (draft) => {
    if (!state.matches('idle')) return;
    send({ type: 'ADD' });
    send({ type: 'CHANGE', values: newUserDraftOf(draft.values) });
  });
  useDraftRestore(USER_PROFILE_DRAFT, (draft) => {
    const restored = profileDraftOf(draft.subject, draft.values);
    if (!restored || restored.user.id === session.user.id || !state.matches('idle')) return;
    send({ type: 'EDIT_PROFILE', user: restored.user });
    if (restored.profile !== null) send({ type: 'CHOOSE_PROFILE', profile: restored.profile });
  });
  const users = list.data?.items ?? [];
  const meId = session.user.id;
  const columns: RowsColumn<ManagedUser>[] = [
    {
      accessor: 'username',
      title: t('table.username'),
      required: true,
      render: (user) => (
        <>
          {user.username}
          {user.id === meId && (
            <Badge ml="xs" size="xs" variant="light">
              {t('you')}
            </Badge>
          )}
        </>
      ),
      text: (user) => user.username,
    },
    { accessor: 'fullName', title: t('table.fullName'), render: (user) => `${user.first_name} ${user.last_name}`.trim() },
    { accessor: 'email', title: t('table.email') },
    { accessor: 'profile', title: t('table.profile'), render: (user) => profileLabel(t, user.profile) },
    {
      accessor: 'status',
      title: t('table.status'),
      render: (user) => (
        <Badge color={user.is_active ? 'green.9' : 'gray.7'} variant="filled">
          {user.is_active ? t('active') : t('inactive')}
        </Badge>
      ),
    },
    { accessor: 'actions', title: t('table.actions'), locked: true, noWrap: true, render: (user) => (user.id === meId ? null : actionsOf(user)) },
  ];

  /** Enable or Disable, and Edit profile (never on one's own row). */
  function actionsOf(user: ManagedUser) {
    const toggling = state.matches('toggling') && state.context.subject?.id === user.id;
    return (
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          color={user.is_active ? 'red' : 'green'}
          loading={toggling}
          disabled={acting && !toggling}
          aria-label={user.is_active ? t('disableUser', { username: user.username }) : t('enableUser', { username: user.username })}
          onClick={() => send({ type: 'TOGGLE', user })}
        >
          {user.is_active ? t('disable') : t('enable')}
        </Button>
        <Button size="xs" variant="default" disabled={acting} aria-label={t('editUser', { username: user.username })} onClick={() => send({ type: 'EDIT_PROFILE', user })}>
          {t('edit')}
        </Button>
      </Group>
    );
  }

  return (
    <Stack>
      <PageTitle title={t('title')}>
        <Button onClick={() => send({ type: 'ADD' })} disabled={acting}>
          {t('add')}
        </Button>
      </PageTitle>
      <Text size="sm" c="dimmed">
        {t('selfNote')}
      </Text>
      <ResourceOutcome state={list.state} send={list.send} title={t('loadFailed')} retry={t('retry')} />
      {list.state.matches('ready') && users.length === 0 && <Text>{t('empty')}</Text>}
      {users.length > 0 && (
        <ListTable
          list="users"
          label={t('table.label')}
          columns={columns}
          records={users}
          fetching={false}
          // One page of every user: 'all matching' is never offered, and the rows are at hand.
          selectable={{
            total: users.length,
            queryKey: 'users',
            readAll: async () => users,
            rowLabel: (user) => t('select.row', { username: user.username }),
            pageLabel: t('select.page'),
            fileName: 'users',
          }}
        />
      )}
      <AddUserDialog state={state} send={send} />
      <ProfileDialog state={state} send={send} />
    </Stack>
  );
}
