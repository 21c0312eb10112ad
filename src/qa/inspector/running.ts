import type { AnyStateMachine, StateValue } from 'xstate';
import type { Recorded } from '../recorder';

/** One statechart actor alive on the page, with its latest state. */
export interface RunningChart {
  readonly actor: string;
  readonly machine: string;
  /** The actor's machine: its diagram is drawn from it. */
  readonly logic: AnyStateMachine;
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
    .map((step) => {
      const logic = (step.actor as unknown as { logic: AnyStateMachine }).logic;
      return { actor: step.actor.sessionId, machine: logic.id, logic, value: step.value };
    });
}
