import { MantineProvider } from "@mantine/core";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { t } from "../shared/i18n/index.ts";
import { ACCOUNT_QUERY_KEY } from "./account/account-query.ts";
import { ApiError } from "./api/client.ts";
import { AppDataProvider } from "./app-context.tsx";
import type { AppData } from "./app-data.ts";
import { ToastHost, toast } from "./feedback/toast.tsx";
import { theme } from "./theme.ts";

export function createQueryClient(appData: AppData) {
  // A 401 from any call means the session ended elsewhere (a password change, an admin's
  // action, the idle timeout): forget the account, so the route guard sends the reader to
  // login and back.
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== "UNAUTHENTICATED") return;
    if (!client.getQueryData(ACCOUNT_QUERY_KEY)) return;
    client.setQueryData(ACCOUNT_QUERY_KEY, null);
    toast.warn(t(appData.locale, "errors.auth.sessionExpired"));
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        // Lists change rarely while a page is open; refetching on every focus would only cost.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Retry once on network trouble and server faults, never on a client error (4xx).
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
  return client;
}

/** Providers around the router: page data, theme, notifications, server state. */
export function App({ appData, router }: { appData: AppData; router: DataRouter }) {
  const [queryClient] = useState(() => createQueryClient(appData));
  return (
    <AppProviders appData={appData} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * The providers, shared by the browser (around RouterProvider) and the server's render
 * (web/entry-server.tsx, around StaticRouterProvider): the same tree on both sides, so that
 * hydration finds the markup it would have made.
 */
export function AppProviders({
  appData,
  queryClient,
  children,
}: {
  appData: AppData;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <AppDataProvider value={appData}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        // The theme's variables and global classes come with the entry's stylesheet
        // (virtual:theme.css, docs/decisions/055), not as a <style> in every page's HTML.
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <ToastHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </AppDataProvider>
  );
}
