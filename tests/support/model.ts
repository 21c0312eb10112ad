import {
  createActor,
  fromTransition,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import { TestModel, type TestPath } from 'xstate/graph';

/**
 * Model-based testing over the app's statecharts (xstate/graph's TestModel):
 * - a spec names the starting points (inputs) and every event the model may send, with the
 *   payloads the guards read; event names are what the replay tests dispatch on;
 * - shortest paths to every *transition*: a target is (state value, the context guards read,
 *   previous state value, incoming event), so two ways into one state are two targets;
 * - `replay` runs a path against the real system: one executor per event name, one check per
 *   state value, and a start executor that builds the system under test;
 * - `coverageReport` walks the chart's declared states and transitions and checks which ones
 *   the paths really take, by re-running them through the machine and recording each microstep.
 */

export interface ModelStart<TInput = unknown> {
  readonly name: string;
  readonly input: TInput;
}

export interface ModelSpec<TInput = unknown> {
  readonly machine: AnyStateMachine;
  /** Where paths may begin: one per input the machine is created with (at least one). */
  readonly starts: readonly ModelStart<TInput>[];
  /** Every event the model may send, by a readable name. */
  readonly events: Readonly<Record<string, AnyEventObject>>;
  /**
   * Beyond `snapshot.can(event)`: whether this event is possible here, e.g. only the server
   * answer that matches the credentials the chart is signing in with.
   */
  readonly accept?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** The part of the context the guards read (JSON); part of every target's key. */
  readonly project?: (snapshot: AnyMachineSnapshot) => unknown;
}

type Path = TestPath<AnyMachineSnapshot, AnyEventObject>;

export interface ModelPath<TInput = unknown> {
  /** Start name, then the event names in order. */
  readonly name: string;
  readonly start: ModelStart<TInput>;
  /** The key of the target this path was generated for. */
  readonly key: string;
  /** Event names after the start. */
  readonly labels: readonly string[];
  readonly path: Path;
}

const eventNames = new WeakMap<AnyEventObject, string>();

function namesOf(spec: ModelSpec<unknown>): Map<AnyEventObject, string> {
  const names = new Map<AnyEventObject, string>();
  for (const [name, event] of Object.entries(spec.events)) {
    if (names.has(event)) throw new Error(`Event object listed twice: ${name} and ${names.get(event)}`);
    names.set(event, name);
    eventNames.set(event, name);
  }
  return names;
}

/** The name an event was listed under in its spec. */
function eventName(event: AnyEventObject): string {
  const name = eventNames.get(event);
  if (!name) throw new Error(`Event not listed in any model spec: ${JSON.stringify(event)}`);
  return name;
}

const valueText = (snapshot: AnyMachineSnapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);

function targetKey(
  spec: ModelSpec<unknown>,
  start: ModelStart<unknown>,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject | undefined,
  previous: AnyMachineSnapshot | undefined,
): string {
  const projected = spec.project?.(snapshot);
  const context = projected === undefined ? '' : ` ${JSON.stringify(projected)}`;
  // The start only tells the first states apart; later targets merge across starts.
  const from = event
    ? `${previous ? `${valueText(previous)} ` : ''}via ${eventNames.get(event) ?? event.type}`
    : `start "${start.name}"`;
  return `${valueText(snapshot)}${context} ← ${from}`;
}

/**
 * A state that swallows an event (`on: { EVENT: {} }`: no target, no actions) keeps its parent
 * from taking it. `snapshot.can` says false, since nothing changes; the model still sends it,
 * so the replay checks that nothing visible changes either.
 */
function swallows(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const found = snapshot.machine.getTransitionData(snapshot as never, event) ?? [];
  return found.length > 0 && found.every((t: AnyTransitionDefinition) => t.target === undefined && t.actions.length === 0);
}

/** A TestModel of the spec's chart from one start. */
function testModel<TInput>(spec: ModelSpec<TInput>, start: ModelStart<TInput>) {
  namesOf(spec as ModelSpec<unknown>);
  return new TestModel<AnyMachineSnapshot, AnyEventObject, TInput>(spec.machine, {
    input: start.input,
    events: Object.values(spec.events),
    filterEvents: (snapshot, event) =>
      (snapshot.can(event) || swallows(snapshot, event)) && (spec.accept?.(snapshot, event) ?? true),
    serializeState: (snapshot, event, previous) =>
      targetKey(spec as ModelSpec<unknown>, start as ModelStart<unknown>, snapshot, event, previous),
    // (also used to print a failing path, whose first step is xstate.init)
    serializeEvent: (event) => eventNames.get(event) ?? event.type,
  });
}

/** Repeated runs of one to three events, written once: `(a → b) ×15`. */
function compress(labels: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < labels.length) {
    let best = { size: 1, times: 1 };
    for (let size = 1; size <= 3; size += 1) {
      let times = 1;
      const block = labels.slice(i, i + size);
      while (block.length === size && block.every((label, k) => labels[i + times * size + k] === label)) times += 1;
      if (times > 1 && size * times > best.size * best.times) best = { size, times };
    }
    const block = labels.slice(i, i + best.size);
    if (best.times === 1) out.push(block[0]!);
    else out.push(`${block.length > 1 ? `(${block.join(' → ')})` : block[0]} ×${best.times}`);
    i += best.size * best.times;
  }
  return out;
}

