import { Navigate, Outlet, ScrollRestoration, useLocation } from "react-router";
import { useAccountQuery } from "../account/account-query.ts";
import { DefaultFrame } from "../layouts/DefaultLayout.tsx";
import { decideAccess } from "./access.ts";
import { BreadcrumbProvider, useBreadcrumbs, useRouteKey } from "./breadcrumbs.tsx";
import { useDocumentTitle } from "./document-title.ts";
import { NavigationProgress } from "./NavigationProgress.tsx";
import { PageErrorProvider, PageErrorScreen } from "./page-error.tsx";
import { usePageViews } from "./page-view.ts";
import { Splash } from "./Splash.tsx";

/**
 * The root of every route: waits for the account info when the page data did not bring it
 * (splash), applies the route's access rule (redirect, Access denied, or the page in its layout),
 * and does what every route change needs: scroll to top, title, page view, progress bar.
 */
export function AppFrame() {
  const account = useAccountQuery();
  if (account.isPending) return <Splash />;
  if (account.isError) {
    return <Splash error={account.error.message} onRetry={() => void account.refetch()} />;
  }
  return (
    <PageErrorProvider>
      <BreadcrumbProvider>
        <GuardedRoute />
      </BreadcrumbProvider>
    </PageErrorProvider>
  );
}

function GuardedRoute() {
  const { data: account } = useAccountQuery();
  const location = useLocation();
  const key = useRouteKey();
  const decision = decideAccess(key, account ?? null, location);
  const title = useDocumentTitle(useBreadcrumbs());
  usePageViews(title, decision.kind !== "redirect");
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return (
    <>
      <ScrollRestoration />
      <NavigationProgress />
      {decision.kind === "forbidden" ? (
        <DefaultFrame>
          <PageErrorScreen kind="Forbidden" />
        </DefaultFrame>
      ) : (
        <Outlet />
      )}
    </>
  );
}
