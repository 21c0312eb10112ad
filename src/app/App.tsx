import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { SessionProvider } from '../session/SessionContext';
import type { SessionActor } from '../session/sessionActor';
import { MaintenancePage } from '../shell/MaintenancePage';
import { PendingPage } from '../shell/PendingPage';
import { theme } from '../styles/theme';
import type { AppRouter } from './router';
import { ToasterHost } from './ToasterHost';

export function App({ i18n, session, router }: { i18n: I18n; session: SessionActor; router: AppRouter }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* Mantine's default colour scheme manager: src/platform/deviceSettings.ts. */}
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <ToasterHost />
        <Suspense fallback={<PendingPage />}>
          {/* Read here, not through config: a build without maintenance mode drops the page. */}
          {import.meta.env.VITE_MAINTENANCE_MODE === 'true' ? (
            <MaintenancePage />
          ) : (
            <SessionProvider actor={session}>
              <RouterProvider router={router} />
            </SessionProvider>
          )}
        </Suspense>
      </MantineProvider>
    </I18nextProvider>
  );
}
