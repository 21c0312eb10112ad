import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import { listUsers } from '../../api/calls/users';
import { ResourceOutcome } from '../../components/keys/ResourceOutcome';
import { useResource } from '../../components/keys/useResource';
import { AddUserDialog } from './AddUserDialog';
import { ProfileDialog } from './ProfileDialog';
import { profileLabel } from './profileLabel';
import { usersLogic } from './usersLogic';
import { inspected } from '../../platform/inspect';
import { PageTitle } from '../../components/PageTitle';

/** Manage users (spec 02 section 2): the list of 100 with Enable/Disable, Edit profile and Add user. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const session = useSessionUser()!;
  const list = useResource(() => listUsers());
  const [logic] = useState(() => usersLogic(() => list.send({ type: 'RELOAD' })));
  const [state, send] = useMachine(logic, inspected());
  const acting = !state.matches('idle');
  const users = list.data?.items ?? [];
  const meId = session.user.id;

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
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label={t('table.label')} striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.username')}</Table.Th>
                <Table.Th>{t('table.fullName')}</Table.Th>
                <Table.Th>{t('table.email')}</Table.Th>
                <Table.Th>{t('table.profile')}</Table.Th>
                <Table.Th>{t('table.status')}</Table.Th>
                <Table.Th>{t('table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => {
                const isMe = user.id === meId;
                const toggling = state.matches('toggling') && state.context.subject?.id === user.id;
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      {user.username}
                      {isMe && (
                        <Badge ml="xs" size="xs" variant="light">
                          {t('you')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{`${user.first_name} ${user.last_name}`.trim()}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{profileLabel(t, user.profile)}</Table.Td>
                    <Table.Td>
                      <Badge color={user.is_active ? 'green.9' : 'gray.7'} variant="filled">
                        {user.is_active ? t('active') : t('inactive')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {!isMe && (
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
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddUserDialog state={state} send={send} />
      <ProfileDialog state={state} send={send} />
    </Stack>
  );
}
