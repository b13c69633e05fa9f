import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ImageRow, ListResult } from "../../../api/records.ts";
import { renderWithApp } from "../../../test-utils.tsx";
import { AUTOPLAY_MS, BannerCarousel } from "./BannerCarousel.tsx";
import type { BannerRow } from "./banners.ts";

function image(id: number): ImageRow {
  return {
    id,
    title: null,
    path: "images/2026/11/",
    basename: `banner-${id}`,
    extension: ".jpg",
    width: 1920,
    height: 549,
    variants: { "0w": 1920, "100w": 100, "640w": 640, "1280w": 1280, "1920w": 1920 },
  };
}

const banners: BannerRow[] = [
  {
    id: 1,
    place: "HOME_HEADER",
    caption: "Học mỗi ngày",
    image_id: 11,
    linked_url: "/courses",
    sort_order: 0,
  },
  {
    id: 2,
    place: "HOME_HEADER",
    caption: "Flash sale",
    image_id: 12,
    linked_url: null,
    sort_order: 1,
  },
  {
    id: 3,
    place: "HOME_HEADER",
    caption: "VietQR",
    image_id: 13,
    linked_url: "https://example.com/qr",
    sort_order: 2,
  },
];
const refs: ListResult["refs"] = { image: { 11: image(11), 12: image(12), 13: image(13) } };

/** happy-dom has no media queries: every query answers `matches` as given. */
function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function activeCaption() {
  const slides = screen.getAllByRole("group");
  const active = slides.find((slide) => slide.hasAttribute("data-active"));
  return active ? within(active).getByRole("img").getAttribute("alt") : null;
}

function renderCarousel(items = banners, priority: "high" | "low" = "high") {
  return renderWithApp(
    <BannerCarousel
      banners={items}
      refs={refs}
      ratio={3.5}
      sizes="100vw"
      priority={priority}
      testId="c"
    />,
  );
}

describe("BannerCarousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows a single banner as a link with its caption as alt text, first and eager", () => {
    renderCarousel([banners[0] as BannerRow]);
    const link = screen.getByRole("link", { name: "Học mỗi ngày" });
    expect(link.getAttribute("href")).toBe("/courses");
    const img = within(link).getByRole("img");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("sizes")).toBe("100vw");
    expect(img.getAttribute("srcset")).toContain("1920w");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("loads only the first of several banners eagerly; a banner without a URL is no link", () => {
    renderCarousel();
    const images = screen.getAllByRole("img", { hidden: true });
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
    expect(images.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", null, null]);
    expect(screen.getAllByTestId("banner-link").map((a) => a.getAttribute("href"))).toEqual([
      "/courses",
      "https://example.com/qr",
    ]);
  });

  it("loads the first banner at once but at low priority where a larger image below it is the largest paint", () => {
    renderCarousel(banners, "low");
    const images = screen.getAllByRole("img", { hidden: true });
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
    expect(images.map((img) => img.getAttribute("fetchpriority"))).toEqual(["low", null, null]);
  });

  it("moves with the arrows and the dots, wrapping around, the hidden slides inert", () => {
    renderCarousel();
    expect(activeCaption()).toBe("Học mỗi ngày");
    fireEvent.click(screen.getByRole("button", { name: "Banner tiếp theo" }));
    expect(activeCaption()).toBe("Flash sale");
    fireEvent.click(screen.getByRole("button", { name: "Xem banner 3" }));
    expect(activeCaption()).toBe("VietQR");
    expect(screen.getByRole("button", { name: "Xem banner 3" }).getAttribute("aria-current")).toBe(
      "true",
    );
    fireEvent.click(screen.getByRole("button", { name: "Banner tiếp theo" }));
    expect(activeCaption()).toBe("Học mỗi ngày");
    fireEvent.click(screen.getByRole("button", { name: "Banner trước" }));
    expect(activeCaption()).toBe("VietQR");
    const inactive = screen.getAllByRole("group").filter((s) => !s.hasAttribute("data-active"));
    expect(inactive.every((slide) => slide.hasAttribute("inert"))).toBe(true);
  });

  it("moves on by itself, and not while the pointer or the focus is on it", () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(activeCaption()).toBe("Flash sale");

    const carousel = screen.getByTestId("c");
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(activeCaption()).toBe("Flash sale");
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(activeCaption()).toBe("VietQR");

    act(() => screen.getByRole("button", { name: "Banner trước" }).focus());
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(activeCaption()).toBe("VietQR");
    act(() => screen.getByRole("button", { name: "Banner trước" }).blur());
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(activeCaption()).toBe("Học mỗi ngày");
  });

  it("keeps moving on, one banner after another, back to the first", () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(activeCaption()).toBe("Flash sale");
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(activeCaption()).toBe("VietQR");
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(activeCaption()).toBe("Học mỗi ngày");
  });

  it("stays still for readers who asked for reduced motion", () => {
    mockReducedMotion(true);
    renderCarousel();
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(activeCaption()).toBe("Học mỗi ngày");
  });
});
