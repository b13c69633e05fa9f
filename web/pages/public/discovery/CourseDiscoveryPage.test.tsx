import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_DISCOVER_QUERY } from "../../../../shared/course-discover.ts";
import { SEARCH_DEBOUNCE_MS } from "../../../components/SearchBox.tsx";
import { renderApp, stubApi } from "../../../test-utils.tsx";
import {
  applyDiscoverChanges,
  isFiltered,
  shownSort,
  sortChoices,
  sortToStore,
} from "./discover-state.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function course(id: number, name: string, price: number) {
  return {
    id,
    slug: `khoa-hoc-${id}`,
    name,
    description: null,
    price,
    avatar_image_id: null,
    promotional_avatar_image_id: null,
    promotion_id: null,
    creator_id: null,
    delivery: "ONLINE",
    priority: 0,
    update_time: "2026-11-01T00:00:00.000Z",
  };
}

/** The discover API: 30 courses in all, the page asked for by offset. */
function discoverApi() {
  return (_body: unknown, url: URL) => {
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const items = Array.from({ length: 12 }, (_, i) =>
      course(offset + i + 1, `Khóa học ${offset + i + 1}`, 100_000),
    ).filter((c) => c.id <= 30);
    return { items, refs: {}, total: 30 };
  };
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe("course discovery URL state", () => {
  it("shows the filters of the URL and sends them to the API", async () => {
    const calls = stubApi({ "GET /api/course/discover": discoverApi() });
    renderApp("/courses?q=lap%20trinh&price=free&delivery=onsite&on_promotion=1&sort=newest");
    await screen.findAllByTestId("course-card");

    const filters = screen.getAllByTestId("filter-price")[0] as HTMLElement;
    expect(within(filters).getByLabelText("Miễn phí")).toHaveProperty("checked", true);
    const delivery = screen.getAllByTestId("filter-delivery")[0] as HTMLElement;
    expect(within(delivery).getByLabelText("Tại lớp")).toHaveProperty("checked", true);
    expect(screen.getAllByRole("switch", { name: "Đang khuyến mãi" })[0]).toHaveProperty(
      "checked",
      true,
    );
    expect(screen.getByRole("searchbox", { name: "Tìm khóa học" })).toHaveProperty(
      "value",
      "lap trinh",
    );
    expect(screen.getByTestId("discovery-sort").getAttribute("value")).toBe("Mới nhất");
    expect(screen.getByTestId("result-count").textContent).toBe("30 khóa học cho “lap trinh”");

    const request = calls.find((c) => c.path === "/api/course/discover")?.url.searchParams;
    expect(Object.fromEntries(request ?? [])).toEqual({
      q: "lap trinh",
      price: "free",
      delivery: "onsite",
      on_promotion: "1",
      sort: "newest",
    });
  });

  it("puts a picked filter into the URL and goes back to the first page", async () => {
    stubApi({ "GET /api/course/discover": discoverApi() });
    const { router } = renderApp("/courses?offset=12");
    await screen.findAllByTestId("course-card");
    const price = screen.getAllByTestId("filter-price")[0] as HTMLElement;
    fireEvent.click(within(price).getByLabelText("Có phí"));
    await vi.waitFor(() => expect(search(router).get("price")).toBe("paid"));
    expect(search(router).get("offset")).toBeNull();

    const toggle = screen.getAllByRole("switch", { name: "Đang khuyến mãi" })[0] as HTMLElement;
    fireEvent.click(toggle);
    await vi.waitFor(() => expect(search(router).get("on_promotion")).toBe("1"));
    expect(search(router).get("price")).toBe("paid");
  });

  it("pages by 12 through the offset of the URL", async () => {
    const calls = stubApi({ "GET /api/course/discover": discoverApi() });
    const { router } = renderApp("/courses?price=paid");
    await screen.findByText("Khóa học 1");
    const pager = screen.getByTestId("discovery-pager");
    fireEvent.click(within(pager).getByRole("button", { name: "2" }));
    await screen.findByText("Khóa học 13");
    expect(Object.fromEntries(search(router))).toEqual({ price: "paid", offset: "12" });
    expect(calls.at(-1)?.url.searchParams.get("offset")).toBe("12");
  });

  it("searches ~300 ms after typing stops, replacing the history entry", async () => {
    stubApi({ "GET /api/course/discover": discoverApi() });
    const { router } = renderApp("/courses?delivery=online");
    await screen.findAllByTestId("course-card");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = screen.getByRole("searchbox", { name: "Tìm khóa học" });
    fireEvent.change(box, { target: { value: "excel" } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100));
    expect(search(router).get("q")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(Object.fromEntries(search(router))).toEqual({ q: "excel", delivery: "online" });
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("submits the search at once on Enter", async () => {
    stubApi({ "GET /api/course/discover": discoverApi() });
    const { router } = renderApp("/courses");
    await screen.findAllByTestId("course-card");
    const box = screen.getByRole("searchbox", { name: "Tìm khóa học" });
    fireEvent.change(box, { target: { value: "  tiếng anh " } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    await vi.waitFor(() => expect(search(router).get("q")).toBe("tiếng anh"));
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("offers a reset in the empty state that clears the URL", async () => {
    stubApi({ "GET /api/course/discover": () => ({ items: [], refs: {}, total: 0 }) });
    const { router } = renderApp("/courses?q=zzz&price=free");
    fireEvent.click(await screen.findByTestId("reset-filters"));
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("searchbox", { name: "Tìm khóa học" })).toHaveProperty("value", "");
  });
});

describe("discover state", () => {
  const base = DEFAULT_DISCOVER_QUERY;

  it("offers relevance only with search text, and shows Featured without it", () => {
    expect(sortChoices(base)).not.toContain("relevance");
    expect(sortChoices({ ...base, q: "excel" })).toContain("relevance");
    expect(shownSort(base)).toBe("priority");
    expect(shownSort({ ...base, q: "excel" })).toBe("relevance");
    expect(sortToStore(base, "priority")).toBe("relevance");
    expect(sortToStore({ ...base, q: "excel" }, "priority")).toBe("priority");
  });

  it("goes back to the first page on any change but a page change", () => {
    const paged = { ...base, offset: 24 };
    expect(applyDiscoverChanges(paged, { price: "free" }).offset).toBe(0);
    expect(applyDiscoverChanges(paged, { offset: 36 }).offset).toBe(36);
    expect(applyDiscoverChanges(paged, { q: "  excel " }).q).toBe("excel");
  });

  it("knows when something narrows the list", () => {
    expect(isFiltered(base)).toBe(false);
    expect(isFiltered({ ...base, sort: "priority" })).toBe(false);
    expect(isFiltered({ ...base, sort: "newest" })).toBe(true);
    expect(isFiltered({ ...base, onPromotion: true })).toBe(true);
  });
});
