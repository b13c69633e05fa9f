import { describe, expect, it } from "vitest";
import { courseAction, orderCheckoutPath } from "./action-state.ts";

const base = { courseId: 12, salePrice: 0, signedIn: true, currentPath: "/courses/python" };

describe("courseAction", () => {
  it("offers Learn now to a student whose enrollment gives access", () => {
    for (const status of ["ACTIVE", "COMPLETED"] as const) {
      expect(
        courseAction({ ...base, salePrice: 500_000, enrollment: { status, order_id: 3 } }),
      ).toEqual({ kind: "learn", to: "/learning/12" });
    }
  });

  it("offers Complete enrollment, with its order, to an enrollment awaiting payment", () => {
    expect(
      courseAction({ ...base, enrollment: { status: "AWAITING_PAYMENT", order_id: 41 } }),
    ).toEqual({ kind: "complete", orderId: 41, fallback: "/checkout/course/12" });
  });

  it("offers Enroll now on a free course, sending a visitor to log in and back", () => {
    expect(courseAction({ ...base, enrollment: null })).toEqual({
      kind: "enroll",
      signInFirst: null,
    });
    expect(courseAction({ ...base, enrollment: undefined, signedIn: false })).toEqual({
      kind: "enroll",
      signInFirst: "/login?next=%2Fcourses%2Fpython",
    });
  });

  it("offers Buy now on a paid course, also after a cancelled enrollment", () => {
    const buy = { kind: "buy", to: "/checkout/course/12" };
    expect(courseAction({ ...base, salePrice: 1, enrollment: null })).toEqual(buy);
    expect(courseAction({ ...base, salePrice: 1, enrollment: null, signedIn: false })).toEqual(buy);
    expect(
      courseAction({ ...base, salePrice: 1, enrollment: { status: "CANCELLED", order_id: 9 } }),
    ).toEqual(buy);
  });

  it("offers Enroll now again after a cancelled enrollment of a course now free", () => {
    expect(courseAction({ ...base, enrollment: { status: "CANCELLED", order_id: 9 } }).kind).toBe(
      "enroll",
    );
  });
});

describe("orderCheckoutPath", () => {
  it("leads to the checkout of the course or combo the order is for", () => {
    expect(orderCheckoutPath({ item_type: "COURSE", item_id: 5 }, "/x")).toBe("/checkout/course/5");
    expect(orderCheckoutPath({ item_type: "COMBO", item_id: 2 }, "/x")).toBe("/checkout/combo/2");
  });

  it("falls back to the course's checkout when the order is unknown", () => {
    expect(orderCheckoutPath(null, "/checkout/course/12")).toBe("/checkout/course/12");
    expect(orderCheckoutPath(undefined, "/checkout/course/12")).toBe("/checkout/course/12");
    expect(orderCheckoutPath({ item_type: "COURSE", item_id: 0 }, "/f")).toBe("/f");
  });
});
