import { describe, expect, it } from "vitest";
import { type BannerRow, type BannersAnswer, bannersAt, headerBanners } from "./banners.ts";
import { featuredNews } from "./featured-news.ts";

const articles = (...ids: number[]) => ids.map((id) => ({ id }));

describe("featuredNews", () => {
  it("leaves out the featured articles and keeps the latest first", () => {
    const latest = articles(9, 3, 7, 1, 4, 8, 2, 6, 5, 10, 11);
    expect(featuredNews(latest, [3, 1, 8, 5, 11]).map((a) => a.id)).toEqual([9, 7, 4, 2, 6, 10]);
  });

  it("shows at most 6 and fewer when fewer are left", () => {
    expect(featuredNews(articles(1, 2, 3, 4, 5, 6, 7, 8), [])).toHaveLength(6);
    expect(featuredNews(articles(1, 2, 3), [2]).map((a) => a.id)).toEqual([1, 3]);
  });
});

function banner(id: number, place: BannerRow["place"]): BannerRow {
  return { id, place, caption: `Banner ${id}`, image_id: id, linked_url: null, sort_order: 0 };
}

describe("home banners", () => {
  const answer: BannersAnswer = {
    items: [
      banner(1, "HOME_HEADER"),
      banner(2, "HOME_HEADER_ON_MOBILE"),
      banner(3, "HOME_HEADER"),
      banner(4, "HOME_MIDDLE"),
    ],
    refs: {},
    total: 4,
  };

  it("picks the banners of a place in their order", () => {
    expect(bannersAt(answer, "HOME_HEADER").map((b) => b.id)).toEqual([1, 3]);
    expect(bannersAt(answer, "HOME_BOTTOM")).toEqual([]);
    expect(bannersAt(undefined, "HOME_MIDDLE")).toEqual([]);
  });

  it("shows the desktop header from 600px and the mobile one below", () => {
    expect(headerBanners(answer, true)).toEqual({
      banners: [answer.items[0], answer.items[2]],
      mobileShape: false,
    });
    expect(headerBanners(answer, false)).toEqual({ banners: [answer.items[1]], mobileShape: true });
  });

  it("lets one header place stand in for the other when it is empty", () => {
    const desktopOnly = { ...answer, items: [banner(1, "HOME_HEADER")] };
    expect(headerBanners(desktopOnly, false)).toEqual({
      banners: desktopOnly.items,
      mobileShape: false,
    });
    const mobileOnly = { ...answer, items: [banner(2, "HOME_HEADER_ON_MOBILE")] };
    expect(headerBanners(mobileOnly, true)).toEqual({
      banners: mobileOnly.items,
      mobileShape: true,
    });
  });
});
