import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@app/platform/config';
import { accessCalls } from '@app/app/loadOnDemand';
import { navigation } from '@app/platform/navigation';
import { readSession, readSignOutReason, VERSION_KEY } from '@app/platform/storage';
import { createSessionActor } from '@app/session/sessionActor';
import { signInAs } from '../demo-api/payoutsSupport';

/**
 * Issue 29: /login says why the session ended, and says it again after a reload. A page that
 * ends with several requests in flight meets several 401s; the later ones clear storage again
 * (spec 01 section 8) and must not erase the reason the first one kept (seen on a slow CI).
 */
const saved = { ...navigation };
afterEach(() => Object.assign(navigation, saved));

describe('why the session ended', () => {
  it('is still kept after a second 401 from the same ended page', async () => {
    await signInAs('carga');
    window.localStorage.setItem(VERSION_KEY, config.dashboardVersion);
    navigation.go = vi.fn();
    const session = createSessionActor(accessCalls).start();
    expect(session.getSnapshot().value).toBe('signedIn');

    session.send({ type: 'UNAUTHORIZED' });
    session.send({ type: 'UNAUTHORIZED' });

    expect(readSession()).toBeNull();
    expect(readSignOutReason()).toBe('expired');
    expect(window.localStorage.getItem(VERSION_KEY)).toBe(config.dashboardVersion);
    session.stop();
  });
});
