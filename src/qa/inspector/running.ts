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
 * The actors running now, in the order they started: the last step of each actor that is
 * still running (`machines`: the recorder's, which lets go of a stopped, finished or failed
 * actor's). A restarted actor (React's development double start) counts once.
 */
export function runningCharts(steps: readonly Recorded[], machines: ReadonlyMap<string, AnyStateMachine>): RunningChart[] {
  const latest = new Map<string, Recorded>();
  for (const step of steps) {
    latest.delete(step.actor);
    latest.set(step.actor, step);
  }
  const started = new Map<string, number>();
  steps.forEach((step, index) => {
    if (!started.has(step.actor)) started.set(step.actor, index);
  });
  return [...latest.values()]
    .filter((step) => machines.has(step.actor))
    .sort((a, b) => started.get(a.actor)! - started.get(b.actor)!)
    .map((step) => ({ actor: step.actor, machine: step.machine, logic: machines.get(step.actor)!, value: step.value }));
}
