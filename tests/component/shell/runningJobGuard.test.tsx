import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRootRoute, createRoute, createRouter, createMemoryHistory, Link, Outlet, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyMessage } from '@machines/shared/message';
import { useRunningJob } from '@app/components/jobs/useRunningJob';
import { RunningJobGuard } from '@app/shell/RunningJobGuard';
import { go, registerNavigate } from '@app/platform/navigation';
import { leaveUnasked } from '@app/platform/runningJobs';
import { renderView, useLanguage } from '../../support/render';
import { quietScrolling } from '../../model/support/router';

const EXPORTING = keyMessage('shell:toggleMenu');

/** A page with a job the test starts and ends, and links to the places a user goes. */
function JobPage() {
  const [running, setRunning] = useState(false);
  useRunningJob(running, EXPORTING);
  return (
    <>
      <button type="button" onClick={() => setRunning(!running)}>
        {running ? 'End the job' : 'Start the job'}
      </button>
      <Link to="/dashboard">Dashboard</Link>
      <Link to="/logout">Sign out</Link>
      <Link to="/payouts/report" search={{ page: 2 }}>
        Next page
      </Link>
    </>
  );
}

function renderWithRouter() {
  quietScrolling();
  const root = createRootRoute({
    component: () => (
      <>
        <RunningJobGuard />
        <Outlet />
      </>
    ),
  });
  const page = (path: string, component: () => React.ReactNode): AnyRoute => createRoute({ getParentRoute: () => root, path, component }) as unknown as AnyRoute;
  const router = createRouter({
    routeTree: root.addChildren([
      page('/payouts/report', JobPage),
      page('/dashboard', () => <p>Dashboard page</p>),
      page('/logout', () => <p>Signed out</p>),
      page('/login', () => <p>Login page</p>),
    ]),
    history: createMemoryHistory({ initialEntries: ['/payouts/report'] }),
  });
  registerNavigate((to) => void router.navigate({ to }));
  renderView(<RouterProvider router={router} />);
  return router;
}

describe('leaving while a job runs (issue 28)', () => {
  beforeAll(() => useLanguage('en', ['shell']));

  it('asks before another page or signing out, names the work, and stays or leaves as chosen', async () => {
    const user = userEvent.setup();
    renderWithRouter();
    await user.click(await screen.findByRole('button', { name: 'Start the job' }));

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave while work is running?' });
    expect(within(dialog).getByText('Toggle menu')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End the job' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Leave and stop' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('does not ask when nothing runs, when only the address changes, or when the session ends', async () => {
    const user = userEvent.setup();
    const router = renderWithRouter();
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();

    await router.navigate({ to: '/payouts/report' });
    await user.click(await screen.findByRole('button', { name: 'Start the job' }));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    go('/login');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("does not ask for a sign-in's landing (another user signing in over the page), and asks again after it", async () => {
    const user = userEvent.setup();
    const router = renderWithRouter();
    await user.click(await screen.findByRole('button', { name: 'Start the job' }));
    leaveUnasked('/dashboard?from=sign-in');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The forced departure was used up: a job on the next page is asked about again.
    await router.navigate({ to: '/payouts/report' });
    await user.click(await screen.findByRole('button', { name: 'Start the job' }));
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('dialog', { name: 'Leave while work is running?' })).toBeInTheDocument();
  });

  it('forgets the job once it ends', async () => {
    const user = userEvent.setup();
    renderWithRouter();
    await user.click(await screen.findByRole('button', { name: 'Start the job' }));
    await user.click(screen.getByRole('button', { name: 'End the job' }));
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
