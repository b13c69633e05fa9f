import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { ApiError } from "./api/client.ts";
import { AppDataProvider } from "./app-context.tsx";
import type { AppData } from "./app-data.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

function createQueryClient() {
  return new QueryClient({
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
}

/** Providers around the router: page data, theme, notifications, server state. */
export function App({ appData, router }: { appData: AppData; router: DataRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppDataProvider value={appData}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
      >
        <Notifications position="bottom-center" />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </AppDataProvider>
  );
}
