import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { render, type RenderOptions } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { locales } from '@app/app/loadOnDemand';
import { initI18n, i18next } from '@app/i18n';
import type { Language } from '@app/i18n/language';
import { theme } from '@app/styles/theme';

/** Loads the language and namespaces a test needs before it renders. */
export async function useLanguage(lng: Language, namespaces: string[] = []): Promise<void> {
  await initI18n(locales, lng);
  await i18next.changeLanguage(lng);
  await i18next.loadNamespaces(['common', 'errors', ...namespaces]);
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme} env="test">
        <DatesProvider settings={{ locale: i18next.language }}>
          <Notifications />
          <Suspense fallback={null}>{children}</Suspense>
        </DatesProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

/**
 * Renders a view the way the app does: Mantine, dates, notifications and i18n around it.
 * Mantine's test env turns off transitions and portals' sizing that jsdom cannot measure.
 */
export function renderView(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
