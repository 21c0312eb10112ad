import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * Renders an XState 5 machine as a Mermaid `stateDiagram-v2`, walking `machine.root`.
 *
 * Conventions (kept stable so the committed diagrams only change when a machine does):
 * - states and transitions appear in the order the machine config declares them;
 * - one edge per transition (and per target); label `EVENT [guard]`;
 * - invoke outcomes read `done / <invoke id>` and `error / <invoke id>`, delays `after <delay>`,
 *   eventless transitions `always`, a compound state's own completion `done`;
 * - an unguarded transition that follows guarded ones for the same event reads `[else]`;
 * - a transition without target is a self-loop labelled `... (stay)`, drawn only when it has a
 *   guard or actions (a bare targetless transition does nothing worth drawing);
 * - transitions declared on a compound state that lead into its own children (and those of the
 *   machine root) start from a pseudo-state "any state": Mermaid cannot draw an edge from a
 *   composite state to its own child;
 * - Mermaid ids are global, so a state key used twice in one machine gets a path-based id.
 * Mermaid ends a label at `:`, so labels never contain one.
 */

export interface Transition {
  readonly eventType: string;
  readonly meta?: { readonly who?: string } | undefined;
  readonly target?: readonly AnyStateNode[] | undefined;
  readonly guard?: unknown;
  readonly actions?: readonly unknown[] | undefined;
  readonly delay?: string | number;
}

interface Edge {
  readonly from: string;
  readonly to: string;
  readonly label: string;
  /** The state whose block the edge is written in. */
  readonly scope: AnyStateNode;
}

/** Words Mermaid's state diagram grammar reads as keywords: never used as a bare state id. */
const RESERVED = new Set(['state', 'note', 'end', 'as', 'direction', 'class', 'classDef', 'style', 'click', 'left', 'right', 'of', 'TB', 'BT', 'LR', 'RL']);

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const SNAPSHOT = 'xstate.snapshot.';
const DONE_STATE = 'xstate.done.state.';
const AFTER = 'xstate.after.';

type GuardFn = ((...args: never[]) => unknown) & {
  readonly guards?: readonly unknown[];
  readonly stateValue?: unknown;
  readonly check?: { readonly name?: string };
};

/** `and()`, `or()` and `not()` return functions carrying the guards they combine. */
const isCombinator = (guard: unknown): boolean =>
  typeof guard === 'function' && Array.isArray((guard as GuardFn).guards);

/** `isValid`, `not onPublicPage`, `a and (b or c)`; inline functions by their name. */
export function guardLabel(guard: unknown): string {
  if (guard === undefined || guard === null) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as GuardFn;
    const kind = fn.check?.name ?? '';
    if (isCombinator(fn)) {
      // A nested and/or gets parentheses; `not x` binds tightly enough without.
      const parts = (fn.guards ?? []).map((g) =>
        isCombinator(g) && (g as GuardFn).name !== 'not' ? `(${guardLabel(g)})` : guardLabel(g),
      );
      if (fn.name === 'not' || kind === 'checkNot') return `not ${parts[0] ?? ''}`;
      if (fn.name === 'or' || kind === 'checkOr') return parts.join(' or ');
      return parts.join(' and ');
    }
    if (kind === 'checkStateIn' || fn.name === 'stateIn') {
      const value = fn.stateValue;
      return `in ${typeof value === 'string' ? value : JSON.stringify(value)}`;
    }
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard';
  }
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  return 'guard';
}

/** Mermaid ends a transition label at `:` and a statement at `;`. */
const cleanLabel = (text: string): string => text.replace(/[:;]/g, ' ').replace(/\s+/g, ' ').trim();

export function eventLabel(source: AnyStateNode, t: Transition): string {
  const type = t.eventType;
  if (type === '') return 'always';
  if (type.startsWith(DONE_ACTOR)) return `done / ${type.slice(DONE_ACTOR.length)}`;
  if (type.startsWith(ERROR_ACTOR)) return `error / ${type.slice(ERROR_ACTOR.length)}`;
  if (type.startsWith(SNAPSHOT)) return `snapshot / ${type.slice(SNAPSHOT.length)}`;
  if (type === `${DONE_STATE}${source.id}`) return 'done';
  if (type.startsWith(AFTER)) {
    const delay = t.delay ?? type.slice(AFTER.length, type.length - source.id.length - 1);
    return typeof delay === 'number' || /^\d+$/.test(delay) ? `after ${delay}ms` : `after ${delay}`;
  }
  if (type === '*') return 'any event';
  return type;
}

const children = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states);

