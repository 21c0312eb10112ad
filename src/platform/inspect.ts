import type { InspectionEvent } from 'xstate';
import { platform } from './store';

/**
 * Where the app's statechart actors are created through (`inspected(options)` around every
 * createActor/useMachine/useActorRef options), for the QA inspector. A build-time constant
 * (vite.config.ts, `VITE_QA_TOOLS`): when it is off this is the identity and the minifier
 * drops the rest. When it is on, this part (in every page's first load, /login included)
 * only holds what happens until the recorder (./recorder.ts, loaded with the signed-in
 * shell) takes it over.
 */
export const QA_TOOLS = import.meta.env.VITE_QA_TOOLS === 'true';

const held = platform.inspection;

function toSink(inspection: InspectionEvent): void {
  if (held.sink) held.sink(inspection);
  else if (held.early.length < 5000) held.early.push(inspection);
}

/** Actor options with the recorder attached when QA tools are built in; else unchanged. */
export function inspected<T extends object = object>(options?: T): T {
  return (QA_TOOLS ? { ...options, inspect: toSink } : options) as T;
}

/** The recorder takes over, with what happened before it loaded first. */
export function recordWith(next: (inspection: InspectionEvent) => void): void {
  held.sink = next;
  for (const inspection of held.early.splice(0)) next(inspection);
}
