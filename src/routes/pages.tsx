import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { onDemand } from '../app/loadOnDemand';
import type { PageName } from '../app/onDemand';
import type { ResetPasswordPage as ResetPasswordView } from '../access/resetPassword/ResetPasswordPage';
import { i18next } from '../i18n';
import type { ComingSoonPage as ComingSoonView } from '../shell/ComingSoonPage';
import { withRetries } from '../platform/lazyPage';
import type { PageLoad } from './routePages';
import type { RouteEntry } from './table';

/**
 * The entry chunk's side of the lazy pages: the loader, the public pages and the shell. The
 * pages of the route table are listed in ./routePages.ts, loaded on demand (so /login does not
 * carry a line per page); each route's component asks for its page there when it renders.
 *
 * Signed-in pages also load the stylesheets of the Mantine components signed-in pages use
 * (src/styles/signedIn.ts), asked for first so their <link> comes before the page's own
 * stylesheets (dates, data table, CSS modules), as Mantine's cascade needs.
 */

/** The page's module once its code, texts and (signed-in) styles are in. */
export function loadPage({ name, namespaces, signedIn }: PageLoad): Promise<unknown> {
  return onDemand().then((loader) => {
    const styles = signedIn ? loader.signedInStyles() : null;
    return Promise.all([styles, loader.PAGES[name](), i18next.loadNamespaces(['errors', ...namespaces])]).then(
      ([, module]) => module,
    );
  });
}

/** `M`: the page module's type, for pages that take props (exported under the page's name). */
function page<M extends Record<string, unknown> = Record<string, RouteComponent>>(
  name: NoInfer<PageName & keyof M>,
  namespaces: readonly string[],
  signedIn = true,
) {
  const load: PageLoad = { name, namespaces, signedIn };
  const component = lazyRouteComponent(withRetries(() => loadPage(load) as Promise<M>), name);
  return Object.assign(component, { load });
}

/**
 * Once the login answer names the user: their landing page's code and texts, and its first
 * data when the page starts it on evaluation (src/platform/prefetch/landing.ts).
 */
export function preloadRoutePage(path: string): Promise<unknown> {
  return onDemand().then((loader) => {
    loader.expectLanding(path);
    return loadPage(loader.ROUTE_PAGES[path] ?? loader.COMING_SOON);
  });
}

/**
 * A route's page: its own, or the placeholder with the route's title. A lazy route component
 * either way, so the router loads it before rendering like any page (a component that loaded
 * its chunk while rendering would suspend and show a fallback first).
 */
export function pageFor(entry: RouteEntry): RouteComponent {
  return lazyRouteComponent(
    withRetries(() =>
      onDemand().then((loader) => {
        const load = loader.ROUTE_PAGES[entry.path];
        if (load) return loadPage(load).then((module) => ({ Page: (module as Record<string, RouteComponent>)[load.name]! }));
        return (loadPage(loader.COMING_SOON) as Promise<{ ComingSoonPage: typeof ComingSoonView }>).then(({ ComingSoonPage }) => ({
          Page: function Placeholder() {
            return <ComingSoonPage title={entry.title} />;
          },
        }));
      }),
    ),
    'Page',
  );
}

export const RecoverPasswordPage = page('RecoverPasswordPage', ['recoverPassword'], false);
export const ResetPasswordPage = page<{ ResetPasswordPage: typeof ResetPasswordView }>(
  'ResetPasswordPage',
  ['resetPassword'],
  false,
);
export const RegisterPage = page('RegisterPage', ['register'], false);
export const LogoutPage = page('LogoutPage', [], false);
export const Shell = page('Shell', ['shell']);
