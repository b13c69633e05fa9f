import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseVietQrPayload } from "../../../shared/vietqr/payload.ts";
import {
  createComboWithCourses,
  createCourse,
  createEnrollment,
  createPromotion,
  createUser,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { REFERENCE_ALPHABET } from "./reference-code.ts";

const BANK = {
  BANK_NAME: "Vietcombank",
  BANK_BIN: "970436",
  BANK_BRANCH: "Hà Nội",
  BANK_ACCOUNT_NAME: "CONG TY HOC VIET",
  BANK_ACCOUNT_NUMBER: "0123499999",
};
const DAY = 86_400_000;

describe.each(engines())("checkout on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: BANK });
  });
  afterAll(() => t.close());

  async function student(values: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(t.db, values);
    return { user, cookie: await signIn(t, user.id) };
  }
  const checkout = (
    cookie: { cookie: string } | undefined,
    type: string,
    id: number,
    locale = "en",
  ) =>
    t.app.inject({
      method: "POST",
      url: `/api/order/checkout?locale=${locale}`,
      headers: cookie ?? {},
      payload: { type, id },
    });
  const ordersOf = (userId: number) =>
    t.db.selectFrom("order").selectAll().where("user_id", "=", userId).orderBy("id").execute();
  const enrollmentsOf = (userId: number) =>
    t.db
      .selectFrom("enrollment")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("course_id")
      .execute();

  it("creates the order of a paid course at today's sale price, with how to pay it", async () => {
    const { user, cookie } = await student();
    const promotion = await createPromotion(t.db, { discount_percentage: 20 });
    const course = await createCourse(t.db, { price: 500_000, promotion_id: promotion.id });
    const before = Date.now();
    const res = await checkout(cookie, "course", course.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.kind).toBe("order");
    const { order, items, item, payment } = data;
    expect(order).toMatchObject({
      item_type: "COURSE",
      item_id: course.id,
      amount: 400_000,
      status: "AWAITING_PAYMENT",
      paid_time: null,
    });
    expect(order.reference_code).toMatch(new RegExp(`^HV[${REFERENCE_ALPHABET}]{8}$`));
    const expires = Date.parse(order.expire_time) - Date.parse(order.create_time);
    expect(Math.abs(expires - 7 * DAY)).toBeLessThan(60_000);
    expect(Date.parse(order.expire_time)).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(items).toEqual([{ id: expect.any(Number), course_id: course.id, fee: 400_000 }]);
    expect(item).toEqual({
      type: "course",
      id: course.id,
      name: course.name,
      slug: course.slug,
      price: 500_000,
    });
    expect(payment).toMatchObject({
      bank: {
        name: "Vietcombank",
        bin: "970436",
        branch: "Hà Nội",
        accountName: "CONG TY HOC VIET",
        accountNumber: "0123499999",
        demo: false,
      },
      amount: 400_000,
      message: order.reference_code,
    });
    expect(parseVietQrPayload(payment.qrPayload)).toMatchObject({
      bin: "970436",
      accountNumber: "0123499999",
      amount: 400_000,
      message: order.reference_code,
      service: "QRIBFTTA",
    });
    expect(await enrollmentsOf(user.id)).toEqual([
      expect.objectContaining({
        course_id: course.id,
        status: "AWAITING_PAYMENT",
        order_id: order.id,
        fee: 400_000,
      }),
    ]);
    // Its expiry is queued at its expire_time.
    const jobs = await t.db
      .selectFrom("job")
      .selectAll()
      .where("name", "=", "orders.expire")
      .execute();
    expect(jobs.map((j) => j.run_at)).toContain(order.expire_time);
  });

  it("returns the open order instead of creating another, even when asked several times at once", async () => {
    const { user, cookie } = await student();
    const course = await createCourse(t.db, { price: 300_000 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => checkout(cookie, "course", course.id)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    const ids = new Set(answers.map((a) => a.json().data.order.id));
    expect(ids.size).toBe(1);
    const again = await checkout(cookie, "course", course.id);
    expect(again.json().data.order.id).toBe([...ids][0]);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(
      await t.db
        .selectFrom("order_item")
        .selectAll()
        .where("order_id", "in", [...ids])
        .execute(),
    ).toHaveLength(1);
  });

  it("charges the full price while the course's promotion is hidden (PRIVATE or ARCHIVED)", async () => {
    const { cookie } = await student();
    const promotion = await createPromotion(t.db, {
      discount_percentage: 40,
      visibility: "PRIVATE",
    });
    const course = await createCourse(t.db, { price: 600_000, promotion_id: promotion.id });
    const answer = (await checkout(cookie, "course", course.id)).json().data;
    expect(answer.order.amount).toBe(600_000);
    expect(parseVietQrPayload(answer.payment.qrPayload).amount).toBe(600_000);
  });

  it("keeps the amount locked after the promotion ends", async () => {
    const { cookie } = await student();
    const promotion = await createPromotion(t.db, { discount_percentage: 50 });
    const course = await createCourse(t.db, { price: 800_000, promotion_id: promotion.id });
    const first = (await checkout(cookie, "course", course.id)).json().data.order;
    expect(first.amount).toBe(400_000);
    await t.db
      .updateTable("promotion")
      .set({ end_time: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", promotion.id)
      .execute();
    const later = (await checkout(cookie, "course", course.id)).json().data;
    expect(later.order.id).toBe(first.id);
    expect(later.order.amount).toBe(400_000);
    expect(later.payment.amount).toBe(400_000);
    expect(parseVietQrPayload(later.payment.qrPayload).amount).toBe(400_000);
  });

  it("after expiry, a new checkout is a new order at today's price, and the enrollment follows it", async () => {
    const { user, cookie } = await student();
    const course = await createCourse(t.db, { price: 600_000 });
    const first = (await checkout(cookie, "course", course.id)).json().data.order;
    await t.db
      .updateTable("order")
      .set({ status: "CANCELLED" })
      .where("id", "=", first.id)
      .execute();
    await t.db
      .updateTable("enrollment")
      .set({ status: "CANCELLED" })
      .where("order_id", "=", first.id)
      .execute();
    await t.db.updateTable("course").set({ price: 650_000 }).where("id", "=", course.id).execute();
    const second = (await checkout(cookie, "course", course.id)).json().data.order;
    expect(second.id).not.toBe(first.id);
    expect(second.reference_code).not.toBe(first.reference_code);
    expect(second.amount).toBe(650_000);
    expect(await enrollmentsOf(user.id)).toEqual([
      expect.objectContaining({ status: "AWAITING_PAYMENT", order_id: second.id, fee: 650_000 }),
    ]);
  });

  it("answers `owned` for a course the student already owns, and creates nothing", async () => {
    const { user, cookie } = await student();
    const course = await createCourse(t.db, { price: 300_000 });
    await createEnrollment(t.db, { user_id: user.id, course_id: course.id, status: "COMPLETED" });
    const res = await checkout(cookie, "course", course.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ kind: "owned", courseId: course.id });
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it("for a combo with an owned course, charges the combo price's share of the courses not owned", async () => {
    const { user, cookie } = await student();
    const owned = await createCourse(t.db, { price: 500_000 });
    const x = await createCourse(t.db, { price: 300_000 });
    const y = await createCourse(t.db, { price: 600_000 });
    await createEnrollment(t.db, { user_id: user.id, course_id: owned.id, status: "ACTIVE" });
    const combo = await createComboWithCourses(t.db, [owned.id, x.id, y.id], { price: 1_000_000 });
    const res = await checkout(cookie, "combo", combo.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // The share of the missing courses: 1,000,000 × 900k / 1,400k = 642,857 (under their
    // sale prices, 900,000).
    expect(data.order).toMatchObject({ item_type: "COMBO", item_id: combo.id, amount: 642_857 });
    // 642,857 split 300k : 600k → 214,285 + 428,571, the remainder (1) on the first line.
    expect(data.items.map((i: { course_id: number; fee: number }) => [i.course_id, i.fee])).toEqual(
      [
        [x.id, 214_286],
        [y.id, 428_571],
      ],
    );
    expect(data.ownedCourseIds).toEqual([owned.id]);
    expect(data.item).toMatchObject({ type: "combo", id: combo.id, price: 1_000_000 });
    expect(data.courses.map((c: { id: number }) => c.id).sort()).toEqual(
      [owned.id, x.id, y.id].sort(),
    );
    const enrollments = await enrollmentsOf(user.id);
    expect(enrollments.find((e) => e.course_id === owned.id)).toMatchObject({
      status: "ACTIVE",
      order_id: null,
    });
    expect(enrollments.find((e) => e.course_id === y.id)).toMatchObject({
      status: "AWAITING_PAYMENT",
      order_id: data.order.id,
      fee: 428_571,
    });
  });

  it("never charges more for a combo's missing courses than their sale prices today", async () => {
    const { user, cookie } = await student();
    const half = await createPromotion(t.db, { discount_percentage: 50 });
    const owned = await createCourse(t.db, { price: 500_000 });
    const x = await createCourse(t.db, { price: 300_000, promotion_id: half.id });
    const y = await createCourse(t.db, { price: 600_000, promotion_id: half.id });
    await createEnrollment(t.db, { user_id: user.id, course_id: owned.id, status: "ACTIVE" });
    const combo = await createComboWithCourses(t.db, [owned.id, x.id, y.id], { price: 1_300_000 });
    const res = await checkout(cookie, "combo", combo.id);
    expect(res.statusCode).toBe(200);
    // The share would be 835,714; bought separately today they cost 150,000 + 300,000.
    expect(res.json().data.order.amount).toBe(450_000);

    // Without an owned course, the combo price still never exceeds today's sale prices.
    const other = await student();
    const whole = await checkout(other.cookie, "combo", combo.id);
    expect(whole.json().data.order.amount).toBe(950_000);
  });

  it("refuses a combo whose courses are all owned", async () => {
    const { user, cookie } = await student();
    const a = await createCourse(t.db);
    const b = await createCourse(t.db);
    await createEnrollment(t.db, { user_id: user.id, course_id: a.id, status: "ACTIVE" });
    await createEnrollment(t.db, { user_id: user.id, course_id: b.id, status: "COMPLETED" });
    const combo = await createComboWithCourses(t.db, [a.id, b.id]);
    const res = await checkout(cookie, "combo", combo.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("You already own every course of this combo");
    expect((await checkout(cookie, "combo", combo.id, "vi")).json().error.message).toBe(
      "Bạn đã sở hữu tất cả khóa học trong combo này",
    );
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it("refuses an unverified (PENDING) account with a message to verify", async () => {
    const { user, cookie } = await student({ status: "PENDING" });
    const course = await createCourse(t.db);
    const res = await checkout(cookie, "course", course.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      "Please verify your email before enrolling in or buying a course",
    );
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it("refuses visitors, unknown types, hidden items and free courses", async () => {
    const { cookie } = await student();
    const course = await createCourse(t.db);
    expect((await checkout(undefined, "course", course.id)).statusCode).toBe(401);
    expect((await checkout(cookie, "lesson", course.id)).statusCode).toBe(400);
    const hidden = await createCourse(t.db, { visibility: "PRIVATE" });
    expect((await checkout(cookie, "course", hidden.id)).statusCode).toBe(404);
    expect((await checkout(cookie, "course", 987_654)).statusCode).toBe(404);
    const hiddenCombo = await createComboWithCourses(t.db, [course.id], { visibility: "ARCHIVED" });
    expect((await checkout(cookie, "combo", hiddenCombo.id)).statusCode).toBe(404);
    const free = await createCourse(t.db, { price: 0 });
    expect((await checkout(cookie, "course", free.id)).statusCode).toBe(409);
  });

  it("lets the student poll their own order only", async () => {
    const { cookie } = await student();
    const other = await student();
    const course = await createCourse(t.db);
    const { order } = (await checkout(cookie, "course", course.id)).json().data;
    const mine = await t.app.inject({ url: `/api/order/status?id=${order.id}`, headers: cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      id: order.id,
      status: "AWAITING_PAYMENT",
      paid_time: null,
    });
    const theirs = await t.app.inject({
      url: `/api/order/status?id=${order.id}`,
      headers: other.cookie,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/order/status?id=${order.id}` })).statusCode).toBe(401);
  });
});

describe("checkout without a bank account", () => {
  it("says bank transfer is not configured, and creates no order", async () => {
    const t = await createTestApp("sqlite", { env: { NODE_ENV: "production" } });
    try {
      expect(t.config.bank).toBeUndefined();
      const user = await createUser(t.db);
      const course = await createCourse(t.db);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/order/checkout?locale=en",
        headers: await signIn(t, user.id),
        payload: { type: "course", id: course.id },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe("Bank transfer is not configured");
      expect(await t.db.selectFrom("order").selectAll().execute()).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
