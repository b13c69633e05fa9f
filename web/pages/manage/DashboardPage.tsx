import { SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import type { MessageKey } from "../../../shared/i18n/index.ts";
import { ROUTE_BY_KEY } from "../../../shared/routes.ts";
import { useAccount } from "../../account/account-query.ts";
import { useT } from "../../app-context.tsx";
import { allowedScreens, groupBySection } from "../../layouts/dashboard-nav.ts";
import { SCREEN_ICONS } from "../../layouts/screen-icons.ts";
import { ManagementHeader } from "../../manage/ManagementHeader.tsx";
import classes from "./DashboardPage.module.css";

/**
 * The dashboard's landing screen: a greeting and a shortcut to every screen the user's role
 * opens, by area (the same config array as the side navigation). The figures and charts of
 * SPEC.md §2 are their own work and take their place above these shortcuts.
 */
export default function DashboardPage() {
  const t = useT();
  const account = useAccount();
  const screens = allowedScreens(account?.abilities ?? {}).filter((s) => s.key !== "dashboard");
  const name = account?.user.full_name || account?.user.email || "";
  return (
    <Stack gap="lg">
      <ManagementHeader
        title={t("nav.dashboard")}
        description={t("dashboard.greeting", { name })}
      />
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
