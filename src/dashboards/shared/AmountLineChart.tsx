import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatAmount } from '../../format';

export interface AmountLineChartProps {
  readonly data: readonly Record<string, string | number>[];
  readonly series: readonly { readonly name: string; readonly label: string; readonly color: string }[];
  /** The accessible name of the chart (its figures are also given as text next to it). */
  readonly label: string;
}

/**
 * A line chart of amounts by day (dd/MM on the axis), compact for 9 or more digits. Loaded
 * on demand: @mantine/charts and recharts come only with the dashboard pages.
 */
export function AmountLineChart({ data, series, label }: AmountLineChartProps) {
  return (
    <div role="img" aria-label={label}>
      <LineChart
        h={280}
        data={[...data]}
        dataKey="label"
        series={series.map((entry) => ({ ...entry }))}
        curveType="linear"
        withLegend={series.length > 1}
        valueFormatter={(value) => formatAmount(value, { compact: true })}
        yAxisProps={{ width: 90 }}
      />
    </div>
  );
}
