import { Burger, Group, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IdleSession } from '../access/idleSession/IdleSession';
import { SignInAgain } from '../access/signInAgain/SignInAgain';
import { DraftRestore } from '../access/draftRestore/DraftRestore';
import { useSessionUser } from '../session/SessionContext';
import { InspectorHost } from '../qa/InspectorHost';
import { QA_TOOLS } from '../platform/inspect';
import { startRecording } from '../qa/recorder';
import { PaletteLauncher } from './commandPalette/PaletteLauncher';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { ReferenceDataProvider } from '../referenceData/ReferenceDataContext';
import { RunningJobGuard } from './RunningJobGuard';
import { ShellShortcuts } from './shortcuts/ShellShortcuts';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import classes from './Shell.module.css';

/** Dates serve only signed-in pages, so their code stays out of the login page. */
export function Shell() {
  const { t, i18n } = useTranslation('shell');
  const session = useSessionUser();
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpen, { toggle: toggleDesktop }] = useDisclosure(true);
  const [inspecting, inspector] = useDisclosure(false);
  const [helping, help] = useDisclosure(false);
  // The QA recorder takes over from the first load's buffer once the signed-in frame is up.
  useEffect(startRecording, []);
  if (!session) return null;
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
    <div className={classes.root} data-mobile-open={mobileOpen || undefined} data-desktop-open={desktopOpen || undefined}>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpen} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label={t('toggleMenu')} />
            <Burger opened={desktopOpen} onClick={toggleDesktop} visibleFrom="sm" size="sm" aria-label={t('toggleMenu')} />
            {/* One line on every screen (issue 27): the full name from `sm`, a short one on a phone. */}
            <Text fw={700} c="indigo" className={classes.appName} visibleFrom="sm">
              {t('common:appName')}
            </Text>
            <Text fw={700} c="indigo" className={classes.appName} hiddenFrom="sm">
              {t('appShortName')}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <PaletteLauncher profileNames={session.profile_names} onShortcuts={help.open} />
            <LanguageSwitcher />
            <UserMenu session={session} onInspect={QA_TOOLS ? inspector.open : null} onShortcuts={help.open} />
          </Group>
        </Group>
        <IdleSession />
        <SignInAgain />
        <DraftRestore />
        <RunningJobGuard />
        <ShellShortcuts opened={helping} onOpen={help.open} onClose={help.close} />
      </header>
      <div className={classes.navbar}>
        <SideMenu profileNames={session.profile_names} onChoose={closeMobile} />
      </div>
      <main className={classes.main} data-shell-main>
        <ReferenceDataProvider>
          <Outlet />
        </ReferenceDataProvider>
      </main>
      {QA_TOOLS && <InspectorHost opened={inspecting} onToggle={inspector.toggle} onClose={inspector.close} />}
    </div>
    </DatesProvider>
  );
}
