import { describe, expect, it } from "vitest";
import { headerBannerPlace, isBannerActive } from "./header-banners.ts";

describe("isBannerActive (issue 16: a banner's optional active dates)", () => {
  const now = "2026-11-25T05:00:00.000Z";
  it("shows a banner without dates, and one between its start and its end", () => {
    expect(isBannerActive({}, now)).toBe(true);
    expect(isBannerActive({ starts_at: null, ends_at: null }, now)).toBe(true);
    expect(
      isBannerActive(
        { starts_at: "2026-11-25T04:59:59.999Z", ends_at: "2026-11-25T05:00:00.001Z" },
        now,
      ),
    ).toBe(true);
    expect(isBannerActive({ starts_at: now }, now)).toBe(true);
  });

  it("hides one not started yet, and one whose end has come", () => {
    expect(isBannerActive({ starts_at: "2026-11-25T05:00:00.001Z" }, now)).toBe(false);
    expect(isBannerActive({ ends_at: now }, now)).toBe(false);
    expect(isBannerActive({ ends_at: "2026-01-01T00:00:00.000Z" }, now)).toBe(false);
  });

  it("leaves the header's choice of place alone", () => {
    expect(headerBannerPlace(true, () => true)).toBe("HOME_HEADER");
  });
});
