import { describe, expect, it } from "vitest";
import type { OrderAnswer } from "../../api/orders.ts";
import { orderReview, paidCourses, trackedItems } from "./order-review.ts";

const payment: OrderAnswer["payment"] = {
  bank: {
    name: "DEMO BANK",
    bin: "970415",
    branch: "Demo",
    accountName: "TAI KHOAN THU NGHIEM",
    accountNumber: "0000123456789",
    demo: true,
  },
  amount: 1_000_000,
  message: "HV7K3M9Q2A",
  qrPayload: "000201…",
};

const order: OrderAnswer["order"] = {
  id: 3,
  item_type: "COURSE",
  item_id: 5,
  amount: 1_000_000,
  reference_code: "HV7K3M9Q2A",
  status: "AWAITING_PAYMENT",
  create_time: "2026-11-22T07:00:00.000Z",
  paid_time: null,
  expire_time: "2026-11-29T07:00:00.000Z",
  received: 0,
};

const course = { id: 5, name: "ReactJS", slug: "reactjs", price: 1_490_000, salePrice: 1_490_000 };

describe("orderReview", () => {
  it("shows a course's list price and the promotion's discount", () => {
    const answer: OrderAnswer = {
      kind: "order",
      order,
      items: [{ id: 1, course_id: 5, fee: 1_000_000 }],
      item: { type: "course", ...course },
      courses: [course],
      ownedCourseIds: [],
      payment,
    };
    expect(orderReview(answer)).toEqual({
      courses: [],
      listPrice: 1_490_000,
      discount: 490_000,
      amount: 1_000_000,
    });
    expect(trackedItems(answer)).toEqual([{ id: 5, name: "ReactJS", price: 1_000_000 }]);
  });

  it("lists a combo's courses, owned ones last and not counted in the list price", () => {
    const a = { id: 1, name: "A", slug: "a", price: 600_000, salePrice: 600_000 };
    const b = { id: 2, name: "B", slug: "b", price: 700_000, salePrice: 700_000 };
    const c = { id: 3, name: "C", slug: "c", price: 400_000, salePrice: 400_000 };
    const answer: OrderAnswer = {
      kind: "order",
      order: { ...order, item_type: "COMBO", item_id: 9 },
      items: [
        { id: 1, course_id: 1, fee: 461_539 },
        { id: 2, course_id: 3, fee: 538_461 },
      ],
      item: { type: "combo", id: 9, name: "Combo", slug: "combo", price: 1_000_000 },
      courses: [a, b, c],
      ownedCourseIds: [2],
      payment,
    };
    const review = orderReview(answer);
    expect(review.courses.map((x) => [x.id, x.owned])).toEqual([
      [1, false],
      [3, false],
      [2, true],
    ]);
    expect(review.listPrice).toBe(1_000_000);
    expect(review.discount).toBe(0);
    expect(paidCourses(answer).map((x) => x.id)).toEqual([1, 3]);
    expect(trackedItems(answer)[0]?.id).toBe("combo-9");
  });

  it("measures a combo's saving against today's sale prices, and shows none when there is none", () => {
    // Two missing courses on promotion: 400k and 300k today (500k and 400k list).
    const a = { id: 1, name: "A", slug: "a", price: 500_000, salePrice: 400_000 };
    const b = { id: 2, name: "B", slug: "b", price: 400_000, salePrice: 300_000 };
    const owned = { id: 3, name: "C", slug: "c", price: 300_000, salePrice: 300_000 };
    const answer = (amount: number): OrderAnswer => ({
      kind: "order",
      order: { ...order, item_type: "COMBO", item_id: 9, amount },
      items: [
        { id: 1, course_id: 1, fee: amount - 1 },
        { id: 2, course_id: 2, fee: 1 },
      ],
      item: { type: "combo", id: 9, name: "Combo", slug: "combo", price: 1_000_000 },
      courses: [a, b, owned],
      ownedCourseIds: [3],
      payment: { ...payment, amount },
    });
    const cheaper = orderReview(answer(650_000));
    expect(cheaper.listPrice).toBe(700_000);
    expect(cheaper.discount).toBe(50_000);
    // Capped at the sale prices: no saving left to show (the list prices would claim 200k).
    const capped = orderReview(answer(700_000));
    expect(capped.listPrice).toBe(700_000);
    expect(capped.discount).toBe(0);
  });
});
