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
      <TopBar />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <PendingNotice />
        {/* The top bar hydrates first; the page and the footer after, in small steps. */}
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
