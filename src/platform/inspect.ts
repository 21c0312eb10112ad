import type { InspectionEvent } from 'xstate';

/**
 * Where the app's statechart actors are created through (`inspected(options)` around every
 * createActor/useMachine/useActorRef options), for the QA inspector. A build-time constant
 * (vite.config.ts, `VITE_QA_TOOLS`): when it is off this is the identity and the minifier
 * drops the rest. When it is on, this part (in every page's first load, /login included)
 * only holds what happens until the recorder (./recorder.ts, loaded with the signed-in
 * shell) takes it over.
 */
export const QA_TOOLS = import.meta.env.VITE_QA_TOOLS === 'true';

type Sink = (inspection: InspectionEvent) => void;
const early: InspectionEvent[] = [];
let sink: Sink = (inspection) => void (early.length < 5000 && early.push(inspection));

/** Actor options with the recorder attached when QA tools are built in; else unchanged. */
export function inspected<T extends object = object>(options?: T): T {
  return (QA_TOOLS ? { ...options, inspect: (inspection: InspectionEvent) => sink(inspection) } : options) as T;
}

/** The recorder takes over, with what happened before it loaded first. */
export function recordWith(next: Sink): void {
  sink = next;
  for (const inspection of early.splice(0)) next(inspection);
}
