import type { StateValue } from 'xstate';
import type { Recorded } from '../inspect';

/** One statechart actor alive on the page, with its latest state. */
export interface RunningChart {
  readonly actor: string;
  readonly machine: string;
  readonly value: StateValue;
}

/**
 * The actors running now, in the order they started: the last step of each actor, unless it
 * stopped (its view unmounted), finished or failed. A restarted actor (React's development
 * double start) counts once.
 */
export function runningCharts(steps: readonly Recorded[]): RunningChart[] {
  const latest = new Map<string, Recorded>();
  for (const step of steps) {
    latest.delete(step.actor.sessionId);
    latest.set(step.actor.sessionId, step);
  }
  const started = new Map<string, number>();
  steps.forEach((step, index) => {
    if (!started.has(step.actor.sessionId)) started.set(step.actor.sessionId, index);
  });
  return [...latest.values()]
    .filter((step) => step.status === 'active' && step.event.type !== 'xstate.stop')
    .sort((a, b) => started.get(a.actor.sessionId)! - started.get(b.actor.sessionId)!)
    .map((step) => ({ actor: step.actor.sessionId, machine: (step.actor as unknown as { logic: { id: string } }).logic.id, value: step.value }));
}
