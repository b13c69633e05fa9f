import { Text } from "@mantine/core";
import { useAppData, useT } from "../app-context.tsx";
import classes from "./DashboardFooter.module.css";

/** The dashboard's simple footer: the site and the time zone every time is shown in. */
export function DashboardFooter() {
  const t = useT();
  const { siteName } = useAppData();
  return (
    <footer className={classes.footer} data-testid="dashboard-footer">
      <Text size="xs" c="dimmed">
        {t("footer.copyright", { year: new Date().getFullYear(), siteName })}
      </Text>
      <Text size="xs" c="dimmed">
        {t("footer.timeZone")}
      </Text>
    </footer>
  );
}
