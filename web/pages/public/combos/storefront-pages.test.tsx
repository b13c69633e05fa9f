import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, stubApi } from "../../../test-utils.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function course(id: number, name: string, price: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    slug: `khoa-${id}`,
    name,
    description: null,
    price,
    avatar_image_id: null,
    promotional_avatar_image_id: null,
    promotion_id: null,
    creator_id: 5,
    delivery: "ONLINE",
    priority: 0,
    update_time: "2026-11-01T00:00:00.000Z",
    ...extra,
  };
}

const combo = {
  id: 3,
  slug: "combo-web",
  name: "Combo Web",
  description: "Ba khóa học",
  price: 2_000_000,
  image_id: null,
  promotional_image_id: null,
  // The combo's order, not the ids' order.
  course_ids: [12, 10, 11],
};

describe("combo page", () => {
  it("shows the combo price beside the sum of its courses' sale prices, and its courses in order", async () => {
    stubApi({
      "GET /api/combo/get": () => ({
        items: [combo],
        refs: {
          course: {
            10: course(10, "Khóa A", 900_000, { promotion_id: 7 }),
            11: course(11, "Khóa B", 1_000_000),
            12: course(12, "Khóa C", 500_000),
          },
          course_user: { 5: { id: 5, full_name: "Đỗ Quang Huy" } },
          course_promotion: {
            7: {
              id: 7,
              slug: "flash",
              name: "Flash",
              discount_percentage: 40,
              start_time: "2020-01-01T00:00:00.000Z",
              end_time: "2099-01-01T00:00:00.000Z",
            },
          },
        },
        total: 1,
      }),
    });
    renderApp("/combos/combo-web");
    expect(await screen.findByRole("heading", { level: 1, name: "Combo Web" })).toBeTruthy();
    expect(screen.getByTestId("combo-price").textContent).toBe("2.000.000đ");
    // Against today's sale prices (Khóa A's promotion: 540.000đ), not list prices (2.400.000đ).
    expect(screen.getByTestId("combo-courses-total").textContent).toBe("2.040.000đ");
    expect(screen.getByTestId("combo-saving").textContent).toBe("Tiết kiệm 40.000đ");
    expect(screen.getByTestId("buy-combo").getAttribute("href")).toBe("/checkout/combo/3");

    const cards = within(screen.getByTestId("combo-courses")).getAllByTestId("course-card");
    expect(cards.map((card) => card.querySelector("h3")?.textContent)).toEqual([
      "Khóa C",
      "Khóa A",
      "Khóa B",
    ]);
    // The cards read the courses' creators and promotions from the course_* refs.
    expect(cards[1]?.textContent).toContain("Đỗ Quang Huy");
    expect(within(cards[1] as HTMLElement).getByTestId("sale-price").textContent).toBe("540.000đ");
  });

  it("is Content not found for an unknown slug", async () => {
    stubApi({
      "GET /api/combo/get": () => {
        throw { status: 404, error: { code: "NOT_FOUND", message: "Không tìm thấy nội dung" } };
      },
    });
    renderApp("/combos/khong-co");
    expect(await screen.findByText("Không tìm thấy nội dung")).toBeTruthy();
  });
});

describe("promotion page", () => {
  it("says Ended once the promotion is over, and lists the covered courses", async () => {
    stubApi({
      "GET /api/promotion/get": () => ({
        items: [
          {
            id: 7,
            slug: "he",
            name: "Ưu đãi hè",
            description: null,
            discount_percentage: 30,
            start_time: "2025-06-01T00:00:00.000Z",
            end_time: "2025-07-01T00:00:00.000Z",
            image_id: null,
          },
        ],
        refs: {
          course: {
            1: course(1, "Khóa thấp", 100_000, { promotion_id: 7, priority: 1 }),
            2: course(2, "Khóa cao", 200_000, { promotion_id: 7, priority: 9 }),
          },
        },
        total: 1,
      }),
    });
    renderApp("/promotions/he");
    expect(await screen.findByTestId("promotion-notice")).toBeTruthy();
    expect(screen.getByTestId("promotion-phase").textContent).toBe("Đã kết thúc");
    expect(screen.queryByTestId("promotion-countdown")).toBeNull();
    const cards = within(screen.getByTestId("promotion-courses")).getAllByTestId("course-card");
    expect(cards.map((card) => card.querySelector("h3")?.textContent)).toEqual([
      "Khóa cao",
      "Khóa thấp",
    ]);
    // Over: the list price again, no discount.
    expect(within(cards[0] as HTMLElement).queryByTestId("discount")).toBeNull();
  });
});

describe("combo list", () => {
  it("asks for the page of ?page= by offset", async () => {
    const calls = stubApi({
      "GET /api/combo/list": () => ({
        items: [{ ...combo, course_ids: [1, 2] }],
        refs: {},
        total: 13,
      }),
    });
    renderApp("/combos?page=2");
    expect(await screen.findByText("2 khóa học")).toBeTruthy();
    expect(calls[0]?.url.searchParams.get("offset")).toBe("12");
  });
});
