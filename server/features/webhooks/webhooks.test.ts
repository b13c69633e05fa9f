import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { cassoV1Body, cassoV2Body, cassoV2Header, sepayBody } from "./fixtures/bodies.ts";
import {
  ACCOUNT,
  WEBHOOK_ENV as ENV,
  FailingTransactionWrites,
  webhookKit,
} from "./fixtures/webhook-kit.ts";

/** The providers, their credentials, and exactly-once crediting. */
describe.each(engines())("bank webhooks on %s", (engine) => {
  let t: TestApp;
  const failing = new FailingTransactionWrites();
  let admin: { id: number };
  const {
    transfer,
    post,
    postSepay,
    postCassoV1,
    postCassoV2,
    openCourseOrder,
    orderOf,
    enrollmentsOf,
    transactionsWith,
    countRows,
    notificationsOf,
  } = webhookKit(() => t, 1_000_000);

  beforeAll(async () => {
    t = await createTestApp(engine, { env: ENV, plugins: [failing] });
    admin = await createUser(t.db, { role: "ADMIN" });
  });
  afterAll(() => t.close());

  it("SePay: a transfer naming the order's code amid other text credits that order", async () => {
    const { student, course, order } = await openCourseOrder();
    const other = await openCourseOrder();
    const code = order.reference_code;
    // Lower-cased, broken by a space and surrounded by the bank's own text.
    const message = `MBVCB.3278907687.${code.slice(0, 5).toLowerCase()} ${code.slice(5).toLowerCase()}.CT tu 0123 NGUYEN VAN A`;
    const f = transfer({ message, amount: 499_000 });
    const body = sepayBody(f);
    const res = await postSepay(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const paid = await orderOf(order.id);
    expect(paid.status).toBe("PAID");
    expect(paid.paid_time).not.toBeNull();
    const [enrollment] = await enrollmentsOf(student.id);
    expect(enrollment).toMatchObject({
      course_id: course.id,
      status: "ACTIVE",
      order_id: order.id,
      fee: 499_000,
    });
    expect(enrollment?.activate_time).not.toBeNull();
    const [stored] = await transactionsWith(f.id);
    expect(stored).toMatchObject({
      provider: "SEPAY",
      status: "MATCHED",
      review_reason: null,
      order_id: order.id,
      amount: 499_000,
      message,
      account_number: ACCOUNT,
      bank_reference: "MBVCB.3278907687",
      actor_kind: "WEBHOOK",
      created_by: null,
      // The sample's "2023-03-25 14:02:37" is Vietnam time.
      transaction_time: "2023-03-25T07:02:37.000Z",
    });
    expect(JSON.parse(stored!.raw_payload!)).toEqual(body);
    // The activity log records the webhook, not a person, as the author of these writes.
    const log = await t.db
      .selectFrom("activity_log")
      .selectAll()
      .where("table_name", "=", "transaction")
      .where("insert_id", "=", stored!.id)
      .execute();
    expect(log).toEqual([
      expect.objectContaining({
        type: "INSERT",
        actor_kind: "WEBHOOK",
        user_email: "WEBHOOK",
        user_id: null,
      }),
    ]);
    const orderLog = await t.db
      .selectFrom("activity_log")
      .selectAll()
      .where("table_name", "=", "order")
      .where("type", "=", "UPDATE")
      .where("actor_kind", "=", "WEBHOOK")
      .execute();
    expect(orderLog.length).toBeGreaterThan(0);
    // Nobody else's order moves.
    expect((await orderOf(other.order.id)).status).toBe("AWAITING_PAYMENT");
    expect((await enrollmentsOf(other.student.id))[0]?.status).toBe("AWAITING_PAYMENT");
  });

  it("tells the student (ENROLLMENT_ACTIVATED) and the admins (PAYMENT_RECEIVED)", async () => {
    const { student, course, order } = await openCourseOrder(350_000);
    const res = await postSepay(
      sepayBody(transfer({ message: order.reference_code, amount: 350_000 })),
    );
    expect(res.statusCode).toBe(200);
    const mine = await notificationsOf(student.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: "ENROLLMENT_ACTIVATED", link: `/learning/${course.id}` });
    expect(mine[0]?.body).toContain(course.name);
    const adminNotes = (await notificationsOf(admin.id)).filter((n) =>
      n.body.includes(order.reference_code),
    );
    expect(adminNotes.map((n) => n.type)).toEqual(["PAYMENT_RECEIVED"]);
  });

  it("Casso v1 (Secure-Token): each transaction of the array is recorded, the matching one credits its order", async () => {
    const { student, order } = await openCourseOrder(499_000);
    const matching = transfer({
      message: `${order.reference_code} chuyen khoan hoc phi`,
      amount: 499_000,
    });
    const unknown = transfer({ message: "tien nha thang 12", amount: 2_000_000 });
    const res = await postCassoV1(cassoV1Body(matching, unknown));
    expect(res.statusCode).toBe(200);
    expect((await orderOf(order.id)).status).toBe("PAID");
    expect((await enrollmentsOf(student.id))[0]?.status).toBe("ACTIVE");
    const [first] = await transactionsWith(matching.id);
    expect(first).toMatchObject({
      provider: "CASSO",
      status: "MATCHED",
      order_id: order.id,
      bank_reference: "FT24364030863634",
      transaction_time: "2024-12-23T00:00:00.000Z",
    });
    const [second] = await transactionsWith(unknown.id);
    expect(second).toMatchObject({
      status: "NEEDS_REVIEW",
      review_reason: "UNKNOWN_CODE",
      order_id: null,
    });
  });

  it("Casso v2 (X-Casso-Signature): a signed body credits the order", async () => {
    const { student, order } = await openCourseOrder(599_000);
    const f = transfer({ message: `Thanh toan ${order.reference_code}`, amount: 599_000 });
    const res = await postCassoV2(cassoV2Body(f));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await orderOf(order.id)).status).toBe("PAID");
    expect((await enrollmentsOf(student.id))[0]?.status).toBe("ACTIVE");
    expect((await transactionsWith(f.id))[0]).toMatchObject({
      provider: "CASSO",
      status: "MATCHED",
      bank_reference: "MA_GIAO_DICH_THU_NGHIEM",
    });
  });

  it("the same payload sent 20 times at once credits once, and every answer is 2xx", async () => {
    const { student, order } = await openCourseOrder(499_000);
    const f = transfer({ message: order.reference_code, amount: 499_000 });
    const body = sepayBody(f);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postSepay(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await transactionsWith(f.id)).toHaveLength(1);
    expect((await orderOf(order.id)).status).toBe("PAID");
    expect((await notificationsOf(student.id)).map((n) => n.type)).toEqual([
      "ENROLLMENT_ACTIVATED",
    ]);
    const received = (await notificationsOf(admin.id)).filter(
      (n) => n.type === "PAYMENT_RECEIVED" && n.body.includes(order.reference_code),
    );
    expect(received).toHaveLength(1);

    // The same through Casso v2, signed once and delivered 20 times at once.
    const next = await openCourseOrder(499_000);
    const v2 = cassoV2Body(transfer({ message: next.order.reference_code, amount: 499_000 }));
    const header = cassoV2Header(v2, ENV.CASSO_CHECKSUM_KEY);
    const v2Answers = await Promise.all(Array.from({ length: 20 }, () => postCassoV2(v2, header)));
    expect(v2Answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await transactionsWith(v2.data.id)).toHaveLength(1);
    expect((await orderOf(next.order.id)).status).toBe("PAID");
  });

  it("two different transfers paying one order at once: one pays it, the other is ALREADY_PAID", async () => {
    const { student, order } = await openCourseOrder(499_000);
    const bodies = Array.from({ length: 6 }, () =>
      sepayBody(transfer({ message: order.reference_code, amount: 499_000 })),
    );
    const answers = await Promise.all(bodies.map((b) => postSepay(b)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const stored = (await Promise.all(bodies.map((b) => transactionsWith(b.id)))).flat();
    expect(stored.filter((s) => s.status === "MATCHED")).toHaveLength(1);
    expect(stored.filter((s) => s.review_reason === "ALREADY_PAID")).toHaveLength(5);
    expect((await notificationsOf(student.id)).map((n) => n.type)).toEqual([
      "ENROLLMENT_ACTIVATED",
    ]);
  });

  it("wrong or missing credentials answer 401 and store nothing", async () => {
    const { student, order } = await openCourseOrder();
    const f = transfer({ message: order.reference_code, amount: 499_000 });
    const transactionsBefore = await countRows("transaction");
    const notificationsBefore = await countRows("notification");
    const v2 = cassoV2Body(f);
    const attempts = [
      postSepay(sepayBody(f), "wrong-key"),
      post("/api/webhooks/sepay", sepayBody(f), {}),
      post("/api/webhooks/sepay", sepayBody(f), { authorization: `Bearer ${ENV.SEPAY_API_KEY}` }),
      postCassoV1(cassoV1Body(f), "wrong-token"),
      post("/api/webhooks/casso", cassoV1Body(f), {}),
      postCassoV2(v2, cassoV2Header(v2, "another-checksum-key")),
      // A signature more than 5 minutes old, and one of a different body.
      postCassoV2(v2, cassoV2Header(v2, ENV.CASSO_CHECKSUM_KEY, Date.now() - 5 * 60_000 - 1000)),
      postCassoV2(v2, cassoV2Header(cassoV2Body({ ...f, amount: 1 }), ENV.CASSO_CHECKSUM_KEY)),
      // Not JSON: a v2 signature cannot be checked against it.
      post("/api/webhooks/casso", "not json", {
        "x-casso-signature": cassoV2Header("x", ENV.CASSO_CHECKSUM_KEY),
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe("UNAUTHENTICATED");
    }
    expect(await countRows("transaction")).toBe(transactionsBefore);
    expect(await countRows("notification")).toBe(notificationsBefore);
    expect((await orderOf(order.id)).status).toBe("AWAITING_PAYMENT");
    expect((await enrollmentsOf(student.id))[0]?.status).toBe("AWAITING_PAYMENT");
  });

  it("reads the body whatever content type the provider declares, or none", async () => {
    const { order } = await openCourseOrder();
    const f = transfer({ message: order.reference_code, amount: 499_000 });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/sepay",
      headers: { authorization: `Apikey ${ENV.SEPAY_API_KEY}`, "content-type": "text/plain" },
      payload: JSON.stringify(sepayBody(f)),
    });
    expect(res.statusCode).toBe(200);
    expect((await orderOf(order.id)).status).toBe("PAID");
    const next = await openCourseOrder();
    const g = transfer({ message: next.order.reference_code, amount: 499_000 });
    const bare = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/casso",
      headers: { "secure-token": ENV.CASSO_SECURE_TOKEN },
      payload: Buffer.from(JSON.stringify(cassoV1Body(g))),
    });
    expect(bare.statusCode).toBe(200);
    expect((await orderOf(next.order.id)).status).toBe("PAID");
  });

  it("refuses a signed-in session, even with the right key", async () => {
    const { student, order } = await openCourseOrder();
    const before = await countRows("transaction");
    const res = await postSepay(
      sepayBody(transfer({ message: order.reference_code, amount: 499_000 })),
      ENV.SEPAY_API_KEY,
      await signIn(t, student.id),
    );
    expect(res.statusCode).toBe(403);
    expect(await countRows("transaction")).toBe(before);
  });

  it("only a failed database write answers 5xx; the provider's retry then credits once", async () => {
    const { order } = await openCourseOrder();
    const body = sepayBody(transfer({ message: order.reference_code, amount: 499_000 }));
    failing.failing = true;
    try {
      const res = await postSepay(body);
      expect(res.statusCode).toBe(500);
    } finally {
      failing.failing = false;
    }
    expect(await transactionsWith(body.id)).toHaveLength(0);
    expect((await orderOf(order.id)).status).toBe("AWAITING_PAYMENT");
    const retry = await postSepay(body);
    expect(retry.statusCode).toBe(200);
    expect((await orderOf(order.id)).status).toBe("PAID");
  });
});
