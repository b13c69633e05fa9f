import "@mantine/charts/styles.layer.css";
import { BarChart as MantineBarChart } from "@mantine/charts";
import { Center, Text, VisuallyHidden } from "@mantine/core";

export interface BarSeries {
  key: string;
  label: string;
  /** A Mantine colour ("teal.6"). */
  color: string;
}

interface BarChartProps {
  /** One entry per bucket: its key, its axis label, and a number per series key. */
  data: ReadonlyArray<{ bucket: string; label: string; values: Record<string, number> }>;
  series: readonly BarSeries[];
  format: (value: number) => string;
  /** Names the chart for screen readers. */
  title: string;
  /** Said instead of the chart when every figure is zero. */
  empty: string;
}

/**
 * Grouped bars, one group per bucket (@mantine/charts over recharts), the exact figure (to the
 * đồng) in the tooltip. The same figures as a list for screen readers, one item per bucket,
 * since an SVG chart says nothing to them. The axis counts in whole numbers (đồng, people):
 * with small figures recharts would otherwise mark 0.25 of an enrolment. A range with nothing in
 * it says so, instead of an empty grid whose axis runs to an invented 4 đ.
 */
export function BarChart({ data, series, format, title, empty }: BarChartProps) {
  const rows = data.map((d) => ({ label: d.label, ...d.values }));
  const highest = Math.max(0, ...data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0)));
  const nothing = highest === 0;
  return (
    <>
      {nothing ? (
        <Center h={240}>
          <Text c="dimmed" size="sm" ta="center">
            {empty}
          </Text>
        </Center>
      ) : (
        <MantineBarChart
          h={240}
          data={rows}
          dataKey="label"
          series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
          valueFormatter={format}
          withLegend={series.length > 1}
          tickLine="y"
          gridAxis="y"
          yAxisProps={{
            width: 90,
            allowDecimals: false,
            // No more whole-number ticks than there are numbers: a top bar of 1 gets 0 and 1,
            // not an axis running to 4.
            tickCount: Math.min(5, highest + 1),
            tickFormatter: (value: number) => format(value),
          }}
        />
      )}
      <VisuallyHidden component="ul" aria-label={title}>
        {data.map((d) => (
          <li
            key={d.bucket}
            data-bucket={d.bucket}
            aria-label={`${d.label}: ${series.map((s) => `${s.label} ${format(d.values[s.key] ?? 0)}`).join(", ")}`}
          >
            {d.label}: {series.map((s) => `${s.label} ${format(d.values[s.key] ?? 0)}`).join(", ")}
          </li>
        ))}
      </VisuallyHidden>
    </>
  );
}
