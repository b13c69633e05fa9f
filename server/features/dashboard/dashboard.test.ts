import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createChapter,
  createCourse,
  createLesson,
  createOrder,
  createTransaction,
  createUser,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

// March 2025 (Sat 1st … Mon 31st) is the range under test, February 2025 the one before it.
const MARCH = "from=2025-03-01&to=2025-03-31";

describe.each(engines())("dashboard figures on %s", (engine) => {
  let t: TestApp;
  let adminCookie: { cookie: string };
  let courseName: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await createUser(t.db, { role: "ADMIN" });
    adminCookie = await signIn(t, admin.id);

    const paid = (time: string, amount: number) =>
      createTransaction(t.db, {
        status: "MATCHED",
        review_reason: null,
        amount,
        transaction_time: time,
      });
    // 23:30 UTC on 10 March is 06:30 on 11 March in Hanoi.
    await paid("2025-03-10T23:30:00.000Z", 150_000);
    await paid("2025-03-10T16:59:59.999Z", 250_000);
    // The first instant of the range (00:00 on 1 March in Hanoi) and the last one.
    await paid("2025-02-28T17:00:00.000Z", 1_000);
    await paid("2025-03-31T16:59:59.999Z", 2_000);
    // Outside the range, after it, and in the range before it.
    await paid("2025-03-31T17:00:00.000Z", 7_000_000);
    await paid("2025-02-14T05:00:00.000Z", 100_000);
    // Money not matched to an order is not revenue.
    await createTransaction(t.db, {
      amount: 9_999_000,
      transaction_time: "2025-03-12T05:00:00.000Z",
    });

    const course = await createCourse(t.db, { price: 300_000, delivery: "ONSITE" });
    courseName = course.name;
    for (const day of ["2025-03-05", "2025-03-06"]) {
      const student = await createUser(t.db, { create_time: `${day}T03:00:00.000Z` });
      const order = await createOrder(t.db, {
        user_id: student.id,
        status: "PAID",
        paid_time: `${day}T04:00:00.000Z`,
        lines: [{ course_id: course.id, fee: 300_000 }],
      });
      await createTransaction(t.db, {
        status: "MATCHED",
        review_reason: null,
        amount: 300_000,
        order_id: order.id,
        transaction_time: `${day}T04:00:00.000Z`,
      });
      await t.db
        .updateTable("enrollment")
        .set({ status: "ACTIVE", activate_time: `${day}T04:00:00.000Z` })
        .where("user_id", "=", student.id)
        .execute();
      const chapter = await createChapter(t.db, { course_id: course.id, name: "C", sort_order: 0 });
      const lesson = await createLesson(t.db, { chapter_id: chapter.id, course_id: course.id });
      await t.db
        .insertInto("lesson_progress")
        .values({
          user_id: student.id,
          lesson_id: lesson.id,
          course_id: course.id,
          update_time: `${day}T05:00:00.000Z`,
        })
        .execute();
    }
    await createUser(t.db, { create_time: "2025-02-10T03:00:00.000Z" });
  });
  afterAll(() => t.close());

  const figures = (query: string, cookie = adminCookie) =>
    t.app.inject({ url: `/api/dashboard/figures?${query}`, headers: cookie });

  it("sums matched payments by Hanoi day: 23:30 UTC belongs to the next day", async () => {
    const res = await figures(`${MARCH}&period=DAY`);
    expect(res.statusCode).toBe(200);
    const { sales, previousRange } = res.json().data;
    expect(previousRange).toEqual({ from: "2025-01-29", to: "2025-02-28" });
    expect(sales.revenue).toEqual({ value: 1_003_000, previous: 100_000 });
    expect(sales.revenueSeries).toHaveLength(31);
    const byDay = Object.fromEntries(
      sales.revenueSeries.map((b: { bucket: string; revenue: number }) => [b.bucket, b.revenue]),
    );
    expect(byDay["2025-03-01"]).toBe(1_000);
    expect(byDay["2025-03-10"]).toBe(250_000);
    expect(byDay["2025-03-11"]).toBe(150_000);
    expect(byDay["2025-03-31"]).toBe(2_000);
    expect(byDay["2025-03-12"]).toBe(0);
  });

  it("cuts the same payments into ISO weeks, months, quarters and years", async () => {
    const week = (await figures(`${MARCH}&period=WEEK`)).json().data.sales.revenueSeries;
    expect(week.map((b: { bucket: string }) => b.bucket)).toEqual([
      "2025-02-24",
      "2025-03-03",
      "2025-03-10",
      "2025-03-17",
      "2025-03-24",
      "2025-03-31",
    ]);
    expect(week).toContainEqual({ bucket: "2025-03-10", revenue: 400_000 });
    expect(week).toContainEqual({ bucket: "2025-03-03", revenue: 600_000 });
    expect(week).toContainEqual({ bucket: "2025-02-24", revenue: 1_000 });
    const month = (await figures(`${MARCH}&period=MONTH`)).json().data.sales.revenueSeries;
    expect(month).toEqual([{ bucket: "2025-03-01", revenue: 1_003_000 }]);
    const year = await figures("from=2025-01-01&to=2025-12-31&period=QUARTER");
    expect(year.json().data.sales.revenueSeries).toEqual([
      { bucket: "2025-01-01", revenue: 1_103_000 },
      { bucket: "2025-04-01", revenue: 7_000_000 },
      { bucket: "2025-07-01", revenue: 0 },
      { bucket: "2025-10-01", revenue: 0 },
    ]);
    const years = await figures("from=2024-06-01&to=2025-06-01&period=YEAR");
    expect(years.json().data.sales.revenueSeries).toEqual([
      { bucket: "2024-01-01", revenue: 0 },
      { bucket: "2025-01-01", revenue: 8_103_000 },
    ]);
  });

  it("counts paid orders, enrollments, accounts and active students against the period before", async () => {
    const { sales } = (await figures(`${MARCH}&period=WEEK`)).json().data;
    expect(sales.paidOrders).toEqual({ value: 2, previous: 0 });
    expect(sales.newEnrollments).toEqual({ value: 2, previous: 0 });
    expect(sales.newAccounts).toEqual({ value: 2, previous: 1 });
    expect(sales.activeStudents).toEqual({ value: 2, previous: 0 });
    expect(sales.growthSeries).toContainEqual({
      bucket: "2025-03-03",
      enrollments: 2,
      accounts: 2,
    });
    expect(sales.topCourses).toEqual([
      expect.objectContaining({ name: courseName, revenue: 600_000, orders: 2 }),
    ]);
  });

  it("shows the content roles the course counts only", async () => {
    const manager = await createUser(t.db, { role: "CONTENT_MANAGER" });
    const res = await figures(`${MARCH}`, await signIn(t, manager.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sales).toBeNull();
    expect(res.json().data.coursesByDelivery).toContainEqual(
      expect.objectContaining({ delivery: "ONSITE", total: 1 }),
    );
    const student = await createUser(t.db);
    expect((await figures(MARCH, await signIn(t, student.id))).statusCode).toBe(403);
  });

  it("refuses a reversed, too long or out-of-range period with a message at the field", async () => {
    const issues = async (query: string) => {
      const res = await figures(`${query}&locale=en`);
      expect(res.statusCode).toBe(400);
      return res.json().error.details.issues;
    };
    expect(await issues("from=2025-03-10&to=2025-03-01")).toEqual([
      { path: "to", message: "The end date must be after the start date" },
    ]);
    expect(await issues("from=2024-01-01&to=2025-06-01")).toEqual([
      { path: "to", message: "The range cannot exceed 500 days" },
    ]);
    const year = new Date().getUTCFullYear();
    expect(await issues("from=1800-01-01&to=1800-01-02")).toEqual([
      { path: "from", message: `The year must be between ${year - 100} and ${year + 100}` },
      { path: "to", message: `The year must be between ${year - 100} and ${year + 100}` },
    ]);
    expect(await issues("from=2025-02-30&to=2025-03-01&period=HOUR")).toEqual(
      expect.arrayContaining([{ path: "from", message: "Invalid date" }]),
    );
  });
});
