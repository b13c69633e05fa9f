import { Outlet, ScrollRestoration } from "react-router";
import classes from "./DefaultLayout.module.css";
import { SiteFooter } from "./SiteFooter.tsx";
import { TopBar } from "./TopBar.tsx";

/** Top bar, the page, the full footer (SPEC.md §2 "Default layout"). */
export function DefaultLayout() {
  return (
    <div className={classes.shell}>
      <TopBar />
      <main className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
