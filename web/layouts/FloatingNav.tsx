import { ActionIcon, Popover } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useT } from "../app-context.tsx";
import { GridIcon } from "../components/icons/screens.tsx";
import classes from "./FloatingNav.module.css";
import { SideNav } from "./SideNav.tsx";

/**
 * Below 1000px the side navigation becomes a floating button at the bottom corner, opening the
 * same list in a panel 30em wide at most and 15em at least (docs/product/constants.md).
 */
export function FloatingNav() {
  const t = useT();
  const [opened, { set: setOpened, toggle, close }] = useDisclosure(false);
  return (
    <div className={classes.anchor}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="top-end"
        offset={12}
        width="min(30em, calc(100vw - 32px))"
        shadow="xl"
        radius="lg"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            size={56}
            radius="xl"
            variant="filled"
            className={classes.button}
            onClick={toggle}
            aria-label={t("nav.dashboardNavigation")}
            aria-expanded={opened}
            data-testid="floating-nav-button"
          >
            <GridIcon size={24} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown className={classes.panel} p={0}>
          <SideNav onNavigate={close} />
        </Popover.Dropdown>
      </Popover>
    </div>
  );
}
