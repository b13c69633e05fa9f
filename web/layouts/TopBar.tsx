import { Burger, Button, Container, Group } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buildPath } from "../../shared/routes.ts";
import { useAccount } from "../account/account-query.ts";
import { useT } from "../app-context.tsx";
import { Brand } from "../components/Brand.tsx";
import { LocaleSwitcher } from "../components/LocaleSwitcher.tsx";
import { QuietBoundary } from "../components/QuietBoundary.tsx";
import { NEXT_PARAM } from "../frame/access.ts";
import { ColorSchemeToggle } from "./ColorSchemeToggle.tsx";
import { MAIN_NAV } from "./main-nav.ts";
import classes from "./TopBar.module.css";
import { TopBarBreadcrumbs } from "./TopBarBreadcrumbs.tsx";

// What only a signed-in reader or an opened menu needs is loaded on demand, keeping the first
// screen of a visitor light (npm test checks the home route's size).
const ProfileMenu = lazy(() => import("./ProfileMenu.tsx"));
const NotificationBell = lazy(() => import("./NotificationBell.tsx"));
const MobileMenu = lazy(() => import("./MobileMenu.tsx"));

/** The way back after signing in: the page the visitor is on, unless it is an auth page. */
function useReturnQuery(): Record<string, string> {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  if (pathname === "/" || /^\/(login|register|forgot-password|reset-password)/.test(pathname)) {
    return {};
  }
  return { [NEXT_PARAM]: here };
}

/**
 * Holds the room of the bell and the profile menu until their code arrives (the server draws
 * this too), each the size of what replaces it, so the navigation does not move after
 * hydration (docs/decisions/048). Two items, so the bar's gap between them is the same.
 */
function AccountPlaceholder() {
  return (
    <>
      <span className={classes.bellPlaceholder} data-testid="account-placeholder" />
      <span className={classes.profilePlaceholder} data-testid="account-placeholder" />
    </>
  );
}

/**
 * The 70px top bar of both layouts (docs/product/screens-and-routes.md): brand, breadcrumb (desktop), main navigation,
 * language and colour scheme, then the notifications bell and profile menu of a signed-in user,
 * or Login and Create account for a visitor. Below 800px the navigation moves into a drawer.
 * `fluid`: the dashboard's bar spans the whole width, above its side navigation.
 */
export function TopBar({ fluid = false }: { fluid?: boolean }) {
  const t = useT();
  const account = useAccount();
  const returnQuery = useReturnQuery();
  const [menuOpened, setMenuOpened] = useState(false);
  // The drawer stays mounted after its first opening, so that closing it animates.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpened(true);
  };

  return (
    <header className={classes.header} data-testid="top-bar">
      <a href="#main-content" className={classes.skipLink}>
        {t("nav.skipToContent")}
      </a>
      <Container className={classes.inner} fluid={fluid}>
        <Brand />
        <TopBarBreadcrumbs />
        <nav className={classes.nav} aria-label={t("nav.mainNavigation")} data-testid="main-nav">
          <Group gap={4} visibleFrom="md" wrap="nowrap">
            {MAIN_NAV.map((item) => (
              <NavLink key={item.key} to={item.path} className={classes.navLink}>
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
          </Group>
        </nav>
        <div className={classes.actions}>
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            <LocaleSwitcher />
            <ColorSchemeToggle />
          </Group>
          {account ? (
            <Suspense fallback={<AccountPlaceholder />}>
              <QuietBoundary>
                <NotificationBell />
              </QuietBoundary>
              <QuietBoundary>
                <ProfileMenu account={account} />
              </QuietBoundary>
            </Suspense>
          ) : (
            <>
              <Button
                component={Link}
                to={buildPath("login", {}, returnQuery)}
                variant="subtle"
                size="sm"
              >
                {t("nav.login")}
              </Button>
              <Button
                component={Link}
                to={buildPath("register", {}, returnQuery)}
                size="sm"
                radius="xl"
                visibleFrom="md"
              >
                {t("nav.createAccount")}
              </Button>
            </>
          )}
          <Burger
            opened={menuOpened}
            onClick={menuOpened ? () => setMenuOpened(false) : openMenu}
            hiddenFrom="md"
            size="sm"
            aria-label={t("nav.menu")}
          />
        </div>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpened}
            onClose={() => setMenuOpened(false)}
            returnQuery={returnQuery}
          />
        </Suspense>
      )}
    </header>
  );
}
