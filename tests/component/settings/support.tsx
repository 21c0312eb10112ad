import { RouterProvider, type RouteComponent } from '@tanstack/react-router';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor, type SessionActor } from '@app/session/sessionActor';
import { accessCalls } from '@app/app/loadOnDemand';
import { memoryRouter, quietScrolling, stubPage, type MemoryRouter } from '../../model/support/router';
import { renderView } from '../../support/render';

export { signIn } from '../payoutList/support';

export const SETTINGS_NAMESPACES = ['credentials', 'keys', 'merchantInfo', 'lists', 'developers', 'users', 'profile', 'passwordChange'];
const ELSEWHERE = 'Somewhere else (stub)';

export interface SettingsWorld {
  readonly actor: SessionActor;
  readonly router: MemoryRouter;
  readonly user: UserEvent;
}

/** Renders one settings page at `path` for the signed-in user, with a stub page to leave to. */
export function renderSettingsPage(path: string, page: RouteComponent): SettingsWorld {
  quietScrolling();
  const actor = createSessionActor(accessCalls);
  actor.start();
  const router = memoryRouter({ '/payments/credentials': stubPage('Credentials (stub)'), '/elsewhere': stubPage(ELSEWHERE), [path]: page }, path);
  renderView(
    <SessionProvider actor={actor}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { actor, router, user: userEvent.setup({ delay: null }) };
}
