import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type AnyRoute,
  type RouteComponent,
} from '@tanstack/react-router';
import { vi } from 'vitest';

/**
 * A minimal memory router for one view: the view's own path plus stub pages for every link
 * it can follow, so `Link` works and a test can see where the user went.
 */
export function memoryRouter(pages: Readonly<Record<string, RouteComponent>>, initialEntry: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const routes: AnyRoute[] = Object.entries(pages).map(
    ([path, component]) => createRoute({ getParentRoute: () => rootRoute, path, component }) as unknown as AnyRoute,
  );
  return createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  });
}

export type MemoryRouter = ReturnType<typeof memoryRouter>;

/** A stub page that only says where the user is. */
export const stubPage = (name: string): RouteComponent =>
  function StubPage() {
    return <p data-testid="stub-page">{name}</p>;
  };

/** jsdom has no scrolling; the router's scroll handling would log "not implemented". */
export function quietScrolling(): void {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
}
