import { Button, Drawer, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { buildPath } from "../../shared/routes.ts";
import { useAccount } from "../account/account-query.ts";
import { useT } from "../app-context.tsx";
import { LocaleSwitcher } from "../components/LocaleSwitcher.tsx";
import { ColorSchemeToggle } from "./ColorSchemeToggle.tsx";
import { MAIN_NAV } from "./main-nav.ts";
import classes from "./TopBar.module.css";

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  /** Where Login and Create account come back to. */
  returnQuery: Record<string, string>;
}

/** The top bar's navigation below 800px: links, language, colour scheme, visitor buttons. */
export default function MobileMenu({ opened, onClose, returnQuery }: MobileMenuProps) {
  const t = useT();
  const account = useAccount();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t("nav.menu")}
      hiddenFrom="md"
    >
      <Stack gap="lg">
        <nav aria-label={t("nav.mainNavigation")}>
          {MAIN_NAV.map((item) => (
            <Link key={item.key} to={item.path} className={classes.drawerLink} onClick={onClose}>
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
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t("nav.colorScheme")}
          </Text>
          <ColorSchemeToggle />
        </Group>
        {!account && (
          <Stack gap="sm">
            <Button
              component={Link}
              to={buildPath("register", {}, returnQuery)}
              onClick={onClose}
              fullWidth
            >
              {t("nav.createAccount")}
            </Button>
            <Button
              component={Link}
              to={buildPath("login", {}, returnQuery)}
              onClick={onClose}
              variant="default"
              fullWidth
            >
              {t("nav.login")}
            </Button>
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
