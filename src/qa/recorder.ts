import type { AnyActorRef, AnyEventObject, InspectionEvent, StateValue } from 'xstate';
import { QA_TOOLS, recordWith } from '../platform/inspect';

/** The QA inspector's recorder; loaded with the signed-in shell when QA tools are built in. */

/** What one event did to one statechart actor. */
export interface Recorded {
  readonly at: number;
  readonly actor: AnyActorRef;
  readonly event: AnyEventObject;
  readonly value: StateValue;
  readonly status: string;
}

/** The last steps, oldest first (older ones are dropped: a long session stays small). */
export const recorded: Recorded[] = [];
const LIMIT = 3000;
const listeners = new Set<() => void>();

function record(inspection: InspectionEvent): void {
  // Machines only: their requests and timers show as the done, error and after events they get.
  const actor = inspection.actorRef as AnyActorRef;
  if (inspection.type !== '@xstate.snapshot' || !('root' in (actor as unknown as { logic: object }).logic)) return;
  const snapshot = inspection.snapshot as unknown as { value: StateValue; status: string };
  recorded.push({ at: Date.now(), actor, event: inspection.event, value: snapshot.value, status: snapshot.status });
  if (recorded.length > LIMIT) recorded.splice(0, recorded.length - LIMIT);
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
