import type { AnyStateMachine } from 'xstate';
import { chartSummary } from '../../machines/diagram/summary';
import { toMermaid } from '../../machines/diagram/toMermaid';
import { toStatusTable, toTransitionTable } from './toTable';

/** What the generator needs from a machine catalog entry. */
export interface DiagramEntry {
  readonly name: string;
  readonly area: string;
  readonly machine: AnyStateMachine;
}

export const DIAGRAM_DIR = 'docs/statecharts';
export const INDEX_FILE = 'README.md';
/** Every generated file carries this phrase; only such files are ever removed as stale. */
export const GENERATED_MARK = 'by `npm run statecharts`';

export const sourceOf = (entry: Pick<DiagramEntry, 'name' | 'area'>): string => `machines/${entry.area}/${entry.name}.ts`;
export const fileNameOf = (entry: Pick<DiagramEntry, 'name'>): string => `${entry.name}.md`;

export function renderDiagramFile(entry: DiagramEntry): string {
  return [
    `# Statechart: ${entry.name}`,
    '',
    `Generated from \`${sourceOf(entry)}\` ${GENERATED_MARK}; do not edit by hand.`,
    '',
    '```mermaid',
    toMermaid(entry.machine).trimEnd(),
    '```',
    '',
    '## Transitions',
    '',
    'Every transition the chart declares, in declaration order; `always` transitions are taken at once.',
    '',
    toTransitionTable(entry.machine),
    '',
    ...(toStatusTable(entry.machine) ? ['## States and server statuses', '', toStatusTable(entry.machine), ''] : []),
  ].join('\n');
}

export function renderIndexFile(entries: readonly DiagramEntry[]): string {
  const rows = entries.map((e) => `| [${e.name}](${fileNameOf(e)}) | ${e.area} | \`${sourceOf(e)}\` |`);
  return [
    '# Statecharts',
    '',
    `Generated from \`machines/catalog.ts\` ${GENERATED_MARK}; do not edit by hand.`,
    '`npm run statecharts -- --check` fails when a diagram is out of date.',
    '',
    'How to read the diagrams: an edge is labelled `EVENT [guard]`; `done / x` and `error / x` are the',
    'outcomes of the request `x` the state invokes; `after d` fires when the delay `d` has passed;',
    '`always` is taken at once when its guard holds; `[else]` is the fallback when the guards before',
    "it for the same event fail; `(stay)` means the event is handled without leaving the state;",
    '"any state" stands for every state inside the box it is drawn in.',
    '',
    '| Machine | Area | Source |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** The charts as the in-app Statecharts page shows them (src/qa/statecharts). */
export const CHARTS_FILE = 'charts.json';

/**
 * Every chart's diagram text (the same as its .md file's) and what it declares, as JSON: the
 * page reads this file rather than the machines, so its chunk shares no module with the pages
 * (importing the catalog would split every page's machine into a chunk of its own).
 */
export function renderChartsFile(entries: readonly DiagramEntry[]): string {
  const charts = entries.map((entry) => ({
    name: entry.name,
    area: entry.area,
    source: sourceOf(entry),
    mermaid: toMermaid(entry.machine),
    ...chartSummary(entry.machine),
  }));
  return `${JSON.stringify(charts, null, 2)}\n`;
}

/** Every file the generator owns, by file name inside `docs/statecharts/`. */
export function renderAll(entries: readonly DiagramEntry[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) files.set(fileNameOf(entry), renderDiagramFile(entry));
  files.set(INDEX_FILE, renderIndexFile(entries));
  files.set(CHARTS_FILE, renderChartsFile(entries));
  return files;
}
