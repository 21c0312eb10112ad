import { notificationsStore } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_CHANNEL } from '@app/access/idleSession/activity';
import { IdleSession } from '@app/access/idleSession/IdleSession';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor, type SessionActor } from '@app/session/sessionActor';
import { accessCalls } from '@app/app/loadOnDemand';
import { readSession, readSignOutReason, VERSION_KEY } from '@app/platform/storage';
import { navigation } from '@app/platform/navigation';
import { config } from '@app/platform/config';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { signInAs } from '../unit/demo-api/payoutsSupport';
import { IDLE_MS, idleSessionModel, type IdleSessionEventName } from './events/idleSession';
import type { IdleSessionInput } from '@machines/access/idleSession';

/**
 * The idle-session chart's paths, replayed on the real component of the shell, bound to a
 * real session actor signed in as carga, with fake timers for the idle time and the countdown
 * and a second BroadcastChannel standing for another tab of the app.
 */

const paths = modelPaths(idleSessionModel);


interface World {
  session: SessionActor;
  otherTab: BroadcastChannel;
  /** What the other tab heard from this one. */
  heard: unknown[];
  go: ReturnType<typeof vi.fn<(to: string) => void>>;
}
let world: World | null = null;
const saved = { ...navigation };
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

afterEach(() => {
  world?.otherTab.close();
  world?.session.stop();
  world = null;
  Object.assign(navigation, saved);
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
  vi.useRealTimers();
});

/** Lets promises, channel messages and React run (setImmediate is not faked). */
async function until(check: () => boolean, what: string) {
  for (let round = 0; round < 200; round += 1) {
    if (check()) return;
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
  throw new Error(`Never happened: ${what}`);
}

const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

const dialog = () => screen.queryByRole('dialog', { name: 'Are you still there?' });

/** The previous state was `active`: time can pass there without ending anything. */
const wasActive = (ctx: StepContext) => ctx.previous?.matches('active') === true;

const events: Record<IdleSessionEventName, (ctx: StepContext) => Promise<void>> = {
  'the idle time passes': async () => {
    await advance(IDLE_MS - 1);
    expect(dialog()).toBeNull();
    await advance(1);
  },
  'the user acts in this tab': async (ctx) => {
    // Half the idle time first: the next idle period must count from the activity, not before.
    if (wasActive(ctx)) await advance(IDLE_MS / 2);
    const heard = w().heard.length;
    fireEvent.keyDown(document.body, { key: 'a' });
    await until(() => w().heard.length === heard + 1, 'the other tab hears of the activity');
  },
  'the user acts in another tab': async (ctx) => {
    if (wasActive(ctx)) await advance(IDLE_MS / 2);
    w().otherTab.postMessage('active');
    await until(() => dialog() === null, 'the warning closes');
    // Let the message arrive even when nothing shows it.
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
  },
  'a second passes': async () => {
    await advance(1000);
  },
  'stay signed in': async () => {
    const heard = w().heard.length;
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await until(() => w().heard.length === heard + 1, 'the other tabs hear that the user stayed');
  },
  'sign out': async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  },
};

const noWarning = async () => {
  await act(async () => {
    await new Promise((resolve) => setImmediate(resolve));
  });
  expect(dialog()).toBeNull();
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  off: async () => {
    await advance(24 * 60 * 60_000);
    await noWarning();
    expect(w().go).not.toHaveBeenCalled();
  },
  active: noWarning,
  '{"warning":"counting"}': async ({ snapshot }) => {
    const { secondsLeft } = snapshot.context as { secondsLeft: number };
    await until(() => dialog() !== null, 'the warning shows');
    const text = secondsLeft === 1 ? 'in 1 second.' : `in ${secondsLeft} seconds.`;
    expect(dialog()).toHaveTextContent(`For your security you will be signed out ${text}`);
  },
  timedOut: async () => {
    // Ended as a 401 ends it: storage cleared, /login, and why kept for /login to say (issue 29:
    // not a toast, which would close while the user is away).
    await until(() => w().go.mock.calls.length > 0, 'the session ends');
    expect(w().go).toHaveBeenCalledWith('/login');
    expect(readSession()).toBeNull();
    expect(w().session.getSnapshot().value).toBe('signedOut');
    expect(readSignOutReason()).toBe('idle');
    expect(notificationsStore.getState().notifications).toHaveLength(0);
    expect(dialog()).toBeNull();
  },
  signingOut: async () => {
    await until(() => w().go.mock.calls.length > 0, 'the sign-out starts');
    expect(w().go).toHaveBeenCalledWith('/logout');
  },
};

const handlers: ReplayHandlers<IdleSessionInput> = {
  start: async ({ start }) => {
    await signInAs('carga');
    window.localStorage.setItem(VERSION_KEY, config.dashboardVersion);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const go = vi.fn<(to: string) => void>();
    navigation.go = go;
    const session = createSessionActor(accessCalls).start();
    expect(session.getSnapshot().value).toBe('signedIn');
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    const heard: unknown[] = [];
    otherTab.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
    world = { session, otherTab, heard, go };
    renderView(
      <SessionProvider actor={session}>
        <IdleSession settings={start.input} />
      </SessionProvider>,
    );
  },
  events,
  states,
};

describe('idleSession model, replayed on the shell part with a real session', () => {
  beforeAll(async () => {
    await useLanguage('en', ['idleSession']);
    // The warning's chunk, fetched once here so the replays do not wait on it.
    await import('@app/access/idleSession/IdleWarningDialog');
  });

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
