import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { onDemand } from '../app/loadOnDemand';
import { i18next } from '../i18n';
import { withRetries } from '../platform/lazyPage';
import { isOpening } from '../platform/prefetch/landing';

/**
 * The entry chunk's side of the lazy pages. Which module a page is, and which texts it shows,
 * is read from its area's manifest in the on-demand module (src/app/onDemand.ts, `pageLoad`),
 * so /login carries no line per page; each route's component asks for its page there when it
 * renders. `key` is a route path, or 'shell' or 'notFound' for the frame's own pages.
 *
 * Signed-in pages also load the stylesheets of the Mantine components signed-in pages use
 * (src/styles/signedIn.ts), asked for first so their <link> comes before the page's own
 * stylesheets (dates, data table, CSS modules), as Mantine's cascade needs.
 */

/** The page's component once its code, texts and (signed-in) styles are in. */
export function loadPage(key: string): Promise<RouteComponent> {
  return onDemand().then((loader) => {
    const { load, exportName, namespaces, signedIn } = loader.pageLoad(key);
    const styles = signedIn ? loader.signedInStyles() : null;
    // A page being opened starts its first data as soon as its code is in (its `startOpening`),
    // while its texts and styles still arrive.
    const code = load().then((module) => {
      if (isOpening(key) && typeof module.startOpening === 'function') (module.startOpening as () => void)();
      return module;
    });
    return Promise.all([styles, code, i18next.loadNamespaces(['errors', ...namespaces])]).then(([, module]) => {
      const Page = module[exportName];
      if (typeof Page !== 'function') throw new Error(`${key}: its module exports no ${exportName}`);
      return Page as RouteComponent;
    });
  });
}

/**
 * A page as a lazy route component, loaded through the retrying loader (spec 01 section 4), so
 * the router loads it before rendering like any page (a component that loaded its chunk while
 * rendering would suspend and show a fallback first).
 */
export function lazyPage(key: string): RouteComponent {
  return lazyRouteComponent(withRetries(() => loadPage(key).then((Page) => ({ Page }))), 'Page');
}

/**
 * Once the login answer names the user: their landing page's code and texts, and the first
 * data its `startOpening` asks for (src/platform/prefetch/landing.ts).
 */
export function preloadRoutePage(path: string): Promise<unknown> {
  return onDemand().then((loader) => {
    loader.expectLanding(path);
    return loadPage(path);
  });
}

export const Shell = lazyPage('shell');
