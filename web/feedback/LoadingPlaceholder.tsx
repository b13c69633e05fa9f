import { Loader, Text } from "@mantine/core";
import { useT } from "../app-context.tsx";
import classes from "./LoadingPlaceholder.module.css";
import { useDelayed } from "./use-delayed.ts";

/** The loading placeholder: nothing for the first 300 ms, then a spinner with "Loading...". */
export function LoadingPlaceholder({ minHeight = 240 }: { minHeight?: number }) {
  const t = useT();
  const shown = useDelayed(true);
  return (
    <div className={classes.root} style={{ minHeight }} aria-busy="true">
      {shown && (
        <div className={classes.inner} role="status" data-testid="loading-placeholder">
          <Loader size="md" type="dots" />
          <Text size="sm" c="dimmed">
            {t("common.loading")}
          </Text>
        </div>
      )}
    </div>
  );
}
