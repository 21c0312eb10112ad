import { Avatar, Group, Kbd, Menu, Text, UnstyledButton, useMantineColorScheme, VisuallyHidden, type MantineColorScheme } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@machines/access/sessionUser';

/** 26 avatar colours: the session's avatar number (1 to 26) picks one. */
const AVATAR_COLORS = ['indigo', 'teal', 'grape', 'orange', 'cyan', 'pink', 'lime', 'violet', 'blue', 'red', 'green', 'yellow', 'dark'];

const SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

/**
 * Light, dark or auto, kept in local storage by the app's colour scheme manager
 * (src/platform/deviceSettings.ts). The menu stays open, so the change shows at once; the chosen one
 * carries a check and, for screen readers, '(current)'.
 */
function ColorSchemeItems() {
  const { t } = useTranslation('shell');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label>{t('colorScheme.label')}</Menu.Label>
      {SCHEMES.map((scheme) => (
        <Menu.Item
          key={scheme}
          closeMenuOnClick={false}
          onClick={() => setColorScheme(scheme)}
          leftSection={<span aria-hidden="true">{scheme === colorScheme ? '✓' : ''}</span>}
        >
          {t(`colorScheme.${scheme}`)}
          {scheme === colorScheme && <VisuallyHidden> {t('colorScheme.current')}</VisuallyHidden>}
        </Menu.Item>
      ))}
      <Menu.Divider />
    </>
  );
}

/**
 * `onInspect`: opens the QA statechart inspector, in builds with QA tools (else null);
 * `onShortcuts`: opens the keyboard shortcuts' help.
 */
export function UserMenu({ session, onInspect, onShortcuts }: { session: SessionUser; onInspect: (() => void) | null; onShortcuts: () => void }) {
  const { t } = useTranslation('shell');
  const name = `${session.user.first_name} ${session.user.last_name}`.trim();
  const initials = `${session.user.first_name.charAt(0)}${session.user.last_name.charAt(0)}`.toUpperCase();
  const color = AVATAR_COLORS[(session.avatar - 1) % AVATAR_COLORS.length];
  const variant = session.avatar > AVATAR_COLORS.length ? 'light' : 'filled';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Named with the words it shows, initials too: on a phone they are all it shows (WCAG 2.5.3). */}
        <UnstyledButton aria-label={t('userMenu', { name, initials })}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color={color} variant={variant} radius="xl" size="sm" data-avatar={session.avatar}>
              {initials}
            </Avatar>{' '}
            <Text size="sm" fw={500} visibleFrom="xs">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <ColorSchemeItems />
        <Menu.Item component={Link} to="/profile">
          {t('profile')}
        </Menu.Item>
        <Menu.Item onClick={onShortcuts} rightSection={<Kbd size="xs">?</Kbd>}>
          {t('shortcuts')}
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
        <Menu.Item component={Link} to="/logout" color="var(--mantine-color-red-text)">
          {t('signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
