import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCourse,
  createOrder,
  createTransaction,
  createUser,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

const ACCOUNT = "0123499999";
const ENV = {
  BANK_NAME: "Vietcombank",
  BANK_BIN: "970436",
  BANK_ACCOUNT_NAME: "CONG TY HOC VIET",
  BANK_ACCOUNT_NUMBER: ACCOUNT,
};

describe.each(engines())("transaction management on %s", (engine) => {
  let t: TestApp;
  let admin: { id: number; email: string };
  let adminCookie: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { env: ENV });
    admin = await createUser(t.db, { role: "ADMIN" });
    adminCookie = await signIn(t, admin.id);
  });
  afterAll(() => t.close());

  const post = (path: string, body: Record<string, unknown>, cookie = adminCookie) =>
    t.app.inject({ method: "POST", url: `${path}?locale=en`, headers: cookie, payload: body });
  const orderOf = (id: number) =>
    t.db.selectFrom("order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const transactionOf = (id: number) =>
    t.db.selectFrom("transaction").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  async function openOrder(amount = 500_000) {
    const student = await createUser(t.db);
    const course = await createCourse(t.db, { price: amount });
    const order = await createOrder(t.db, {
      user_id: student.id,
      lines: [{ course_id: course.id, fee: amount }],
    });
    return { student, course, order };
  }

  const moneyOf = async (orderId: number) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/transaction/order-money?orderId=${orderId}`,
      headers: adminCookie,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it("attaches a transfer covering the order by hand, which pays it", async () => {
    const { student, order } = await openOrder(500_000);
    const review = await createTransaction(t.db, { amount: 500_000, message: "hoc phi excel" });
    const res = await post("/api/transaction/attach", {
      transactionId: review.id,
      orderId: order.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ paid: true, received: 500_000 });
    expect(await transactionOf(review.id)).toMatchObject({
      status: "MATCHED",
      review_reason: null,
      order_id: order.id,
    });
    expect((await orderOf(order.id)).status).toBe("PAID");
    expect((await orderOf(order.id)).shortfall_reason).toBeNull();
    const [enrollment] = await t.db
      .selectFrom("enrollment")
      .selectAll()
      .where("user_id", "=", student.id)
      .execute();
    expect(enrollment?.status).toBe("ACTIVE");
    const logged = await t.db
      .selectFrom("activity_log")
      .select(["user_id", "actor_kind"])
      .where("table_name", "=", "order")
      .where("type", "=", "UPDATE")
      .where("user_id", "=", admin.id)
      .execute();
    expect(logged.length).toBeGreaterThan(0);
  });

  it("a short transfer attached without a reason is a part payment; with a reason it pays, logged", async () => {
    const { student, order } = await openOrder(500_000);
    expect(await moneyOf(order.id)).toEqual({ amount: 500_000, received: 0, owed: 500_000 });
    const short = await createTransaction(t.db, {
      amount: 490_000,
      message: "hoc phi khoa excel",
      review_reason: "UNDERPAID",
    });
    const part = await post("/api/transaction/attach", {
      transactionId: short.id,
      orderId: order.id,
    });
    expect(part.statusCode).toBe(200);
    expect(part.json().data).toMatchObject({ paid: false, received: 490_000 });
    expect(await transactionOf(short.id)).toMatchObject({ status: "MATCHED", order_id: order.id });
    expect((await orderOf(order.id)).status).toBe("AWAITING_PAYMENT");
    expect(await moneyOf(order.id)).toEqual({ amount: 500_000, received: 490_000, owed: 10_000 });
    const studentNotes = await t.db
      .selectFrom("notification")
      .select(["type", "body"])
      .where("user_id", "=", student.id)
      .execute();
    expect(studentNotes.map((n) => n.type)).toEqual(["PAYMENT_PARTIAL"]);

    // The bank kept a fee: the admin accepts 495.000đ for a 500.000đ order, saying why.
    const fee = await createTransaction(t.db, { amount: 5_000, message: "bo sung" });
    const paid = await post("/api/transaction/attach", {
      transactionId: fee.id,
      orderId: order.id,
      shortfallReason: "Ngân hàng trừ phí chuyển khoản",
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ paid: true, received: 495_000 });
    const after = await orderOf(order.id);
    expect(after).toMatchObject({
      status: "PAID",
      shortfall_reason: "Ngân hàng trừ phí chuyển khoản",
    });
    const logged = await t.db
      .selectFrom("activity_log")
      .selectAll()
      .where("table_name", "=", "order")
      .where("user_id", "=", admin.id)
      .execute();
    expect(JSON.stringify(logged)).toContain("Ngân hàng trừ phí chuyển khoản");
    // The admins are told the money that arrived, not the order's price.
    const received = await t.db
      .selectFrom("notification")
      .select("body")
      .where("user_id", "=", admin.id)
      .where("type", "=", "PAYMENT_RECEIVED")
      .where("body", "like", `%${order.reference_code}%`)
      .execute();
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toContain("495.000đ");
  });

  it("refuses to attach a transfer that does not need review, or to an order already paid", async () => {
    const { order } = await openOrder();
    const matched = await createTransaction(t.db, { status: "MATCHED", review_reason: null });
    const res = await post("/api/transaction/attach", {
      transactionId: matched.id,
      orderId: order.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "Only a transaction that needs review can be attached to an order",
    );
    await t.db.updateTable("order").set({ status: "PAID" }).where("id", "=", order.id).execute();
    const review = await createTransaction(t.db);
    const paid = await post("/api/transaction/attach", {
      transactionId: review.id,
      orderId: order.id,
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.message).toBe("This order has already been paid");
    expect((await transactionOf(review.id)).status).toBe("NEEDS_REVIEW");
  });

  it("enters a transaction by hand: matched like a webhook's by the code in its message", async () => {
    const { student, order } = await openOrder(300_000);
    const res = await post("/api/transaction/create", {
      amount: 300_000,
      message: `Nop tien mat ${order.reference_code}`,
      bankReference: "QUAY-01",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe("Transaction added successfully");
    expect(res.json().data.transaction).toMatchObject({
      provider: "MANUAL",
      status: "MATCHED",
      order_id: order.id,
      amount: 300_000,
      account_number: ACCOUNT,
      bank_reference: "QUAY-01",
      actor_kind: "USER",
      created_by: admin.id,
    });
    expect((await orderOf(order.id)).status).toBe("PAID");
    const notes = await t.db
      .selectFrom("notification")
      .select("type")
      .where("user_id", "=", student.id)
      .execute();
    expect(notes.map((n) => n.type)).toEqual(["ENROLLMENT_ACTIVATED"]);
  });

  it("enters a transaction by hand for a chosen order, or keeps one matching nothing for review", async () => {
    const { order } = await openOrder(300_000);
    const direct = await post("/api/transaction/create", {
      amount: 250_000,
      message: "",
      orderId: order.id,
    });
    expect(direct.json().data.transaction).toMatchObject({ status: "MATCHED", order_id: order.id });
    // Short of the amount: a part payment, until the rest or an accepted shortfall.
    expect((await orderOf(order.id)).status).toBe("AWAITING_PAYMENT");
    const rest = await post("/api/transaction/create", {
      amount: 40_000,
      orderId: order.id,
      shortfallReason: "Học viên được giảm 10.000đ tại quầy",
    });
    expect(rest.statusCode).toBe(200);
    expect((await orderOf(order.id)).status).toBe("PAID");
    const again = await post("/api/transaction/create", { amount: 250_000, orderId: order.id });
    expect(again.statusCode).toBe(409);

    const unmatched = await post("/api/transaction/create", {
      amount: 120_000,
      message: "khong ro",
    });
    expect(unmatched.statusCode).toBe(200);
    expect(unmatched.json().data.transaction).toMatchObject({
      status: "NEEDS_REVIEW",
      review_reason: "UNKNOWN_CODE",
      order_id: null,
    });
  });

  it("refuses every write to ADMIN_TRIAL (Access denied) and students, but lets ADMIN_TRIAL read", async () => {
    const trial = await signIn(t, (await createUser(t.db, { role: "ADMIN_TRIAL" })).id);
    const client = await signIn(t, (await createUser(t.db)).id);
    const { order } = await openOrder();
    const review = await createTransaction(t.db);
    const writes: Array<[string, Record<string, unknown>]> = [
      ["/api/transaction/attach", { transactionId: review.id, orderId: order.id }],
      ["/api/transaction/create", { amount: 500_000, message: order.reference_code }],
    ];
    for (const [path, body] of writes) {
      const res = await post(path, body, trial);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Access denied");
      expect((await post(path, body, client)).statusCode).toBe(403);
    }
    expect((await orderOf(order.id)).status).toBe("AWAITING_PAYMENT");
    expect((await transactionOf(review.id)).status).toBe("NEEDS_REVIEW");

    const list = await t.app.inject({
      url: `/api/transaction/list?filters=${encodeURIComponent(JSON.stringify([["status", "=", "NEEDS_REVIEW"]]))}`,
      headers: trial,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((i: { id: number }) => i.id)).toContain(review.id);
    expect(
      list.json().data.items.every((i: { status: string }) => i.status === "NEEDS_REVIEW"),
    ).toBe(true);
    expect((await t.app.inject({ url: "/api/transaction/list", headers: client })).statusCode).toBe(
      403,
    );
  });
});

describe.each(engines())("order lists on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("admins and ADMIN_TRIAL see every order with its lines; a student only their own; a visitor none", async () => {
    const alice = await createUser(t.db);
    const bob = await createUser(t.db);
    const course = await createCourse(t.db);
    const aliceOrder = await createOrder(t.db, {
      user_id: alice.id,
      lines: [{ course_id: course.id, fee: 1000 }],
    });
    const bobOrder = await createOrder(t.db, {
      user_id: bob.id,
      lines: [{ course_id: course.id, fee: 2000 }],
    });
    const refs = encodeURIComponent(JSON.stringify(["order_item", "course"]));
    const ids = async (cookie: { cookie: string } | undefined, resource = "order") => {
      const res = await t.app.inject({
        url: `/api/${resource}/list?refNames=${resource === "order" ? refs : "[]"}`,
        headers: cookie ?? {},
      });
      return { status: res.statusCode, body: res.json() };
    };
    for (const role of ["ADMIN", "ADMIN_TRIAL"] as const) {
      const staff = await signIn(t, (await createUser(t.db, { role })).id);
      const { status, body } = await ids(staff);
      expect(status).toBe(200);
      expect(body.data.items.map((o: { id: number }) => o.id).sort()).toEqual(
        [aliceOrder.id, bobOrder.id].sort(),
      );
      expect(Object.keys(body.data.refs.order_item)).toHaveLength(2);
      expect(body.data.refs.course[course.id]).toMatchObject({ id: course.id });
    }
    const mine = await ids(await signIn(t, alice.id));
    expect(mine.body.data.items.map((o: { id: number }) => o.id)).toEqual([aliceOrder.id]);
    expect(Object.values(mine.body.data.refs.order_item)).toEqual([
      expect.objectContaining({ order_id: aliceOrder.id, fee: 1000 }),
    ]);
    const lines = await ids(await signIn(t, alice.id), "order_item");
    expect(lines.body.data.items.map((l: { order_id: number }) => l.order_id)).toEqual([
      aliceOrder.id,
    ]);
    expect((await ids(undefined)).status).toBe(401);
  });
});
