import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, stubApi } from "../../../test-utils.tsx";

// The discovery list against a stubbed list API: 30 articles, "Python" in the names of three.

const ARTICLES = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  slug: `bai-${i + 1}`,
  name: i % 10 === 0 ? `Học Python phần ${i + 1}` : `Bài viết số ${i + 1}`,
  description: null,
  avatar_image_id: null,
  banner_image_id: null,
  creator_id: null,
  update_time: "2026-11-01T00:00:00.000Z",
}));

function stubArticles() {
  return stubApi({
    "GET /api/article/list": (_body, url) => {
      const search = url.searchParams.get("search")?.toLowerCase();
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Number(url.searchParams.get("limit"));
      const found = search
        ? ARTICLES.filter((a) => a.name.toLowerCase().includes(search))
        : ARTICLES;
      return { items: found.slice(offset, offset + limit), refs: {}, total: found.length };
    },
  });
}

const names = () =>
  screen.queryAllByTestId("article-item").map((item) => item.querySelector("h3")?.textContent);

describe("ArticleDiscoveryPage", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("reads the page from the URL and moves to another page in it", async () => {
    stubArticles();
    const { router } = renderApp("/articles?page=3");
    await waitFor(() => expect(names()).toEqual(ARTICLES.slice(24).map((a) => a.name)));
    fireEvent.click(screen.getByRole("button", { name: "1" }));
    await waitFor(() => expect(names()).toHaveLength(12));
    expect(router.state.location.search).toBe("");
    expect(names()[0]).toBe(ARTICLES[0]?.name);
  });

  it("puts the typed search into the URL once typing settles, back on page 1", async () => {
    const calls = stubArticles();
    const { router } = renderApp("/articles?page=2");
    await waitFor(() => expect(names()).toHaveLength(12));
    const box = screen.getByRole("searchbox", { name: "Tìm bài viết" });
    fireEvent.change(box, { target: { value: "pyt" } });
    fireEvent.change(box, { target: { value: "python" } });
    await waitFor(() => expect(router.state.location.search).toBe("?q=python"));
    await waitFor(() =>
      expect(names()).toEqual(["Học Python phần 1", "Học Python phần 11", "Học Python phần 21"]),
    );
    // Debounced: the half-typed text was never asked for.
    expect(calls.some((call) => call.url.searchParams.get("search") === "pyt")).toBe(false);

    fireEvent.change(box, { target: { value: "khong co" } });
    await screen.findByTestId("articles-empty");
    fireEvent.click(screen.getByRole("button", { name: "Xem tất cả bài viết" }));
    await waitFor(() => expect(names()).toHaveLength(12));
    expect(router.state.location.search).toBe("");
    expect(box).toHaveProperty("value", "");

    // Back brings the previous search, and the box follows.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box).toHaveProperty("value", "khong co"));
  });
});
