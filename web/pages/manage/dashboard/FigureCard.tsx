import { Paper, Text } from "@mantine/core";
import { formatNumber } from "../../../../shared/format.ts";
import { useLocale, useT } from "../../../app-context.tsx";

interface FigureCardProps {
  label: string;
  value: number;
  previous: number;
  format: (value: number) => string;
  testId: string;
}

/** One overview figure and how it moved against the previous period of the same length. */
export function FigureCard({ label, value, previous, format, testId }: FigureCardProps) {
  const t = useT();
  const locale = useLocale();
  let change: string;
  let color = "dimmed";
  if (value === previous) change = t("dashboard.noChange");
  else if (previous === 0) {
    change = t("dashboard.newSinceNothing");
    color = "teal.9";
  } else {
    const percent = ((value - previous) / previous) * 100;
    const text = `${percent > 0 ? "+" : ""}${formatNumber(percent, locale, { maximumFractionDigits: 1 })}%`;
    change = t("dashboard.comparedTo", { change: text });
    color = percent > 0 ? "teal.9" : "red.9";
  }
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={24} mt={4} data-testid={`${testId}-value`}>
        {format(value)}
      </Text>
      <Text size="xs" c={color} mt={4}>
        {change}
      </Text>
    </Paper>
  );
}
