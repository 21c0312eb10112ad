import { getInitialSnapshot, getNextSnapshot, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type StateValue } from 'xstate';

/**
 * A trace the live inspector exports: every step the app's statechart actors took, in order.
 * A step is what one event did to one actor: the event (secrets masked), the state value
 * before and after, and when. Replaying it against the charts turns a QA finding into a test.
 */
export interface TraceStep {
  /** The chart's id (its catalog name). */
  readonly machine: string;
  /** The actor's session id: steps of one actor replay in order, apart from the others. */
  readonly actor: string;
  readonly event: AnyEventObject;
  /** null on the actor's start (`xstate.init`, whose `input` starts the replay). */
  readonly from: StateValue | null;
  readonly to: StateValue;
  /** ISO 8601. */
  readonly at: string;
}

export interface Trace {
  readonly format: 'statechart-trace';
  readonly version: 1;
  readonly steps: readonly TraceStep[];
}

interface ReplayProblem {
  readonly step: number;
  readonly machine: string;
  readonly message: string;
}

export interface ReplayResult {
  readonly steps: number;
  readonly actors: number;
  readonly problems: readonly ReplayProblem[];
}

const INIT = 'xstate.init';
const STOP = 'xstate.stop';
const text = (value: StateValue | null): string => (typeof value === 'string' || value === null ? String(value) : JSON.stringify(value));
const same = (a: StateValue | null, b: StateValue | null): boolean => JSON.stringify(a) === JSON.stringify(b);

export function isTrace(value: unknown): value is Trace {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Trace).format === 'statechart-trace' &&
    (value as Trace).version === 1 &&
    Array.isArray((value as Trace).steps)
  );
}

/**
 * Replays a trace against the charts, purely (the machines' own transitions, no actor runs):
 * each actor starts from its recorded input, then every recorded event must lead from the
 * recorded state to the recorded state. Each disagreement is a problem; a replay with none is
 * green. `machines` maps a chart id to its machine (the catalog's).
 */
export function replayTrace(trace: Trace, machines: ReadonlyMap<string, AnyStateMachine>): ReplayResult {
  const problems: ReplayProblem[] = [];
  const current = new Map<string, AnyMachineSnapshot>();
  const broken = new Set<string>();
  trace.steps.forEach((step, index) => {
    const problem = (message: string) => problems.push({ step: index + 1, machine: step.machine, message });
    const machine = machines.get(step.machine);
    if (!machine) return void problem(`no chart named ${step.machine}`);
    if (step.event.type === STOP || broken.has(step.actor)) return;
    let next: AnyMachineSnapshot;
    if (step.event.type === INIT) {
      next = getInitialSnapshot(machine, (step.event as { input?: unknown }).input) as AnyMachineSnapshot;
    } else {
      const snapshot = current.get(step.actor);
      if (!snapshot) {
        broken.add(step.actor);
        return void problem(`actor ${step.actor} has ${step.event.type} before its start (xstate.init)`);
      }
      if (!same(snapshot.value, step.from)) {
        problem(`${step.event.type}: the trace leaves from ${text(step.from)}, the chart is in ${text(snapshot.value)}`);
      }
      next = getNextSnapshot(machine, snapshot, step.event) as AnyMachineSnapshot;
    }
    if (!same(next.value, step.to)) {
      problem(`${step.event.type} from ${text(step.from)}: the trace goes to ${text(step.to)}, the chart to ${text(next.value)}`);
    }
    // Go on from the recorded state, so one disagreement is reported once, not at every later step.
    current.set(step.actor, same(next.value, step.to) ? next : machine.resolveState({ value: step.to, context: next.context }));
  });
  return { steps: trace.steps.length, actors: new Set(trace.steps.map((s) => s.actor)).size, problems };
}

/** The charts a replay knows, by id (every catalog machine's id is its catalog name). */
export const machinesById = (entries: readonly { readonly machine: AnyStateMachine }[]): Map<string, AnyStateMachine> =>
  new Map(entries.map((entry) => [entry.machine.id, entry.machine]));

/** A replay's outcome in a few lines, for a terminal or a failing test. */
export function describeReplay(result: ReplayResult): string {
  const head = `${result.steps} steps of ${result.actors} actors`;
  if (result.problems.length === 0) return `${head}: every step agrees with its chart.`;
  return [`${head}: ${result.problems.length} disagree with their chart:`, ...result.problems.map((p) => `  step ${p.step} (${p.machine}): ${p.message}`)].join('\n');
}
