import { describe, expect, it } from 'vitest';
import { landingRoute } from '@machines/access/sessionUser';
import { LANDING_ROUTES } from '@app/app/onDemand';
import { ROUTE_PAGES } from '@app/routes/routePages';

/**
 * The login form preloads the pages a sign-in may land on (src/app/onDemand.ts); the session
 * chart picks one with `landingRoute`. A landing missing from the list would be fetched only
 * after Sign in, and a built page for each is what gets preloaded.
 */
describe('the pages preloaded for a sign-in', () => {
  it('are exactly the pages a sign-in can land on', () => {
    const landings = new Set(
      [
        { mids: [1], profile_names: ['CARGA'] },
        { mids: [1, 2, 3, 4], profile_names: ['ADMIN'] },
        { mids: [], profile_names: ['ALPSADMIN'] },
      ].map(landingRoute),
    );
    expect([...landings].sort()).toEqual([...LANDING_ROUTES].sort());
  });

  it('are built pages, not placeholders', () => {
    for (const path of LANDING_ROUTES) expect(ROUTE_PAGES[path], path).toBeDefined();
  });
});
