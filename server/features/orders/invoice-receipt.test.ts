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

const VALID = {
  company: "Công ty TNHH Học Việt",
  taxCode: "0312345678",
  address: "12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh",
  email: "ketoan@hocviet.vn",
};

describe.each(engines())("VAT invoice requests and receipts on %s", (engine) => {
  let t: TestApp;
  let buyer: { cookie: string };
  let other: { cookie: string };
  let admin: { cookie: string };
  let courseId: number;
  let buyerId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const user = await createUser(t.db, { full_name: "Nguyễn Thị Hồng", email: "hong@example.vn" });
    buyerId = user.id;
    buyer = await signIn(t, user.id);
    other = await signIn(t, (await createUser(t.db)).id);
    admin = await signIn(t, (await createUser(t.db, { role: "ADMIN" })).id);
    courseId = (await createCourse(t.db, { name: "Lập trình Python cơ bản" })).id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, who: { cookie: string }, locale = "vi") =>
    t.app.inject({ method: "POST", url: `${url}?locale=${locale}`, payload, headers: who });

  async function paidOrder() {
    const order = await createOrder(t.db, {
      user_id: buyerId,
      lines: [{ course_id: courseId, fee: 239_400 }],
      status: "PAID",
      paid_time: new Date().toISOString(),
    });
    await createTransaction(t.db, { order_id: order.id, amount: 239_400, status: "MATCHED" });
    return order;
  }

  it("stores a request on the buyer's own order and lets them change it until it is handled", async () => {
    const order = await paidOrder();
    const first = await post("/api/order/invoice", { orderId: order.id, ...VALID }, buyer);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ ...VALID, orderId: order.id, handledTime: null });
    const requested = first.json().data.requestTime;

    const branch = { ...VALID, taxCode: "0312 345 678-001", company: "Chi nhánh Hà Nội" };
    const changed = await post("/api/order/invoice", { orderId: order.id, ...branch }, buyer);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      taxCode: "0312345678-001",
      company: "Chi nhánh Hà Nội",
      requestTime: requested,
    });

    // Staff see it in the order list, and can filter the unhandled ones.
    const filters = encodeURIComponent(
      JSON.stringify([
        ["invoice_request_time", "!=", null],
        ["invoice_handled_time", "=", null],
      ]),
    );
    const list = await t.app.inject({ url: `/api/order/list?filters=${filters}`, headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((o: { id: number }) => o.id)).toContain(order.id);

    const handled = await post("/api/order/invoice-handled", { orderId: order.id }, admin);
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data.handledTime).toEqual(expect.any(String));
    const late = await post("/api/order/invoice", { orderId: order.id, ...VALID }, buyer);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      "Yêu cầu xuất hóa đơn này đã được xử lý, không thể sửa nữa",
    );
    const after = await t.app.inject({ url: `/api/order/list?filters=${filters}`, headers: admin });
    expect(after.json().data.items.map((o: { id: number }) => o.id)).not.toContain(order.id);
  });

  it("refuses a malformed tax code or e-mail in the reader's language, and others' orders", async () => {
    const order = await paidOrder();
    for (const taxCode of ["031234567", "03123456789", "0312345678-01", "abcdefghij"]) {
      const res = await post("/api/order/invoice", { orderId: order.id, ...VALID, taxCode }, buyer);
      expect(res.statusCode, taxCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(
        "Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số",
      );
    }
    const en = await post(
      "/api/order/invoice",
      { orderId: order.id, ...VALID, taxCode: "12", email: "not-an-email" },
      buyer,
      "en",
    );
    expect(en.statusCode).toBe(400);
    expect(JSON.stringify(en.json().error)).toContain("A tax code is 10 digits");
    const blank = await post(
      "/api/order/invoice",
      { orderId: order.id, ...VALID, company: " " },
      buyer,
    );
    expect(blank.statusCode).toBe(400);
    const foreign = await post("/api/order/invoice", { orderId: order.id, ...VALID }, other);
    expect(foreign.statusCode).toBe(404);
    // Only staff who may write orders mark requests handled.
    const student = await post("/api/order/invoice-handled", { orderId: order.id }, buyer);
    expect(student.statusCode).toBe(403);
    const none = await post("/api/order/invoice-handled", { orderId: order.id }, admin);
    expect(none.statusCode).toBe(409);
  });

  it("prints a paid order's receipt as a PDF for its buyer and staff, nobody else", async () => {
    const order = await paidOrder();
    const res = await t.app.inject({ url: `/api/order/receipt?id=${order.id}`, headers: buyer });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`bien-nhan-${order.reference_code}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // The Vietnamese font is embedded (its subset's name is in the file).
    expect(res.rawPayload.toString("latin1")).toMatch(/BeVietnamPro/);
    expect(
      (await t.app.inject({ url: `/api/order/receipt?id=${order.id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/order/receipt?id=${order.id}`, headers: other })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/order/receipt?id=${order.id}` })).statusCode).toBe(401);
    const unpaid = await createOrder(t.db, {
      user_id: buyerId,
      lines: [{ course_id: courseId, fee: 1 }],
    });
    const refused = await t.app.inject({
      url: `/api/order/receipt?id=${unpaid.id}`,
      headers: buyer,
    });
    expect(refused.statusCode).toBe(409);
  });
});