/**
 * Shortest paths to every target, over all starts: for each target the shortest path (the
 * earlier start wins a tie), then without the paths that are a prefix of another one (their
 * states are checked on the way along the longer path).
 */
export function modelPaths<TInput>(spec: ModelSpec<TInput>): ModelPath<TInput>[] {
  if (spec.starts.length === 0) throw new Error(`${spec.machine.id}: a model needs at least one start`);
  const best = new Map<string, ModelPath<TInput>>();
  for (const start of spec.starts) {
    const model = testModel(spec, start);
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
      const steps = path.steps;
      const last = steps[steps.length - 1]!;
      const previous = steps.length > 1 ? steps[steps.length - 2]!.state : undefined;
      const event = steps.length > 1 ? last.event : undefined;
      const key = targetKey(spec as ModelSpec<unknown>, start as ModelStart<unknown>, last.state, event, previous);
      const labels = steps.slice(1).map((step) => eventName(step.event));
      const known = best.get(key);
      if (!known || known.labels.length > labels.length) {
        best.set(key, { name: [`start "${start.name}"`, ...compress(labels)].join(' → '), start, key, labels, path });
      }
    }
  }
  const byLength = [...best.values()].sort((a, b) => b.labels.length - a.labels.length);
  const kept: ModelPath<TInput>[] = [];
  for (const candidate of byLength) {
    const covered = kept.some(
      (longer) =>
        longer.start === candidate.start && candidate.labels.every((label, i) => longer.labels[i] === label),
    );
    if (!covered) kept.push(candidate);
  }
  return kept.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What a running invocation of the model was started with: the chart computes it from the
 * event that entered the state, so `accept` can pick the server outcomes that match it.
 */
export function invokeInput<T>(snapshot: AnyMachineSnapshot, id: string): T | undefined {
  const child = snapshot.children[id] as { options?: { input?: T } } | undefined;
  return child?.options?.input;
}

// ---------------------------------------------------------------------------------------
// Replaying a path against the real system

export interface StepContext<TInput = unknown> {
  readonly start: ModelStart<TInput>;
  /** The state the model expects after this step. */
  readonly snapshot: AnyMachineSnapshot;
  /** The model state before this step (null at the start). */
  readonly previous: AnyMachineSnapshot | null;
  /** The event of this step (null at the start). */
  readonly event: AnyEventObject | null;
  /** The event's name, or 'start'. */
  readonly via: string;
  /** The name of the event the path sends next, if any. */
  readonly next: string | null;
  /** Event names so far, this one included. */
  readonly history: readonly string[];
}

export interface ReplayHandlers<TInput = unknown> {
  /** Builds the system under test in the start's situation. */
  readonly start: (ctx: StepContext<TInput>) => unknown;
  /** Performs each event for real: a user action or a server outcome. */
  readonly events: Readonly<Record<string, (ctx: StepContext<TInput>) => unknown>>;
  /** Checks what the user sees (and the effects) in each state value. */
  readonly states: Readonly<Record<string, (ctx: StepContext<TInput>) => unknown>>;
}

/** Replays one path: start, then each event and the check of the state it leads to. */
export async function replay<TInput>(modelPath: ModelPath<TInput>, handlers: ReplayHandlers<TInput>): Promise<void> {
  const { path, start } = modelPath;
  const steps = path.steps;
  let current: StepContext<TInput> | null = null;
  const contextOf = (index: number): StepContext<TInput> => {
    const step = steps[index]!;
    const following = steps[index + 1];
    return {
      start,
      snapshot: step.state,
      previous: index === 0 ? null : steps[index - 1]!.state,
      event: index === 0 ? null : step.event,
      via: index === 0 ? 'start' : eventName(step.event),
      next: following ? eventName(following.event) : null,
      history: steps.slice(1, index + 1).map((s) => eventName(s.event)),
    };
  };
  const types = new Set(steps.map((step) => step.event.type));
  const events: Record<string, (step: (typeof steps)[number]) => Promise<void>> = {};
  for (const type of types) {
    events[type] = async (step) => {
      const index = steps.indexOf(step);
      current = contextOf(index);
      if (index === 0) {
        await handlers.start(current);
        return;
      }
      const run = handlers.events[current.via];
      if (!run) throw new Error(`No executor for event "${current.via}"`);
      await run(current);
    };
  }
  await path.test({
    events,
    states: {
      '*': async (snapshot) => {
        if (!current || current.snapshot !== snapshot) throw new Error('State check out of step with the path');
        const check = handlers.states[valueText(snapshot)];
        if (!check) throw new Error(`No check for state ${valueText(snapshot)}`);
        await check(current);
      },
    },
  });
}

