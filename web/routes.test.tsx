import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_VIEW_EVENT, type PageViewDetail } from "./frame/page-view.ts";
import { PAGES } from "./routes.tsx";
import { renderApp, SIGNED_IN_API, stubApi, testAccount } from "./test-utils.tsx";

beforeEach(() => {
  stubApi(SIGNED_IN_API);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staff = testAccount(
  { role: "CONTENT_WRITER" },
  { "dashboard.view": true, "article.view": true },
);

describe("routes and guards", () => {
  it("shows Content not found, inside the default layout, for a path outside the table", async () => {
    renderApp("/khong-co-trang-nay");
    expect(await screen.findByRole("heading", { name: "Không tìm thấy nội dung" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Quay lại" })).toBeTruthy();
    expect(screen.getByTestId("top-bar")).toBeTruthy();
    expect(screen.getByTestId("site-footer")).toBeTruthy();
  });

  it("falls back to the not-found page for a route whose page is not built yet", async () => {
    // Every route of the table has its page now: one is unbound for the test.
    const page = PAGES.chapter_management;
    delete PAGES.chapter_management;
    try {
      renderApp("/chapter-management", { account: staff });
      expect(await screen.findByRole("heading", { name: "Không tìm thấy nội dung" })).toBeTruthy();
    } finally {
      PAGES.chapter_management = page;
    }
  });

  it("sends a visitor from a protected page to login, with the way back", async () => {
    const { router } = renderApp("/account?tab=1");
    await screen.findByRole("heading", { name: "Đăng nhập" });
    expect(router.state.location.pathname).toBe("/login");
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/account?tab=1");
  });

  it("shows Access denied to a signed-in user without the role, in the default layout", async () => {
    renderApp("/dashboard", { account: testAccount() });
    expect(await screen.findByRole("heading", { name: "Truy cập bị từ chối" })).toBeTruthy();
    expect(screen.getByTestId("site-footer")).toBeTruthy();
    expect(screen.queryByTestId("side-nav")).toBeNull();
  });

  it("sends a signed-in user away from a guest-only page to the stored way back", async () => {
    const { router } = renderApp("/login?next=%2Fnotifications", { account: testAccount() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/notifications"));
  });

  it("opens the dashboard in its layout, with the side navigation of the user's abilities", async () => {
    renderApp("/dashboard", { account: staff });
    const nav = await screen.findByTestId("side-nav");
    const links = Array.from(nav.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/dashboard", "/article-management"]);
    expect(screen.getByTestId("dashboard-footer").textContent).toContain("GMT+07:00");
  });

  it("shows the splash screen only while the account info has to be fetched", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderApp("/notifications", { account: undefined });
    expect(await screen.findByTestId("splash")).toBeTruthy();
    await act(async () =>
      answer(
        new Response(JSON.stringify({ error: { message: "x", code: "UNAUTHENTICATED" } }), {
          status: 401,
        }),
      ),
    );
    await screen.findByRole("heading", { name: "Đăng nhập" });
    expect(screen.queryByTestId("splash")).toBeNull();
  });

  it("never shows the splash screen when the page data carries the account", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderApp("/khong-co", { account: null });
    expect(screen.queryByTestId("splash")).toBeNull();
    await screen.findByRole("heading", { name: "Không tìm thấy nội dung" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("announces a page view on each route change", async () => {
    const views: PageViewDetail[] = [];
    const listener = (event: Event) => views.push((event as CustomEvent<PageViewDetail>).detail);
    window.addEventListener(PAGE_VIEW_EVENT, listener);
    const { router } = renderApp("/forbidden-error");
    await screen.findByRole("heading", { name: "Truy cập bị từ chối" });
    await act(() => router.navigate("/unexpected-error?from=test"));
    await screen.findByRole("heading", { name: "Ôi... Đã có lỗi xảy ra" });
    window.removeEventListener(PAGE_VIEW_EVENT, listener);
    expect(views.map((view) => view.path)).toEqual([
      "/forbidden-error",
      "/unexpected-error?from=test",
    ]);
    expect(document.title).toBe("Ôi... Đã có lỗi xảy ra | Học Việt");
  });

  it("sends the reader to login when the session ended elsewhere (a 401 on any call)", async () => {
    stubApi({
      ...SIGNED_IN_API,
      "GET /api/notification/list": () => {
        throw { status: 401, error: { code: "UNAUTHENTICATED", message: "Vui lòng đăng nhập" } };
      },
    });
    const { router } = renderApp("/notifications", { account: testAccount() });
    await screen.findByRole("heading", { name: "Đăng nhập" });
    expect(router.state.location.search).toBe("?next=%2Fnotifications");
  });
});
