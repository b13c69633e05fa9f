import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCourse,
  createEnrollment,
  createOrder,
  createUser,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { expireOrdersJob, expireOverdueOrders } from "../../jobs/expire-orders.ts";
import { createJobRunner } from "../../jobs/queue.ts";
import { JOBS } from "../../jobs/registry.ts";
import { sepayBody } from "../webhooks/fixtures/bodies.ts";

const ACCOUNT = "0123499999";
const ENV = {
  SEPAY_API_KEY: "sepay-test-key",
  BANK_NAME: "Vietcombank",
  BANK_BIN: "970436",
  BANK_ACCOUNT_NAME: "CONG TY HOC VIET",
  BANK_ACCOUNT_NUMBER: ACCOUNT,
};
const DAY = 86_400_000;
const silent = { info() {}, warn() {}, error() {} };

describe.each(engines())("order expiry on %s", (engine) => {
  let t: TestApp;
  let nextTransferId = 5_000_000;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: ENV });
  });
  afterAll(() => t.close());

  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const orderOf = (id: number) =>
    t.db.selectFrom("order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const enrollmentsOf = (userId: number) =>
    t.db
      .selectFrom("enrollment")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("course_id")
      .execute();
  const paySepay = (message: string, amount: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/webhooks/sepay",
      headers: { authorization: `Apikey ${ENV.SEPAY_API_KEY}`, "content-type": "application/json" },
      payload: sepayBody({ id: nextTransferId++, message, amount, accountNumber: ACCOUNT }),
    });

  /** A combo-like order of two courses, created 8 days ago and due for expiry a day ago. */
  async function overdueOrder() {
    const student = await createUser(t.db);
    const a = await createCourse(t.db, { price: 300_000 });
    const b = await createCourse(t.db, { price: 300_000 });
    const order = await createOrder(t.db, {
      user_id: student.id,
      item_type: "COMBO",
      item_id: 1,
      create_time: ago(8 * DAY),
      expire_time: ago(DAY),
      lines: [
        { course_id: a.id, fee: 250_000 },
        { course_id: b.id, fee: 250_000 },
      ],
    });
    return { student, a, b, order };
  }

  it("cancels an order unpaid after 7 days with its still-awaiting enrollments, and tells the student", async () => {
    const { student, a, b, order } = await overdueOrder();
    // Meanwhile the student got course b another way: that enrollment is not the order's to cancel.
    await t.db
      .updateTable("enrollment")
      .set({ status: "ACTIVE", order_id: null })
      .where("user_id", "=", student.id)
      .where("course_id", "=", b.id)
      .execute();
    const fresh = await createOrder(t.db, {
      user_id: student.id,
      lines: [{ course_id: (await createCourse(t.db)).id, fee: 100_000 }],
    });

    const expired = await expireOverdueOrders(t.db, { now: new Date() });
    expect(expired).toContain(order.id);
    expect(expired).not.toContain(fresh.id);
    expect((await orderOf(order.id)).status).toBe("CANCELLED");
    expect((await orderOf(fresh.id)).status).toBe("AWAITING_PAYMENT");
    const enrollments = await enrollmentsOf(student.id);
    expect(enrollments.find((e) => e.course_id === a.id)?.status).toBe("CANCELLED");
    expect(enrollments.find((e) => e.course_id === b.id)?.status).toBe("ACTIVE");
    const notes = await t.db
      .selectFrom("notification")
      .selectAll()
      .where("user_id", "=", student.id)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "ORDER_EXPIRED", link: "/checkout/combo/1" });
    expect(notes[0]?.body).toContain(order.reference_code);

    // Running again changes nothing and tells nobody twice.
    expect(await expireOverdueOrders(t.db, { now: new Date() })).not.toContain(order.id);
    expect(
      await t.db.selectFrom("notification").selectAll().where("user_id", "=", student.id).execute(),
    ).toHaveLength(1);
  });

  it("runs as the orders.expire job, registered for every process", async () => {
    expect(JOBS).toContain(expireOrdersJob);
    const { order } = await overdueOrder();
    await t.db.deleteFrom("job").execute();
    await t.db
      .insertInto("job")
      .values({ name: expireOrdersJob.name, payload: "{}", run_at: ago(1000) })
      .execute();
    const runner = createJobRunner({ db: t.db, jobs: JOBS, logger: silent });
    expect(await runner.runOnce()).toBe(1);
    expect((await orderOf(order.id)).status).toBe("CANCELLED");
    const job = await t.db.selectFrom("job").selectAll().executeTakeFirstOrThrow();
    expect(job.status).toBe("DONE");
  });

  it("checkout schedules the expiry run of each new order at its expire_time", async () => {
    const user = await createUser(t.db);
    const course = await createCourse(t.db);
    await t.db.deleteFrom("job").execute();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/order/checkout",
      headers: await signIn(t, user.id),
      payload: { type: "course", id: course.id },
    });
    const { order } = res.json().data;
    const jobs = await t.db.selectFrom("job").selectAll().execute();
    expect(jobs).toEqual([
      expect.objectContaining({
        name: "orders.expire",
        status: "PENDING",
        run_at: order.expire_time,
      }),
    ]);
  });

  it("a full payment after expiry revives the order: PAID, enrollments ACTIVE", async () => {
    const { student, order } = await overdueOrder();
    await expireOverdueOrders(t.db, { now: new Date() });
    expect((await orderOf(order.id)).status).toBe("CANCELLED");

    // Too little does not revive it.
    expect((await paySepay(order.reference_code, 499_999)).statusCode).toBe(200);
    expect((await orderOf(order.id)).status).toBe("CANCELLED");
    expect((await enrollmentsOf(student.id)).map((e) => e.status)).toEqual([
      "CANCELLED",
      "CANCELLED",
    ]);

    expect((await paySepay(order.reference_code, 500_000)).statusCode).toBe(200);
    const revived = await orderOf(order.id);
    expect(revived.status).toBe("PAID");
    expect(revived.paid_time).not.toBeNull();
    const enrollments = await enrollmentsOf(student.id);
    expect(enrollments.map((e) => [e.status, e.order_id, e.fee])).toEqual([
      ["ACTIVE", order.id, 250_000],
      ["ACTIVE", order.id, 250_000],
    ]);
  });

  it("sends a transfer that comes more than 7 days after expiry to review, at no old price", async () => {
    const { student, order } = await overdueOrder();
    await expireOverdueOrders(t.db, { now: new Date() });
    await t.db
      .updateTable("order")
      .set({ expire_time: ago(8 * DAY) })
      .where("id", "=", order.id)
      .execute();
    expect((await paySepay(order.reference_code, 500_000)).statusCode).toBe(200);
    expect((await orderOf(order.id)).status).toBe("CANCELLED");
    expect((await enrollmentsOf(student.id)).map((e) => e.status)).toEqual([
      "CANCELLED",
      "CANCELLED",
    ]);
    const transfer = await t.db
      .selectFrom("transaction")
      .select(["status", "review_reason", "order_id"])
      .where("message", "like", `%${order.reference_code}%`)
      .executeTakeFirstOrThrow();
    expect(transfer).toEqual({ status: "NEEDS_REVIEW", review_reason: "EXPIRED", order_id: null });
  });

  it("never expires a paid order", async () => {
    const { order } = await overdueOrder();
    await t.db
      .updateTable("order")
      .set({ status: "PAID", paid_time: ago(2 * DAY) })
      .where("id", "=", order.id)
      .execute();
    expect(await expireOverdueOrders(t.db, { now: new Date() })).not.toContain(order.id);
    expect((await orderOf(order.id)).status).toBe("PAID");
  });

  it("an owned enrollment is untouched by expiry", async () => {
    const student = await createUser(t.db);
    const course = await createCourse(t.db);
    await createEnrollment(t.db, {
      user_id: student.id,
      course_id: course.id,
      status: "COMPLETED",
    });
    const order = await createOrder(t.db, {
      user_id: student.id,
      expire_time: ago(1000),
      lines: [{ course_id: course.id, fee: 100_000 }],
    });
    await expireOverdueOrders(t.db, { now: new Date() });
    expect((await orderOf(order.id)).status).toBe("CANCELLED");
    expect((await enrollmentsOf(student.id))[0]?.status).toBe("COMPLETED");
  });
});
