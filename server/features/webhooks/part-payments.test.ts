import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { sepayBody } from "./fixtures/bodies.ts";
import { WEBHOOK_ENV as ENV, webhookKit } from "./fixtures/webhook-kit.ts";

/** Part payments: every transfer with the order's code is linked to it, and they add up. */
describe.each(engines())("part payments on %s", (engine) => {
  let t: TestApp;
  let admin: { id: number };
  const {
    transfer,
    postSepay,
    openCourseOrder,
    orderOf,
    enrollmentsOf,
    transactionsWith,
    notificationsOf,
  } = webhookKit(() => t, 3_000_000);

  beforeAll(async () => {
    t = await createTestApp(engine, { env: ENV });
    admin = await createUser(t.db, { role: "ADMIN" });
  });
  afterAll(() => t.close());

  async function statusOf(order: { id: number; user_id: number }) {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/order/status?id=${order.id}`,
      headers: await signIn(t, order.user_id),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { status: string; amount: number; received: number };
  }

  async function pay(order: { reference_code: string }, amount: number) {
    const f = transfer({ message: `CK ${order.reference_code} hoc phi`, amount });
    const res = await postSepay(sepayBody(f));
    expect(res.statusCode).toBe(200);
    const [stored] = await transactionsWith(f.id);
    return stored!;
  }

  it("200.000đ then 39.400đ for a 239.400đ order: both linked, the second pays it", async () => {
    const { student, order } = await openCourseOrder(239_400);

    const first = await pay(order, 200_000);
    expect(first).toMatchObject({ status: "MATCHED", review_reason: null, order_id: order.id });
    expect((await orderOf(order.id)).status).toBe("AWAITING_PAYMENT");
    expect((await enrollmentsOf(student.id))[0]?.status).toBe("AWAITING_PAYMENT");
    expect(await statusOf(order)).toMatchObject({
      status: "AWAITING_PAYMENT",
      amount: 239_400,
      received: 200_000,
    });
    const part = (await notificationsOf(student.id)).filter((n) => n.type === "PAYMENT_PARTIAL");
    expect(part).toHaveLength(1);
    expect(part[0]!.body).toBe(
      `Đã nhận 200.000đ cho đơn hàng ${order.reference_code} — còn thiếu 39.400đ. Hãy chuyển phần còn lại với cùng nội dung chuyển khoản.`,
    );
    expect(part[0]!.link).toMatch(/^\/checkout\/course\/\d+$/);
    // Nothing for the admins to review: the money is where it belongs.
    expect(
      (await notificationsOf(admin.id)).filter((n) => n.type === "PAYMENT_NEEDS_REVIEW"),
    ).toHaveLength(0);

    const second = await pay(order, 39_400);
    expect(second).toMatchObject({ status: "MATCHED", order_id: order.id });
    expect((await orderOf(order.id)).status).toBe("PAID");
    expect((await enrollmentsOf(student.id))[0]?.status).toBe("ACTIVE");
    expect(await statusOf(order)).toMatchObject({ status: "PAID", received: 239_400 });
    const received = (await notificationsOf(admin.id)).filter(
      (n) => n.type === "PAYMENT_RECEIVED" && n.body.includes(order.reference_code),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toContain("239.400đ");
  });

  it("over-payment: transfers adding up to more than the amount pay the order", async () => {
    const { student, order } = await openCourseOrder(239_400);
    await pay(order, 200_000);
    const extra = await pay(order, 100_000);
    expect(extra).toMatchObject({ status: "MATCHED", order_id: order.id });
    expect((await orderOf(order.id)).status).toBe("PAID");
    expect((await enrollmentsOf(student.id))[0]?.status).toBe("ACTIVE");
    expect((await statusOf(order)).received).toBe(300_000);
  });

  it("a transfer after the order is paid is kept for review (ALREADY_PAID), unlinked", async () => {
    const { order } = await openCourseOrder(239_400);
    await pay(order, 239_400);
    expect((await orderOf(order.id)).status).toBe("PAID");
    const late = await pay(order, 39_400);
    expect(late).toMatchObject({
      status: "NEEDS_REVIEW",
      review_reason: "ALREADY_PAID",
      order_id: null,
    });
    expect((await statusOf(order)).received).toBe(239_400);
  });

  it("two part payments arriving at once still add up and pay the order", async () => {
    const { student, order } = await openCourseOrder(239_400);
    const [a, b] = [
      transfer({ message: order.reference_code, amount: 200_000 }),
      transfer({ message: order.reference_code, amount: 39_400 }),
    ];
    const answers = await Promise.all([postSepay(sepayBody(a)), postSepay(sepayBody(b))]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await orderOf(order.id)).status).toBe("PAID");
    expect((await enrollmentsOf(student.id))[0]?.status).toBe("ACTIVE");
  });
});