// ---------------------------------------------------------------------------------------
// Coverage of the declared chart

export interface CoverageReport {
  statesCovered: number;
  statesTotal: number;
  transitionsCovered: number;
  transitionsTotal: number;
  /** Names of the states and transitions no path takes. */
  missing: string[];
}

/** Every state node below the root, recursively. */
function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return nodes;
}

function guardText(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown[] }).guards;
    return nested ? `${guard.name}(${nested.map(guardText).join(', ')})` : guard.name || 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function transitionName(transition: AnyTransitionDefinition): string {
  const event = transition.eventType === '' ? 'always' : transition.eventType;
  const guard = guardText(transition.guard);
  const targets = transition.target?.length
    ? transition.target.map((target: AnyStateNode) => `#${target.id}`).join(', ')
    : '(stays)';
  return `#${transition.source.id} —${event}${guard ? ` [${guard}]` : ''}→ ${targets}`;
}

/**
 * Every transition the chart declares, from the root down: `on`, invoke done/error, `always`
 * and `after`. Branches of one event (guarded alternatives) are separate transitions.
 */
function declaredTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const declared = new Map<AnyTransitionDefinition, string>();
  const add = (transition: AnyTransitionDefinition) => {
    if (!declared.has(transition)) declared.set(transition, transitionName(transition));
  };
  const walk = (node: AnyStateNode) => {
    for (const list of node.transitions.values()) list.forEach(add);
    node.always?.forEach(add);
    node.after.forEach(add);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  // Two branches with one name (same source, event, guard and target) would be ambiguous.
  const names = [...declared.values()];
  const counts = new Map<string, number>();
  for (const [transition, name] of declared) {
    if (names.filter((n) => n === name).length > 1) {
      const n = (counts.get(name) ?? 0) + 1;
      counts.set(name, n);
      declared.set(transition, `${name} (branch ${n})`);
    }
  }
  return declared;
}

/** An actor scope like the graph's own, whose microsteps are reported to `record`. */
function recordingScope(record: (event: InspectionEvent) => void): AnyActorScope {
  const probe = createActor(
    fromTransition((state: null) => state, null),
    { inspect: record },
  );
  return {
    self: probe,
    logger: () => {},
    id: '',
    sessionId: 'model-coverage',
    defer: () => {},
    system: probe.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

/** What the paths really take: re-runs every path through the machine, microstep by microstep. */
function traversed(machine: AnyStateMachine, paths: readonly ModelPath<unknown>[]) {
  const transitions = new Set<AnyTransitionDefinition>();
  const states = new Set<string>();
  const scope = recordingScope((event) => {
    if (event.type !== '@xstate.microstep') return;
    const snapshot = event.snapshot as AnyMachineSnapshot;
    for (const node of snapshot._nodes) states.add(node.id);
    for (const transition of event._transitions) {
      transitions.add(transition);
      states.add(transition.source.id);
    }
  });
  for (const modelPath of paths) {
    let snapshot = machine.getInitialSnapshot(scope, modelPath.start.input) as AnyMachineSnapshot;
    const steps = modelPath.path.steps;
    const check = (expected: AnyMachineSnapshot, where: string) => {
      if (JSON.stringify(snapshot.value) !== JSON.stringify(expected.value)) {
        throw new Error(
          `${modelPath.name}: ${where} the machine is in ${JSON.stringify(snapshot.value)}, the path says ${JSON.stringify(expected.value)}`,
        );
      }
    };
    for (const node of snapshot._nodes) states.add(node.id);
    check(steps[0]!.state, 'at the start');
    steps.slice(1).forEach((step, i) => {
      snapshot = machine.transition(snapshot, step.event, scope) as AnyMachineSnapshot;
      for (const node of snapshot._nodes) states.add(node.id);
      check(step.state, `after step ${i + 1} (${eventName(step.event)})`);
    });
  }
  return { transitions, states };
}

export function coverageReport(machine: AnyStateMachine, paths: readonly ModelPath<unknown>[]): CoverageReport {
  const declared = declaredTransitions(machine);
  const nodes = stateNodes(machine);
  const taken = traversed(machine, paths);
  const missing: string[] = [];
  let statesCovered = 0;
  for (const node of nodes) {
    if (taken.states.has(node.id)) statesCovered += 1;
    else missing.push(`state #${node.id}`);
  }
  let transitionsCovered = 0;
  for (const [transition, name] of declared) {
    if (taken.transitions.has(transition)) transitionsCovered += 1;
    else missing.push(`transition ${name}`);
  }
  return {
    statesCovered,
    statesTotal: nodes.length,
    transitionsCovered,
    transitionsTotal: declared.size,
    missing,
  };
}