export function walk(node: AnyStateNode, visit: (n: AnyStateNode) => void): void {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

const isAncestorOrSelf = (ancestor: AnyStateNode, node: AnyStateNode): boolean => {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
};

/** The innermost state that contains both, where the edge is written. */
function commonScope(a: AnyStateNode, b: AnyStateNode, root: AnyStateNode): AnyStateNode {
  for (let n: AnyStateNode | undefined = a.parent; n; n = n.parent) if (isAncestorOrSelf(n, b)) return n;
  return root;
}

/** Every transition of a state in declaration order: events, invoke outcomes, delays, always. */
export function transitionsOf(node: AnyStateNode): Transition[] {
  const delays = new Map<string, string | number>();
  for (const t of node.after as readonly Transition[]) if (t.delay !== undefined) delays.set(t.eventType, t.delay);
  const list: Transition[] = [];
  for (const group of node.transitions.values()) {
    for (const t of group as readonly Transition[]) {
      const delay = delays.get(t.eventType);
      list.push(delay === undefined ? t : { ...t, delay });
    }
  }
  for (const t of (node.always ?? []) as readonly Transition[]) list.push(t);
  return list;
}

const safe = (s: string) => s.replace(/[^A-Za-z0-9_]/g, '_');

/** Mermaid state ids are global to the diagram: plain keys unless a key repeats. */
function stateIds(root: AnyStateNode): Map<AnyStateNode, string> {
  const keyCount = new Map<string, number>();
  walk(root, (n) => {
    if (n !== root) keyCount.set(n.key, (keyCount.get(n.key) ?? 0) + 1);
  });
  const ids = new Map<AnyStateNode, string>();
  const used = new Set<string>();
  walk(root, (n) => {
    if (n === root) return;
    const plain = safe(n.key);
    let id = keyCount.get(n.key) === 1 && plain === n.key && !RESERVED.has(plain) ? plain : safe(n.path.join('_'));
    if (RESERVED.has(id)) id = `${id}_state`;
    while (used.has(id)) id = `${id}_`;
    used.add(id);
    ids.set(n, id);
  });
  return ids;
}

/**
 * The Mermaid id of every state by its path (`exporting.requesting`), so a viewer
 * can mark the active states on the diagram `toMermaid` drew.
 */
export function mermaidStateIds(machine: AnyStateMachine): Map<string, string> {
  return new Map([...stateIds(machine.root as AnyStateNode)].map(([node, id]) => [node.path.join('.'), id]));
}

export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root as AnyStateNode;
  const ids = stateIds(root);
  const used = new Set(ids.values());
  const idOf = (n: AnyStateNode) => ids.get(n) ?? safe(n.id);
  /** Pseudo-state for transitions of a compound state into its own children (and of the root). */
  const anyIds = new Map<AnyStateNode, string>();
  const anyOf = (n: AnyStateNode): string => {
    let id = anyIds.get(n);
    if (!id) {
      id = n === root ? 'any_state' : `${idOf(n)}_any`;
      while (used.has(id)) id = `${id}_`;
      used.add(id);
      anyIds.set(n, id);
    }
    return id;
  };

  const edges: Edge[] = [];
  walk(root, (source) => {
    const seenGuarded = new Set<string>();
    for (const t of transitionsOf(source)) {
      const guard = guardLabel(t.guard);
      const event = eventLabel(source, t);
      let label = event;
      if (guard) {
        label += ` [${guard}]`;
        seenGuarded.add(t.eventType);
      } else if (seenGuarded.has(t.eventType)) {
        label += ' [else]';
      }
      const targets = t.target ?? [];
      if (targets.length === 0) {
        if (!guard && (t.actions ?? []).length === 0) continue;
        // On a compound state the loop sits inside its box, on its "any state".
        const compound = source === root || children(source).length > 0;
        const self = compound ? anyOf(source) : idOf(source);
        edges.push({ from: self, to: self, label: cleanLabel(`${label} (stay)`), scope: compound ? source : (source.parent ?? root) });
        continue;
      }
      for (const target of targets) {
        const intoOwnChild = target !== source && isAncestorOrSelf(source, target);
        const from = intoOwnChild || source === root ? anyOf(source) : idOf(source);
        const scope = intoOwnChild || source === root ? source : commonScope(source, target, root);
        edges.push({ from, to: idOf(target), label: cleanLabel(label), scope });
      }
    }
  });

  const lines: string[] = ['stateDiagram-v2'];
  const emit = (depth: number, text: string) => lines.push(`${'  '.repeat(depth)}${text}`);

  function block(node: AnyStateNode, depth: number): void {
    const kids = children(node);
    if (node.type === 'parallel') {
      kids.forEach((region, i) => {
        if (i > 0) emit(depth, '--');
        declare(region, depth);
      });
    } else {
      for (const target of (node.initial?.target ?? []) as readonly AnyStateNode[]) emit(depth, `[*] --> ${idOf(target)}`);
      for (const kid of kids) declare(kid, depth);
    }
    const anyId = anyIds.get(node);
    if (anyId) emit(depth, `state "any state" as ${anyId}`);
    for (const e of edges) if (e.scope === node) emit(depth, `${e.from} --> ${e.to} : ${e.label}`);
    for (const kid of kids) if (kid.type === 'final') emit(depth, `${idOf(kid)} --> [*]`);
  }

  function declare(node: AnyStateNode, depth: number): void {
    const id = idOf(node);
    if (id !== node.key) emit(depth, `state "${node.key.replace(/"/g, "'")}" as ${id}`);
    if (node.type === 'history') emit(depth, `${id} : history (${String(node.history)})`);
    for (const inv of node.invoke as ReadonlyArray<{ id: string; src: unknown }>) {
      const src = typeof inv.src === 'string' && !inv.src.startsWith('xstate.invoke.') ? inv.src : 'inline actor';
      emit(depth, `${id} : ${cleanLabel(src === inv.id ? `invoke ${inv.id}` : `invoke ${src} as ${inv.id}`)}`);
    }
    // Mermaid creates a state where it is first named: a nested leaf no line above declares
    // would otherwise appear outside its parent's box.
    const declared = id !== node.key || node.type === 'history' || (node.invoke as readonly unknown[]).length > 0;
    if (!declared && node.parent && node.parent !== root && children(node).length === 0) emit(depth, id);
    if (children(node).length > 0) {
      emit(depth, `state ${id} {`);
      block(node, depth + 1);
      emit(depth, '}');
    }
  }

  block(root, 1);
  return `${lines.join('\n')}\n`;
}
