import { Text } from "@mantine/core";
import { NavLink } from "react-router";
import type { MessageKey } from "../../shared/i18n/index.ts";
import { ROUTE_BY_KEY } from "../../shared/routes.ts";
import { useAccount } from "../account/account-query.ts";
import { useT } from "../app-context.tsx";
import { allowedScreens, groupBySection } from "./dashboard-nav.ts";
import classes from "./SideNav.module.css";
import { SCREEN_ICONS } from "./screen-icons.ts";

/**
 * The dashboard's navigation: only the screens the signed-in user's abilities open, grouped by
 * area. The same list fills the side panel (desktop) and the floating panel (smaller screens).
 */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const account = useAccount();
  const sections = groupBySection(allowedScreens(account?.abilities ?? {}));
  return (
    <nav className={classes.nav} aria-label={t("nav.dashboardNavigation")} data-testid="side-nav">
      {sections.map(([section, screens]) => (
        <div key={section} className={classes.section}>
          <Text className={classes.sectionTitle} component="h2">
            {t(`dashboard.sections.${section}`)}
          </Text>
          <ul className={classes.list}>
            {screens.map((screen) => {
              const Icon = SCREEN_ICONS[screen.key];
              return (
                <li key={screen.key}>
                  <NavLink
                    to={ROUTE_BY_KEY[screen.key].path}
                    end
                    className={classes.link}
                    onClick={onNavigate}
                  >
                    <Icon size={18} />
                    <span>{t(`nav.${screen.key}` as MessageKey)}</span>
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
