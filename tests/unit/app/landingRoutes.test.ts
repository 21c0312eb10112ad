import { describe, expect, it } from 'vitest';
import { landingRoute } from '@machines/access/sessionUser';
import { LANDING_ROUTES } from '@app/app/onDemand';
import { pageEntry } from '@app/routes/manifests';

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

  it('are signed-in pages of the manifests', () => {
    for (const path of LANDING_ROUTES) expect(pageEntry(path).layout, path).toBe('shell');
  });
});
