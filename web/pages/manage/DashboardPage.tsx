import { SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { dashboardQuerySchema } from "../../../shared/dashboard.ts";
import type { MessageKey } from "../../../shared/i18n/index.ts";
import { ROUTE_BY_KEY } from "../../../shared/routes.ts";
import { translateIssue } from "../../../shared/schemas/common.ts";
import { useAccount } from "../../account/account-query.ts";
import { useLocale, useT } from "../../app-context.tsx";
import { LoadingPlaceholder } from "../../feedback/LoadingPlaceholder.tsx";
import { allowedScreens, groupBySection } from "../../layouts/dashboard-nav.ts";
import { SCREEN_ICONS } from "../../layouts/screen-icons.ts";
import { presetDays } from "../../manage/day-range-presets.ts";
import { ManagementHeader } from "../../manage/ManagementHeader.tsx";
import classes from "./DashboardPage.module.css";
import { ConfigHealthPanel } from "./dashboard/ConfigHealthPanel.tsx";
import { DashboardFigures } from "./dashboard/DashboardFigures.tsx";
import { DashboardFilters } from "./dashboard/DashboardFilters.tsx";
import { type DashboardSelection, useDashboardFigures } from "./dashboard/dashboard-query.ts";

/**
 * The dashboard's landing screen: the figures of a range of GMT+07:00 days (sales for ADMIN and
 * ADMIN_TRIAL, course counts for everyone), then a shortcut to every screen the user's role
 * opens, by area (the same config array as the side navigation).
 */
export default function DashboardPage() {
  const t = useT();
  const locale = useLocale();
  const account = useAccount();
  const screens = allowedScreens(account?.abilities ?? {}).filter((s) => s.key !== "dashboard");
  const name = account?.user.full_name || account?.user.email || "";
  const [selection, setSelection] = useState<DashboardSelection>(() => ({
    ...presetDays("last30"),
    period: "DAY",
  }));
  const check = dashboardQuerySchema.safeParse(selection);
  const rangeIssue = check.success ? null : check.error.issues[0];
  const figures = useDashboardFigures(selection, check.success);
  return (
    <Stack gap="lg">
      <ManagementHeader
        title={t("nav.dashboard")}
        description={t("dashboard.greeting", { name })}
      />
      <DashboardFilters
        selection={selection}
        rangeError={rangeIssue ? translateIssue(locale, rangeIssue) : null}
        onChange={setSelection}
      />
      {figures.data ? (
        <DashboardFigures answer={figures.data} />
      ) : (
        <LoadingPlaceholder minHeight={240} />
      )}
      {account?.abilities["dashboard.viewSettings"] && <ConfigHealthPanel />}
      {groupBySection(screens).map(([section, items]) => (
        <section key={section}>
          <Title order={2} size="h4" mb="sm">
            {t(`dashboard.sections.${section}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
            {items.map((screen) => {
              const Icon = SCREEN_ICONS[screen.key];
              return (
                <UnstyledButton
                  key={screen.key}
                  component={Link}
                  to={ROUTE_BY_KEY[screen.key].path}
                  className={classes.card}
                >
                  <span className={classes.icon}>
                    <Icon size={22} />
                  </span>
                  <Text fw={600} size="sm">
                    {t(`nav.${screen.key}` as MessageKey)}
                  </Text>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
