import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createComboWithCourses,
  createCourse,
  createOrder,
  createUser,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { cassoV1Body, cassoV2Body, sepayBody, type TransferFields } from "./fixtures/bodies.ts";
import { WEBHOOK_ENV as ENV, webhookKit } from "./fixtures/webhook-kit.ts";

/** What a transfer that cannot simply pay its order becomes, and what a payment opens. */
describe.each(engines())("bank webhook outcomes on %s", (engine) => {
  let t: TestApp;
  let admin: { id: number };
  const {
    transfer,
    postSepay,
    postCassoV1,
    postCassoV2,
    openCourseOrder,
    orderOf,
    enrollmentsOf,
    transactionsWith,
    countRows,
    notificationsOf,
  } = webhookKit(() => t, 2_000_000);

  beforeAll(async () => {
    t = await createTestApp(engine, { env: ENV });
    admin = await createUser(t.db, { role: "ADMIN" });
  });
  afterAll(() => t.close());

  describe("transfers that cannot pay an order are kept as NEEDS_REVIEW and activate nothing", () => {
    async function expectReview(
      f: TransferFields,
      reason: string,
      order: { id: number; user_id: number },
      orderStatus = "AWAITING_PAYMENT",
    ) {
      const res = await postSepay(sepayBody(f));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const [stored] = await transactionsWith(f.id);
      expect(stored).toMatchObject({
        status: "NEEDS_REVIEW",
        review_reason: reason,
        order_id: null,
      });
      expect((await orderOf(order.id)).status).toBe(orderStatus);
      const review = (await notificationsOf(admin.id)).filter(
        (n) =>
          n.type === "PAYMENT_NEEDS_REVIEW" &&
          n.link === `/transaction-management?id=${stored!.id}`,
      );
      expect(review).toHaveLength(1);
    }

    // Too little money is a part payment, linked to its order: part-payments.test.ts.

    it("no known code in the message: UNKNOWN_CODE", async () => {
      const { student, order } = await openCourseOrder(499_000);
      // A well-formed code that belongs to no order.
      await expectReview(
        transfer({ message: "HV22222222 hoc phi", amount: 499_000 }),
        "UNKNOWN_CODE",
        order,
      );
      expect((await enrollmentsOf(student.id))[0]?.status).toBe("AWAITING_PAYMENT");
    });

    it("money sent to another account: WRONG_ACCOUNT", async () => {
      const { student, order } = await openCourseOrder(499_000);
      await expectReview(
        transfer({ message: order.reference_code, amount: 499_000, accountNumber: "9999999999" }),
        "WRONG_ACCOUNT",
        order,
      );
      expect((await enrollmentsOf(student.id))[0]?.status).toBe("AWAITING_PAYMENT");
    });

    it("an order already paid: ALREADY_PAID, and nothing changes", async () => {
      const { student, order } = await openCourseOrder(499_000);
      await postSepay(sepayBody(transfer({ message: order.reference_code, amount: 499_000 })));
      const paid = await orderOf(order.id);
      const before = await enrollmentsOf(student.id);
      await expectReview(
        transfer({ message: order.reference_code, amount: 499_000 }),
        "ALREADY_PAID",
        order,
        "PAID",
      );
      expect(await orderOf(order.id)).toEqual(paid);
      expect(await enrollmentsOf(student.id)).toEqual(before);
    });
  });

  it("a combo payment activates every course of the combo, with the fees of its lines", async () => {
    const student = await createUser(t.db);
    // One after the other: ids in this order, which the check below relies on.
    const courses = [];
    for (const price of [300_000, 500_000, 200_000])
      courses.push(await createCourse(t.db, { price }));
    const combo = await createComboWithCourses(
      t.db,
      courses.map((c) => c.id),
      { price: 700_000 },
    );
    const cookie = await signIn(t, student.id);
    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/order/checkout",
      headers: cookie,
      payload: { type: "combo", id: combo.id },
    });
    expect(checkout.statusCode).toBe(200);
    const { order, payment } = checkout.json().data;
    expect(order.amount).toBe(700_000);

    const res = await postCassoV2(
      cassoV2Body(transfer({ message: payment.message, amount: payment.amount })),
    );
    expect(res.statusCode).toBe(200);
    expect((await orderOf(order.id)).status).toBe("PAID");
    const enrollments = await enrollmentsOf(student.id);
    expect(enrollments.map((e) => [e.course_id, e.status, e.order_id, e.fee])).toEqual([
      [courses[0]!.id, "ACTIVE", order.id, 210_000],
      [courses[1]!.id, "ACTIVE", order.id, 350_000],
      [courses[2]!.id, "ACTIVE", order.id, 140_000],
    ]);
    expect(
      (await notificationsOf(student.id)).filter((n) => n.type === "ENROLLMENT_ACTIVATED"),
    ).toHaveLength(3);
  });

  it("paying one order cancels the student's other open order that it leaves with nothing to pay", async () => {
    const student = await createUser(t.db);
    const a = await createCourse(t.db, { price: 400_000 });
    const b = await createCourse(t.db, { price: 400_000 });
    const courseOrder = await createOrder(t.db, {
      user_id: student.id,
      item_id: a.id,
      lines: [{ course_id: a.id, fee: 400_000 }],
    });
    const bOnly = await createOrder(t.db, {
      user_id: student.id,
      item_id: b.id,
      lines: [{ course_id: b.id, fee: 400_000 }],
    });
    const combo = await createOrder(t.db, {
      user_id: student.id,
      item_type: "COMBO",
      item_id: 1,
      lines: [
        { course_id: a.id, fee: 300_000 },
        { course_id: b.id, fee: 300_000 },
      ],
    });
    await postSepay(sepayBody(transfer({ message: combo.reference_code, amount: 600_000 })));
    expect((await orderOf(combo.id)).status).toBe("PAID");
    expect((await orderOf(courseOrder.id)).status).toBe("CANCELLED");
    expect((await orderOf(bOnly.id)).status).toBe("CANCELLED");
  });

  it("an outgoing transfer is stored as IGNORED and pays nothing", async () => {
    const { order } = await openCourseOrder(499_000);
    const out = transfer({ message: order.reference_code, amount: 499_000 });
    expect((await postSepay(sepayBody(out, { transferType: "out" }))).statusCode).toBe(200);
    const casso = transfer({ message: order.reference_code, amount: -499_000 });
    expect((await postCassoV1(cassoV1Body(casso))).statusCode).toBe(200);
    expect((await transactionsWith(out.id))[0]).toMatchObject({
      status: "IGNORED",
      amount: 499_000,
    });
    expect((await transactionsWith(casso.id))[0]).toMatchObject({
      status: "IGNORED",
      amount: 499_000,
    });
    expect((await orderOf(order.id)).status).toBe("AWAITING_PAYMENT");
  });

  it("an authenticated body that cannot be understood is stored raw as MALFORMED and answered 2xx", async () => {
    const bodies = [
      { send: () => postSepay("this is not json"), raw: "this is not json" },
      {
        send: () => postSepay({ id: transfer({ message: "", amount: 0 }).id, content: "HV" }),
        raw: null,
      },
      {
        send: () => postCassoV1('{"error":0,"data":"garbled"}'),
        raw: '{"error":0,"data":"garbled"}',
      },
    ];
    for (const { send, raw } of bodies) {
      const before = await countRows("transaction");
      const res = await send();
      expect(res.statusCode).toBe(200);
      expect(await countRows("transaction")).toBe(before + 1);
      const stored = await t.db
        .selectFrom("transaction")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        status: "NEEDS_REVIEW",
        review_reason: "MALFORMED",
        order_id: null,
      });
      expect(stored.provider_transaction_id).toMatch(/^malformed:/);
      if (raw) expect(stored.raw_payload).toBe(raw);
    }
    // Sent again, the same unreadable body is not stored twice.
    const before = await countRows("transaction");
    expect((await postSepay("this is not json")).statusCode).toBe(200);
    expect(await countRows("transaction")).toBe(before);
  });
});
