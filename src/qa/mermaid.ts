import type { Mermaid } from 'mermaid';
import type { StateValue } from 'xstate';

/**
 * Mermaid, loaded on first use (it weighs hundreds of kilobytes: only the Statecharts page and
 * the inspector ever ask for it). Renders one diagram at a time: Mermaid's render works in a
 * shared scratch element, so two at once would mix.
 */
let loaded: Promise<Mermaid> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;

function mermaid() {
  loaded ??= import('mermaid').then(({ default: api }) => {
    // 'strict': labels are text, never HTML or links; no click handlers, nothing evaluated.
    api.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral', fontFamily: 'inherit' });
    return api;
  });
  return loaded;
}

/** The SVG of a Mermaid text (sanitised by Mermaid's own DOMPurify pass). */
export function renderMermaid(text: string): Promise<string> {
  const run = queue.then(async () => {
    const api = await mermaid();
    counter += 1;
    const { svg } = await api.render(`statechart-${counter}`, text);
    return svg;
  });
  queue = run.catch(() => {});
  return run;
}

/** The CSS class the active states get on a highlighted diagram. */
const ACTIVE_CLASS = 'qaActive';

/** Leaf state paths of a state value: `{ a: 'b' }` → `a.b`; parallel regions each. */
export function activePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, inner]) =>
    inner && (typeof inner === 'string' || Object.keys(inner).length > 0) ? activePaths(inner as StateValue, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The diagram's text with the given states marked (the same text docs/statecharts holds). */
export function withHighlight(text: string, ids: readonly string[]): string {
  if (ids.length === 0) return text;
  return `${text.trimEnd()}\n  classDef ${ACTIVE_CLASS} fill:#ffd43b,stroke:#e67700,stroke-width:3px,color:#000\n  class ${ids.join(',')} ${ACTIVE_CLASS}\n`;
}
