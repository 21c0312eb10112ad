import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  type AnyRoute,
  type RouteComponent,
} from '@tanstack/react-router';
import { landingRoute } from '@machines/access/sessionUser';
import type { SessionActor } from '../session/sessionActor';
import { abortPageRequests } from '../platform/pageSignal';
import { decide } from '../session/guard';
import { LoginPage } from '../access/login/LoginPage';
import { signInPrefetch } from './prefetchSignIn';
import { lazyPage, Shell } from '../routes/pages';
import { QA_TOOLS } from '../platform/inspect';
import { ROUTES, type RouteEntry } from '../routes/table';
import { ErrorPage } from '../shell/ErrorPage';
import { PendingPage } from '../shell/PendingPage';

interface RouterContext {
  session: SessionActor;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

const currentSession = (context: RouterContext) => context.session.getSnapshot().context.session;

type SignedInRoute = Exclude<RouteEntry, { layout: 'public' }>;
type PublicRoute = Extract<RouteEntry, { layout: 'public' }>;

/** Guards run in beforeLoad: before any code of the page loads or renders. */
function guard(entry: SignedInRoute) {
  return ({ context }: { context: RouterContext }) => {
    const decision = decide(currentSession(context), entry.roles, entry.path);
    if (!decision.allow) throw redirect({ to: decision.redirectTo, replace: true });
  };
}

/**
 * /login is part of the entry chunk, not a lazy page: every cold visit starts there, and a
 * lazy chunk would be one more round trip (and a Suspense fallback) before the form paints.
 */
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  // A signed-in user has nothing to do on /login: send them where they would have landed.
  beforeLoad: ({ context }) => {
    const session = currentSession(context);
    if (session?.token) throw redirect({ to: landingRoute(session), replace: true });
  },
  component: () => <LoginPage prefetch={signInPrefetch} />,
});

/**
 * A public page (src/access/manifest.ts): no guard, no shell. The search parameters its entry
 * names reach it as props, a string or null.
 */
function publicRoute(entry: PublicRoute): AnyRoute {
  const Page = lazyPage(entry.path);
  const names = entry.search ?? [];
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path,
    ...(names.length > 0 && {
      validateSearch: (search: Record<string, unknown>) =>
        Object.fromEntries(names.map((name) => [name, typeof search[name] === 'string' ? search[name] : undefined])),
    }),
    component: function PublicPage() {
      const search = route.useSearch() as Record<string, string | undefined>;
      return <Page {...Object.fromEntries(names.map((name) => [name, search[name] ?? null]))} />;
    },
  });
  return route as unknown as AnyRoute;
}

const shellRoute = createRoute({ getParentRoute: () => rootRoute, id: 'shell', component: Shell });
const fullscreenRoute = createRoute({ getParentRoute: () => rootRoute, id: 'fullscreen', component: Outlet });

function protectedRoute(entry: SignedInRoute, component: RouteComponent = lazyPage(entry.path)): AnyRoute {
  return createRoute({
    getParentRoute: () => (entry.layout === 'shell' ? shellRoute : fullscreenRoute),
    path: entry.path,
    beforeLoad: guard(entry),
    component,
  }) as unknown as AnyRoute;
}

/** A build without QA tools routes none of them: their paths show "not found". */
const signedIn = ROUTES.filter((entry): entry is SignedInRoute => entry.layout !== 'public' && (QA_TOOLS || !entry.qaTool));
/** Any other path, for signed-in users: the shell with "not found". */
const notFound = protectedRoute({ path: '$', layout: 'shell', roles: ['ALL'] }, lazyPage('notFound'));

const routeTree = rootRoute.addChildren([
  loginRoute,
  ...ROUTES.filter((entry): entry is PublicRoute => entry.layout === 'public').map(publicRoute),
  shellRoute.addChildren([...signedIn.filter((entry) => entry.layout === 'shell').map((entry) => protectedRoute(entry)), notFound]),
  fullscreenRoute.addChildren(signedIn.filter((entry) => entry.layout === 'fullscreen').map((entry) => protectedRoute(entry))),
]);

export function createAppRouter(session: SessionActor) {
  const router = createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
  });
  // Leaving a page cancels the requests it still had in flight.
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.pathChanged) abortPageRequests();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
