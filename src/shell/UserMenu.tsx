import { Avatar, Group, Kbd, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@machines/access/sessionUser';

/** 26 avatar colours: the session's avatar number (1 to 26) picks one. */
const AVATAR_COLORS = ['indigo', 'teal', 'grape', 'orange', 'cyan', 'pink', 'lime', 'violet', 'blue', 'red', 'green', 'yellow', 'dark'];

/** `onInspect`: opens the QA statechart inspector, in builds with QA tools (else null). */
export function UserMenu({ session, onInspect }: { session: SessionUser; onInspect: (() => void) | null }) {
  const { t } = useTranslation('shell');
  const name = `${session.user.first_name} ${session.user.last_name}`.trim();
  const initials = `${session.user.first_name.charAt(0)}${session.user.last_name.charAt(0)}`.toUpperCase();
  const color = AVATAR_COLORS[(session.avatar - 1) % AVATAR_COLORS.length];
  const variant = session.avatar > AVATAR_COLORS.length ? 'light' : 'filled';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu', { name })}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color={color} variant={variant} radius="xl" size="sm" data-avatar={session.avatar}>
              {initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile">
          {t('profile')}
        </Menu.Item>
        {onInspect && (
          <>
            <Menu.Item component={Link} to="/qa/statecharts">
              {t('statecharts')}
            </Menu.Item>
            <Menu.Item onClick={onInspect} rightSection={<Kbd size="xs">Alt+Shift+S</Kbd>}>
              {t('inspector')}
            </Menu.Item>
          </>
        )}
        <Menu.Item component={Link} to="/logout" color="red.9">
          {t('signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
