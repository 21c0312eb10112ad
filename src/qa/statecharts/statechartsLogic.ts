import { machineCatalog, type CatalogEntry } from '@machines/catalog';
import { chartSummary, type ChartSummary } from '@machines/diagram/summary';
import { toMermaid } from '@machines/diagram/toMermaid';
import coverageFile from '../../../docs/statecharts/coverage.json';

/** What the model-based tests took of a chart (tests/model/coverage.test.ts writes the file). */
export interface ChartCoverage {
  readonly statesCovered: number;
  readonly statesTotal: number;
  readonly transitionsCovered: number;
  readonly transitionsTotal: number;
  readonly paths: number;
}

export interface ChartView extends ChartSummary {
  readonly name: string;
  readonly area: string;
  readonly source: string;
  /** The very text of docs/statecharts/<name>.md's diagram. */
  readonly mermaid: string;
  readonly coverage: ChartCoverage | null;
}

const coverage = coverageFile as Readonly<Record<string, ChartCoverage>>;

export const chartView = (entry: CatalogEntry): ChartView => ({
  name: entry.name,
  area: entry.area,
  source: `machines/${entry.area}/${entry.name}.ts`,
  mermaid: toMermaid(entry.machine),
  coverage: coverage[entry.name] ?? null,
  ...chartSummary(entry.machine),
});

/** Every chart of the catalog, in its order. */
export const chartViews = (entries: readonly CatalogEntry[] = machineCatalog): ChartView[] => entries.map(chartView);
