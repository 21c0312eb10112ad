import type { ChartSummary } from '@machines/diagram/summary';
import chartsFile from '../../../docs/statecharts/charts.json';
import coverageFile from '../../../docs/statecharts/coverage.json';

/** What the model-based tests took of a chart (tests/model/coverage.test.ts writes the file). */
interface ChartCoverage {
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

/**
 * Every chart of machines/catalog.ts, in its order, from the files `npm run statecharts` and the
 * model coverage test generate (each with a drift test): not from the machines themselves,
 * whose import would split every page's machine into a chunk of its own.
 */
export const chartViews = (): ChartView[] => chartsFile.map((chart) => ({ ...chart, coverage: coverage[chart.name] ?? null }));
