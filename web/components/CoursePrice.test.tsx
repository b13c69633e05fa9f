import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PromotionRow } from "../api/records.ts";
import { renderWithApp } from "../test-utils.tsx";
import { CoursePrice } from "./CoursePrice.tsx";

const NOW = new Date("2026-11-22T07:00:00.000Z");

const promotion: PromotionRow = {
  id: 1,
  slug: "black-friday",
  name: "Black Friday",
  description: "",
  discount_percentage: 30,
  start_time: "2026-11-20T00:00:00.000Z",
  end_time: "2026-11-30T00:00:00.000Z",
  visibility: "PUBLIC",
  priority: 0,
  image_id: null,
};

afterEach(cleanup);

describe("CoursePrice", () => {
  it("shows the sale price, the discount and the struck list price while a promotion runs", () => {
    renderWithApp(<CoursePrice price={1_290_000} promotion={promotion} now={NOW} />);
    expect(screen.getByTestId("sale-price").textContent).toBe("903.000đ");
    const list = screen.getByTestId("list-price");
    expect(list.tagName).toBe("S");
    expect(list.textContent).toContain("1.290.000đ");
    expect(screen.getByTestId("discount").textContent).toBe("Giảm 30%");
  });

  it("shows the list price alone when the promotion has ended", () => {
    const ended = { ...promotion, end_time: "2026-11-21T00:00:00.000Z" };
    renderWithApp(<CoursePrice price={1_290_000} promotion={ended} now={NOW} />);
    expect(screen.getByTestId("sale-price").textContent).toBe("1.290.000đ");
    expect(screen.queryByTestId("list-price")).toBeNull();
    expect(screen.queryByTestId("discount")).toBeNull();
  });

  it("reads Free (Miễn phí) at price 0, without a discount", () => {
    renderWithApp(<CoursePrice price={0} promotion={promotion} now={NOW} />);
    expect(screen.getByTestId("sale-price").textContent).toBe("Miễn phí");
    expect(screen.queryByTestId("discount")).toBeNull();
    expect(screen.getByTestId("course-price").hasAttribute("data-free")).toBe(true);
  });

  it("uses the page's locale: English grouping and Free", () => {
    renderWithApp(<CoursePrice price={1_290_000} promotion={promotion} now={NOW} />, {
      locale: "en",
    });
    expect(screen.getByTestId("sale-price").textContent).toBe("903,000đ");
    expect(screen.getByTestId("discount").textContent).toBe("30% off");
    cleanup();
    renderWithApp(<CoursePrice price={0} promotion={undefined} now={NOW} />, { locale: "en" });
    expect(screen.getByTestId("sale-price").textContent).toBe("Free");
  });
});
