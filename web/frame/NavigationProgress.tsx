import { useNavigation } from "react-router";
import { useT } from "../app-context.tsx";
import { useDelayed } from "../feedback/use-delayed.ts";
import classes from "./NavigationProgress.module.css";

/**
 * While the next page's code or data loads, the current page stays in place; after 300 ms a thin
 * bar at the top says that something is on its way.
 */
export function NavigationProgress() {
  const t = useT();
  const busy = useDelayed(useNavigation().state !== "idle");
  if (!busy) return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={t("common.loading")}
      data-testid="navigation-progress"
    />
  );
}
