import { Anchor, MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enCommon from '../../../../locales/en/common.json';
import enLogin from '../../../../locales/en/login.json';
import esCommon from '../../../../locales/es/common.json';
import esLogin from '../../../../locales/es/login.json';
import type { Language } from '../../../i18n/language';
import { theme } from '../../../styles/theme';
import { LoginForm } from '../LoginForm';

const TEXTS = { en: { common: enCommon, login: enLogin }, es: { common: esCommon, login: esLogin } } as const;

/**
 * The login form's HTML in one language, rendered at build time (Node, from the SSR build of
 * this module) into index.html: the same components, theme and texts as the app's, so the
 * app's first render replaces it without a visible change. Ids are prefixed per language:
 * both copies sit in the HTML until the boot script keeps one.
 */
export function renderLogin(language: Language): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: TEXTS[language] },
    ns: ['common', 'login'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <LoginForm
          username=""
          password=""
          recoverLink={
            <Anchor href="/account/recover_password" size="sm" ta="center">
              {i18n.t('login:forgotPassword')}
            </Anchor>
          }
        />
      </MantineProvider>
    </I18nextProvider>,
    { identifierPrefix: `login-${language}-` },
  );
}
