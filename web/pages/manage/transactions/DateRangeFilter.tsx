import { Group, TextInput } from "@mantine/core";
import { useT } from "../../../app-context.tsx";
import { isRangeReversed } from "./transaction-query.ts";
import classes from "./transactions.module.css";

interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (name: "from" | "to", value: string | null) => void;
}

/**
 * Two native date inputs (days in GMT+07:00). A range that ends before it starts is said at
 * the end date and filters nothing until it is fixed.
 */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const t = useT();
  const reversed = isRangeReversed(from, to);
  return (
    <Group gap="sm" align="flex-start" className={classes.dateRange} data-testid="date-range">
      <TextInput
        type="date"
        label={t("transactions.fromDate")}
        value={from ?? ""}
        max={to || undefined}
        onChange={(event) => onChange("from", event.currentTarget.value || null)}
        className={classes.dateInput}
      />
      <TextInput
        type="date"
        label={t("transactions.toDate")}
        value={to ?? ""}
        min={from || undefined}
        onChange={(event) => onChange("to", event.currentTarget.value || null)}
        error={reversed ? t("validation.dateRangeOrder") : undefined}
        className={classes.dateInput}
      />
    </Group>
  );
}
