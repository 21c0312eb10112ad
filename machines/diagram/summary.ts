import type { AnyStateMachine } from 'xstate';
import { eventLabel, guardLabel, transitionsOf, walk } from './toMermaid';

/** What a chart declares, in declaration order, with the diagram's own labels. */
export interface ChartSummary {
  /** State paths below the root: `exporting.requesting`. */
  readonly states: readonly string[];
  /** Events the chart handles: sent events, `done / x` and `error / x` of its requests. */
  readonly events: readonly string[];
  readonly guards: readonly string[];
  /** Named delays (`retryDelay`) or fixed ones (`500ms`). */
  readonly delays: readonly string[];
}

export function chartSummary(machine: AnyStateMachine): ChartSummary {
  const states: string[] = [];
  const events = new Set<string>();
  const guards = new Set<string>();
  const delays = new Set<string>();
  walk(machine.root, (node) => {
    if (node !== machine.root) states.push(node.path.join('.'));
    for (const t of transitionsOf(node)) {
      const label = eventLabel(node, t);
      if (label.startsWith('after ')) delays.add(label.slice('after '.length));
      else if (label !== 'always' && label !== 'done') events.add(label);
      const guard = guardLabel(t.guard);
      if (guard) guards.add(guard);
    }
  });
  return { states, events: [...events], guards: [...guards], delays: [...delays] };
}
