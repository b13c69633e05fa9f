import { Burger, Button, Container, Drawer, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link, NavLink } from "react-router";
import { buildPath } from "../../shared/routes.ts";
import { useAppData, useT } from "../app-context.tsx";
import { Brand } from "../components/Brand.tsx";
import { LocaleSwitcher } from "../components/LocaleSwitcher.tsx";
import classes from "./TopBar.module.css";

const NAV = [
  { key: "course_discovery", path: buildPath("course_discovery") },
  { key: "article_discovery", path: buildPath("article_discovery") },
] as const;

/**
 * The 70px top bar of the default layout: brand, main navigation, language and the visitor's
 * Login / Create account buttons. Below the desktop breakpoint the navigation moves into a
 * drawer behind a burger, and only Login stays in the bar.
 */
export function TopBar() {
  const t = useT();
  const { account } = useAppData();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <header className={classes.header} data-testid="top-bar">
      <Container className={classes.inner}>
        <Brand />
        <nav className={classes.nav} aria-label={t("nav.menu")}>
          <Group gap={4} visibleFrom="md">
            {NAV.map((item) => (
              <NavLink key={item.key} to={item.path} className={classes.navLink}>
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
          </Group>
        </nav>
        <div className={classes.actions}>
          <Group gap="sm" visibleFrom="md">
            <LocaleSwitcher />
          </Group>
          {account ? (
            <Text size="sm" fw={500} truncate maw={180}>
              {account.user.full_name ?? account.user.email}
            </Text>
          ) : (
            <>
              <Button component={Link} to={buildPath("login")} variant="subtle" size="sm">
                {t("nav.login")}
              </Button>
              <Button
                component={Link}
                to={buildPath("register")}
                size="sm"
                radius="xl"
                visibleFrom="md"
              >
                {t("nav.createAccount")}
              </Button>
            </>
          )}
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={t("nav.menu")}
          />
        </div>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title={t("nav.menu")}
        hiddenFrom="md"
      >
        <Stack gap="lg">
          <nav aria-label={t("nav.menu")}>
            {NAV.map((item) => (
              <Link key={item.key} to={item.path} className={classes.drawerLink} onClick={close}>
                {t(`nav.${item.key}`)}
              </Link>
            ))}
          </nav>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t("common.language")}
            </Text>
            <LocaleSwitcher size="sm" />
          </Group>
          {!account && (
            <Stack gap="sm">
              <Button component={Link} to={buildPath("register")} onClick={close} fullWidth>
                {t("nav.createAccount")}
              </Button>
              <Button
                component={Link}
                to={buildPath("login")}
                onClick={close}
                variant="default"
                fullWidth
              >
                {t("nav.login")}
              </Button>
            </Stack>
          )}
        </Stack>
      </Drawer>
    </header>
  );
}
