import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { COUNTDOWN_TICK_MS, idleSessionMachine } from '@machines/access/idleSession';

/** The idle-session chart with XState's simulated clock: no real waiting. */
function start(idleMs = 15 * 60_000, warningSeconds = 60) {
  const clock = new SimulatedClock();
  const spies = { shareActivity: vi.fn(), endSession: vi.fn(), signOut: vi.fn() };
  const logic = idleSessionMachine.provide({
    actions: { shareActivity: () => spies.shareActivity(), endSession: () => spies.endSession(), signOut: () => spies.signOut() },
  });
  const actor = createActor(logic, { clock, input: { idleMs, warningSeconds } }).start();
  return { actor, clock, spies };
}

describe('idleSession chart', () => {
  it('warns after the idle time, not a millisecond before', () => {
    const { actor, clock } = start();
    clock.increment(15 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().matches('warning')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('restarts the idle time on activity here or in another tab, and shares only its own', () => {
    const { actor, clock, spies } = start();
    clock.increment(10 * 60_000);
    actor.send({ type: 'ACTIVITY' });
    expect(spies.shareActivity).toHaveBeenCalledTimes(1);
    clock.increment(10 * 60_000);
    expect(actor.getSnapshot().value).toBe('active');
    actor.send({ type: 'OTHER_TAB_ACTIVE' });
    expect(spies.shareActivity).toHaveBeenCalledTimes(1);
    clock.increment(15 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().matches('warning')).toBe(true);
  });

  it('counts the warning down a second at a time and ends the session when it runs out', () => {
    const { actor, clock, spies } = start(60_000, 3);
    clock.increment(60_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(3);
    clock.increment(COUNTDOWN_TICK_MS);
    expect(actor.getSnapshot().context.secondsLeft).toBe(2);
    clock.increment(COUNTDOWN_TICK_MS);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(spies.endSession).not.toHaveBeenCalled();
    clock.increment(COUNTDOWN_TICK_MS);
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(actor.getSnapshot().status).toBe('done');
    expect(spies.endSession).toHaveBeenCalledTimes(1);
  });

  it('in the warning, activity in this tab alone does not count; Stay does, and is shared', () => {
    const { actor, clock, spies } = start(60_000, 60);
    clock.increment(60_000);
    actor.send({ type: 'ACTIVITY' });
    expect(actor.getSnapshot().matches('warning')).toBe(true);
    actor.send({ type: 'STAY' });
    expect(actor.getSnapshot().value).toBe('active');
    expect(spies.shareActivity).toHaveBeenCalledTimes(1);
    // A fresh idle time, and a fresh countdown next time.
    clock.increment(60_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('activity in another tab during the warning brings the user back', () => {
    const { actor, clock, spies } = start(60_000, 60);
    clock.increment(60_000 + 5 * COUNTDOWN_TICK_MS);
    actor.send({ type: 'OTHER_TAB_ACTIVE' });
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(120_000);
    expect(spies.endSession).not.toHaveBeenCalled();
  });

  it('Sign out in the warning signs out at once', () => {
    const { actor, clock, spies } = start(60_000, 60);
    clock.increment(60_000);
    actor.send({ type: 'SIGN_OUT_NOW' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(spies.signOut).toHaveBeenCalledTimes(1);
    expect(spies.endSession).not.toHaveBeenCalled();
  });

  it('0 minutes turns the timeout off', () => {
    const { actor, clock, spies } = start(0, 60);
    expect(actor.getSnapshot().value).toBe('off');
    clock.increment(24 * 60 * 60_000);
    expect(actor.getSnapshot().value).toBe('off');
    expect(spies.endSession).not.toHaveBeenCalled();
  });
});
