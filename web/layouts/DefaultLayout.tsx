import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { HydrateLater } from "../components/HydrateLater.tsx";
import { PageContent } from "../frame/page-error.tsx";
import classes from "./DefaultLayout.module.css";
import { PendingNotice } from "./PendingNotice.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { TopBar } from "./TopBar.tsx";

/** Top bar, the page, the full footer (docs/product/screens-and-routes.md "Default layout"). */
export function DefaultFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      {/* Every part hydrates in small steps, the top bar first (tree order): React's first pass
          sets up only the providers, the router and this frame, and no part is one long task
          (docs/decisions/052). A click on a part not hydrated yet hydrates that part at once. */}
      <HydrateLater>
        <TopBar />
      </HydrateLater>
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <PendingNotice />
        <HydrateLater>{children}</HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}

export function DefaultLayout() {
  return (
    <DefaultFrame>
      <PageContent>
        <Outlet />
      </PageContent>
    </DefaultFrame>
  );
}
