import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, MemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { vi } from "vitest";
import { createQueryClient } from "./App.tsx";
import { AppDataProvider } from "./app-context.tsx";
import { type AccountInfo, type AppData, parseAppData } from "./app-data.ts";
import { createRoutes } from "./routes.tsx";
import { theme } from "./theme.ts";

/** Renders a component with the app's providers, in the given locale, outside any server. */
export function renderWithApp(ui: ReactElement, overrides: Partial<AppData> = {}) {
  const appData = { ...parseAppData(null), account: null, ...overrides };
  const queryClient = createQueryClient(appData);
  return render(
    <AppDataProvider value={appData}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </AppDataProvider>,
  );
}

/**
 * The whole app at a path, as the browser would show it: frame, guard, layout, lazy page. The
 * account is a visitor (null) unless given; `undefined` makes the app fetch it.
 */
export function renderApp(path: string, overrides: Partial<AppData> = {}) {
  const appData = { ...parseAppData(null), account: null, ...overrides };
  const queryClient = createQueryClient(appData);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <AppDataProvider value={appData}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </AppDataProvider>,
  );
  return { ...view, router, queryClient };
}

/** An account as /api/account/info answers it, with only the given abilities allowed. */
export function testAccount(
  user: Partial<AccountInfo["user"]> = {},
  abilities: AccountInfo["abilities"] = {},
): AccountInfo {
  return {
    user: {
      id: 7,
      full_name: "Nguyễn Văn An",
      email: "an@example.com",
      role: "CLIENT",
      status: "ACTIVE",
      title: null,
      phone: null,
      introduction: null,
      avatar_image_id: null,
      locale: "vi",
      email_verified_time: "2026-01-01T00:00:00.000Z",
      create_time: "2026-01-01T00:00:00.000Z",
      update_time: "2026-01-01T00:00:00.000Z",
      ...user,
    },
    avatarImage: null,
    abilities,
  };
}

type ApiHandler = (body: unknown, url: URL) => unknown;

/**
 * Replaces `fetch` with answers by path ("GET /api/notification/unread-count"): a handler's
 * value is sent as `{ data }`; a thrown `{ status, error }` as that error. Unknown paths fail
 * the test loudly. Returns the recorded calls.
 */
export function stubApi(handlers: Record<string, ApiHandler>) {
  const calls: { method: string; path: string; body: unknown; url: URL }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body, url });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected API call: ${method} ${url.pathname}`);
    try {
      return Response.json({ data: await handler(body, url) });
    } catch (failure) {
      const { status = 500, error } = failure as { status?: number; error?: unknown };
      return Response.json({ error }, { status });
    }
  };
  vi.stubGlobal("fetch", vi.fn(fetch));
  return calls;
}

/** What a signed-in user's top bar asks for on every page: the bell's count. */
export const SIGNED_IN_API: Record<string, ApiHandler> = {
  "GET /api/notification/unread-count": () => ({ count: 0 }),
};
