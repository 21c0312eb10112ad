import './styles/public';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSessionActor } from './session/sessionActor';
import { App } from './app/App';
import { registerNavigate } from './platform/navigation';
import { presentToasts } from './platform/toasts';
import { accessCalls, locales, presentToast } from './app/loadOnDemand';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n';
import { initReporting } from './reporting/report';

const FIRST_PAGE_WAIT_MS = 1000;

async function start() {
  initReporting();
  presentToasts(presentToast);
  const i18n = await initI18n(locales);
  document.documentElement.lang = i18n.language;
  // The session lives outside React so StrictMode cannot start it twice.
  const session = createSessionActor(accessCalls);
  const router = createAppRouter(session);
  registerNavigate((to) => void router.navigate({ to, replace: true }));
  session.start();
  // Resolve the first page (its guards, code and texts) before the first render, so React
  // renders it in one pass rather than a pending frame, then a Suspense fallback it would
  // hold for 300 ms before revealing the page. /login is in the entry chunk (done in a few
  // microtasks); a signed-in page's chunks are in the HTTP cache after sign-in. A load that
  // needs the network renders after 1 s with the usual pending page; a failed one renders at
  // once and shows its error there.
  await Promise.race([router.load().catch(() => {}), new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} session={session} router={router} />
    </StrictMode>,
  );
}

void start();
