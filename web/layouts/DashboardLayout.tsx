import { Outlet } from "react-router";
import { PageContent } from "../frame/page-error.tsx";
import { DashboardFooter } from "./DashboardFooter.tsx";
import classes from "./DashboardLayout.module.css";
import { FloatingNav } from "./FloatingNav.tsx";
import { PendingNotice } from "./PendingNotice.tsx";
import { SideNav } from "./SideNav.tsx";
import { TopBar } from "./TopBar.tsx";

/**
 * The dashboard and management screens (docs/product/screens-and-routes.md): the top bar, a 15rem side navigation from
 * 1000px up and a floating navigation button below that, 16px page padding, and the simple
 * footer with the time zone. Loaded only on these routes.
 */
export default function DashboardLayout() {
  return (
    <div className={classes.shell} data-testid="dashboard-layout">
      <TopBar fluid />
      <div className={classes.body}>
        <aside className={classes.aside}>
          <SideNav />
        </aside>
        <div className={classes.column}>
          <main id="main-content" className={classes.main} tabIndex={-1}>
            <PendingNotice />
            <PageContent>
              <Outlet />
            </PageContent>
          </main>
          <DashboardFooter />
        </div>
      </div>
      <FloatingNav />
    </div>
  );
}
