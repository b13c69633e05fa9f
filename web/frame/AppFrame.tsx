import { lazy, Suspense, useEffect } from "react";
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigate } from "react-router";
import { useAccountQuery } from "../account/account-query.ts";
import { useForgetAccount } from "../account/sign-out.ts";
import { useAppData } from "../app-context.tsx";
import { DefaultFrame } from "../layouts/DefaultLayout.tsx";
import { decideAccess, isSigningOut } from "./access.ts";
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
      <Tracking />
    </PageErrorProvider>
  );
}

const Tracker = lazy(() => import("../tracking/Tracker.tsx"));

/** GA4 and Meta Pixel, loaded only when one of their ids is configured. */
function Tracking() {
  const { tracking } = useAppData();
  if (!tracking.ga4Id && !tracking.metaPixelId) return null;
  return (
    <Suspense fallback={null}>
      <Tracker />
    </Suspense>
  );
}

function GuardedRoute() {
  const { data: account } = useAccountQuery();
  const location = useLocation();
  const key = useRouteKey();
  const decision = decideAccess(key, account ?? null, location);
  const title = useDocumentTitle(useBreadcrumbs());
  const forgetAccount = useForgetAccount();
  const navigate = useNavigate();
  const signingOut = isSigningOut(location.state);
  const here = `${location.pathname}${location.search}`;
  // Signed out on the way here: forget the account now that this page shows, and drop the
  // mark, so that signing in again on this page counts.
  useEffect(() => {
    if (!signingOut) return;
    forgetAccount();
    void navigate(here, { replace: true });
  }, [signingOut, forgetAccount, navigate, here]);
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
