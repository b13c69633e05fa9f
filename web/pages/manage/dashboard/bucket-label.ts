import type { DashboardPeriod } from "../../../../shared/constants.ts";

/**
 * The axis label of a bucket named by its first day (YYYY-MM-DD): "05/03" for a day or the
 * week starting then, "03/2025" for a month, "Q1 2025", "2025".
 */
export function bucketLabel(bucket: string, period: DashboardPeriod): string {
  const [year, month, day] = bucket.split("-");
  switch (period) {
    case "DAY":
    case "WEEK":
      return `${day}/${month}`;
    case "MONTH":
      return `${month}/${year}`;
    case "QUARTER":
      return `Q${Math.floor((Number(month) - 1) / 3) + 1} ${year}`;
    case "YEAR":
      return year ?? bucket;
  }
}
