import type { AnyActorRef, AnyEventObject, AnyStateMachine, InspectionEvent, StateValue } from 'xstate';
import { QA_TOOLS, recordWith } from '../platform/inspect';

/** The QA inspector's recorder; loaded with the signed-in shell when QA tools are built in. */

/**
 * What one event did to one statechart actor. The actor by its session id, never the actor
 * itself: a step outlives its actor, and an actor holds its whole context, its children and
 * their data (the soak benchmark, issue 29, saw a stopped page's actors kept by their steps).
 */
export interface Recorded {
  readonly at: number;
  /** The actor's session id. */
  readonly actor: string;
  /** Its machine's id, the catalog's name of the chart. */
  readonly machine: string;
  readonly event: AnyEventObject;
  readonly value: StateValue;
  readonly status: string;
}

/**
 * The last steps, oldest first (older ones are dropped: a long session stays small). A page
 * visit is a few dozen steps; the limit keeps the last few dozen visits for a trace.
 */
export const recorded: Recorded[] = [];
const LIMIT = 1000;
/** The machines of the actors running now, by session id, for the inspector to draw; a stopped actor's is let go. */
export const runningMachines = new Map<string, AnyStateMachine>();
const listeners = new Set<() => void>();

function record(inspection: InspectionEvent): void {
  // Machines only: their requests and timers show as the done, error and after events they get.
  const actor = inspection.actorRef as AnyActorRef;
  const logic = (actor as unknown as { logic: object }).logic;
  if (inspection.type !== '@xstate.snapshot' || !('root' in logic)) return;
  const snapshot = inspection.snapshot as unknown as { value: StateValue; status: string };
  const machine = logic as AnyStateMachine;
  const step = { at: Date.now(), actor: actor.sessionId, machine: machine.id, event: inspection.event, value: snapshot.value, status: snapshot.status };
  recorded.push(step);
  if (recorded.length > LIMIT) recorded.splice(0, recorded.length - LIMIT);
  if (snapshot.status === 'active' && step.event.type !== 'xstate.stop') runningMachines.set(step.actor, machine);
  else runningMachines.delete(step.actor);
  for (const listener of listeners) listener();
}

/** Calls `listener` after every recorded step; returns the unsubscribe. */
export function onRecorded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The recorder takes over from the first load's buffer (src/platform/inspect.ts); the shell
 * calls it when it mounts. A no-op when QA tools are off; calling it again changes nothing.
 */
export function startRecording(): void {
  if (QA_TOOLS) recordWith(record);
}
