import { Group, Text, Tooltip } from "@mantine/core";
import classes from "./BarChart.module.css";

export interface BarSeries {
  key: string;
  label: string;
  color: string;
}

interface BarChartProps {
  /** One entry per bucket: its key, its axis label, and a number per series key. */
  data: ReadonlyArray<{ bucket: string; label: string; values: Record<string, number> }>;
  series: readonly BarSeries[];
  format: (value: number) => string;
  /** Names the chart for screen readers. */
  title: string;
}

/**
 * Grouped vertical bars, one group per bucket, scaled to the largest value. Each bar carries its
 * figure as a tooltip and an accessible label, so the exact amount (to the đồng) can be read.
 * (Plain CSS: @mantine/charts is not among the project's dependencies.)
 */
export function BarChart({ data, series, format, title }: BarChartProps) {
  const max = Math.max(1, ...data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0)));
  // At most 7 axis labels, readable down to a phone's width, whatever the number of buckets.
  const labelEvery = Math.max(1, Math.ceil(data.length / 7));
  return (
    <div className={classes.chart}>
      {series.length > 1 && (
        <Group gap="md" mb="xs">
          {series.map((s) => (
            <Group key={s.key} gap={6}>
              <span className={classes.swatch} style={{ background: s.color }} />
              <Text size="xs">{s.label}</Text>
            </Group>
          ))}
        </Group>
      )}
      <ul className={classes.plot} aria-label={title}>
        {data.map((d, i) => (
          <li
            key={d.bucket}
            className={classes.group}
            data-bucket={d.bucket}
            aria-label={`${d.label}: ${series.map((s) => `${s.label} ${format(d.values[s.key] ?? 0)}`).join(", ")}`}
          >
            <div className={classes.bars}>
              {series.map((s) => {
                const value = d.values[s.key] ?? 0;
                return (
                  <Tooltip
                    key={s.key}
                    label={`${d.label} · ${s.label}: ${format(value)}`}
                    withArrow
                  >
                    <div
                      className={classes.bar}
                      data-series={s.key}
                      data-value={value}
                      style={{ height: `${(value / max) * 100}%`, background: s.color }}
                    />
                  </Tooltip>
                );
              })}
            </div>
            <span className={classes.axisLabel} aria-hidden="true">
              {i % labelEvery === 0 ? d.label : ""}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
