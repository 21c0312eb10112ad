import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  type AnyRoute,
} from '@tanstack/react-router';
import { landingRoute } from '@machines/access/sessionUser';
import type { SessionActor } from '../session/sessionActor';
import { abortPageRequests } from '../platform/pageSignal';
import { decide } from '../session/guard';
import { LoginPage } from '../access/login/LoginPage';
import { signInPrefetch } from './prefetchSignIn';
import {
  LogoutPage,
  pageFor,
  RecoverPasswordPage,
  RegisterPage,
  ResetPasswordPage,
  Shell,
} from '../routes/pages';
import { QA_TOOLS } from '../platform/inspect';
import { ROUTES, type RouteEntry } from '../routes/table';
import { ErrorPage } from '../shell/ErrorPage';
import { PendingPage } from '../shell/PendingPage';

export interface RouterContext {
  session: SessionActor;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

const currentSession = (context: RouterContext) => context.session.getSnapshot().context.session;

/** Guards run in beforeLoad: before any code of the page loads or renders. */
function guard(entry: RouteEntry) {
  return ({ context }: { context: RouterContext }) => {
    const decision = decide(currentSession(context), entry.roles);
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

const recoverRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/recover_password',
  component: RecoverPasswordPage,
});

const resetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/reset_password',
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : undefined,
    b64e: typeof search.b64e === 'string' ? search.b64e : undefined,
  }),
  component: function ResetRoute() {
    const { token, b64e } = resetRoute.useSearch();
    return <ResetPasswordPage token={token ?? null} b64e={b64e ?? null} />;
  },
});

const registerRoute = createRoute({ getParentRoute: () => rootRoute, path: '/register', component: RegisterPage });
const logoutRoute = createRoute({ getParentRoute: () => rootRoute, path: '/logout', component: LogoutPage });

const shellRoute = createRoute({ getParentRoute: () => rootRoute, id: 'shell', component: Shell });
const fullscreenRoute = createRoute({ getParentRoute: () => rootRoute, id: 'fullscreen', component: Outlet });

function protectedRoute(entry: RouteEntry): AnyRoute {
  return createRoute({
    getParentRoute: () => (entry.layout === 'shell' ? shellRoute : fullscreenRoute),
    path: entry.path,
    beforeLoad: guard(entry),
    component: pageFor(entry),
  }) as unknown as AnyRoute;
}

/** A build without QA tools routes none of them: their paths show "not found". */
const ROUTED = ROUTES.filter((entry) => QA_TOOLS || !entry.qaTool);
const protectedRoutes = ROUTED.map(protectedRoute);

const routeTree = rootRoute.addChildren([
  loginRoute,
  recoverRoute,
  resetRoute,
  registerRoute,
  logoutRoute,
  shellRoute.addChildren(protectedRoutes.filter((_, i) => ROUTED[i]!.layout === 'shell')),
  fullscreenRoute.addChildren(protectedRoutes.filter((_, i) => ROUTED[i]!.layout === 'fullscreen')),
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
