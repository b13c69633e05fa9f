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

describe.each(engines())("enrollment management on %s", (engine) => {
  let t: TestApp;
  let admin: { id: number; email: string };
  let adminCookie: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createUser(t.db, { role: "ADMIN" });
    adminCookie = await signIn(t, admin.id);
  });
  afterAll(() => t.close());

  const post = (path: string, body: Record<string, unknown>, cookie = adminCookie) =>
    t.app.inject({ method: "POST", url: `${path}?locale=en`, headers: cookie, payload: body });
  const enrollment = (id: number) =>
    t.db.selectFrom("enrollment").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const orderOf = (id: number) =>
    t.db.selectFrom("order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("Activate enrollment: ACTIVE with a MANUAL transaction of its fee; the order PAID once every line is active", async () => {
    const student = await createUser(t.db);
    const a = await createCourse(t.db);
    const b = await createCourse(t.db);
    const order = await createOrder(t.db, {
      user_id: student.id,
      item_type: "COMBO",
      item_id: 1,
      lines: [
        { course_id: a.id, fee: 400_000 },
        { course_id: b.id, fee: 200_000 },
      ],
    });
    const [ea, eb] = await t.db
      .selectFrom("enrollment")
      .selectAll()
      .where("order_id", "=", order.id)
      .orderBy("course_id")
      .execute();

    const first = await post("/api/enrollment/activate", { enrollmentId: ea!.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.enrollment).toMatchObject({ id: ea!.id, status: "ACTIVE" });
    expect((await enrollment(ea!.id)).activate_time).not.toBeNull();
    expect((await orderOf(order.id)).status).toBe("AWAITING_PAYMENT");
    const manual = await t.db
      .selectFrom("transaction")
      .selectAll()
      .where("order_id", "=", order.id)
      .execute();
    expect(manual).toEqual([
      expect.objectContaining({
        provider: "MANUAL",
        provider_transaction_id: null,
        amount: 400_000,
        message: order.reference_code,
        status: "MATCHED",
        actor_kind: "USER",
        created_by: admin.id,
      }),
    ]);

    expect((await post("/api/enrollment/activate", { enrollmentId: eb!.id })).statusCode).toBe(200);
    const paid = await orderOf(order.id);
    expect(paid.status).toBe("PAID");
    expect(paid.paid_time).not.toBeNull();
    const notes = await t.db
      .selectFrom("notification")
      .selectAll()
      .where("user_id", "=", student.id)
      .execute();
    expect(notes.map((n) => n.type)).toEqual(["ENROLLMENT_ACTIVATED", "ENROLLMENT_ACTIVATED"]);

    // The activity log names the admin as the author of these writes.
    const logged = await t.db
      .selectFrom("activity_log")
      .selectAll()
      .where("table_name", "=", "transaction")
      .where("user_id", "=", admin.id)
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged.every((l) => l.actor_kind === "USER" && l.user_email === admin.email)).toBe(true);
  });

  it("refuses to activate an enrollment already active, or a missing one", async () => {
    const student = await createUser(t.db);
    const active = await createEnrollment(t.db, {
      user_id: student.id,
      course_id: (await createCourse(t.db)).id,
    });
    const manual = () =>
      t.db.selectFrom("transaction").selectAll().where("provider", "=", "MANUAL").execute();
    const before = (await manual()).length;
    const res = await post("/api/enrollment/activate", { enrollmentId: active.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("This enrollment is already active");
    const missing = await post("/api/enrollment/activate", { enrollmentId: 987_654 });
    expect(missing.statusCode).toBe(404);
    expect(await manual()).toHaveLength(before);
  });

  it("Complete enrollment: COMPLETED, once", async () => {
    const student = await createUser(t.db);
    const active = await createEnrollment(t.db, {
      user_id: student.id,
      course_id: (await createCourse(t.db)).id,
      activate_time: "2026-01-01T00:00:00.000Z",
    });
    const res = await post("/api/enrollment/complete", { enrollmentId: active.id });
    expect(res.statusCode).toBe(200);
    const completed = await enrollment(active.id);
    expect(completed).toMatchObject({
      status: "COMPLETED",
      activate_time: "2026-01-01T00:00:00.000Z",
    });
    expect(completed.complete_time).not.toBeNull();
    const again = await post("/api/enrollment/complete", { enrollmentId: active.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This enrollment is already completed");
  });

  it("adds an enrollment by hand, once per student and course", async () => {
    const student = await createUser(t.db);
    const course = await createCourse(t.db);
    const res = await post("/api/enrollment/create", {
      userId: student.id,
      courseId: course.id,
      fee: 100_000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe("Enrollment added successfully");
    expect(res.json().data.enrollment).toMatchObject({
      user_id: student.id,
      course_id: course.id,
      status: "ACTIVE",
      fee: 100_000,
      order_id: null,
    });
    const twice = await post("/api/enrollment/create", { userId: student.id, courseId: course.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(
      "This student already has an enrollment in this course",
    );
    expect(
      (await post("/api/enrollment/create", { userId: student.id, courseId: 987_654 })).statusCode,
    ).toBe(404);
  });

  it("refuses every write to ADMIN_TRIAL (Access denied), students and visitors, and changes nothing", async () => {
    const trial = await signIn(t, (await createUser(t.db, { role: "ADMIN_TRIAL" })).id);
    const client = await signIn(t, (await createUser(t.db)).id);
    const student = await createUser(t.db);
    const awaiting = await createEnrollment(t.db, {
      user_id: student.id,
      course_id: (await createCourse(t.db)).id,
      status: "AWAITING_PAYMENT",
    });
    const course = await createCourse(t.db);
    const writes: Array<[string, Record<string, unknown>]> = [
      ["/api/enrollment/activate", { enrollmentId: awaiting.id }],
      ["/api/enrollment/complete", { enrollmentId: awaiting.id }],
      ["/api/enrollment/create", { userId: student.id, courseId: course.id }],
    ];
    for (const [path, body] of writes) {
      const res = await post(path, body, trial);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Access denied");
      expect((await post(path, body, client)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "POST", url: path, payload: body })).statusCode).toBe(
        401,
      );
    }
    expect((await enrollment(awaiting.id)).status).toBe("AWAITING_PAYMENT");
    // ADMIN_TRIAL still reads the management list.
    const list = await t.app.inject({
      url: "/api/enrollment/list?refNames=%5B%22order%22%5D",
      headers: trial,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBeGreaterThan(0);
  });
});
