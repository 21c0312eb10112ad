import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSessionActor } from './access/session/sessionActor';
import { App } from './app/App';
import { registerNavigate } from './app/navigation';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n';
import { initReporting } from './reporting/report';

async function start() {
  initReporting();
  const i18n = await initI18n();
  document.documentElement.lang = i18n.language;
  // The session lives outside React so StrictMode cannot start it twice.
  const session = createSessionActor();
  const router = createAppRouter(session);
  registerNavigate((to) => void router.navigate({ to, replace: true }));
  session.start();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} session={session} router={router} />
    </StrictMode>,
  );
}

void start();
