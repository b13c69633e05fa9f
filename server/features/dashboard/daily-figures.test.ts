import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardPeriod } from "../../../shared/constants.ts";
import { DASHBOARD_PERIODS } from "../../../shared/constants.ts";
import { bucketStart, dayKey, dayNumber, previousRange } from "../../../shared/dashboard.ts";
import { siteDateKey } from "../../../shared/format.ts";
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
import { splitByMonths } from "./dashboard.queries.ts";

/**
 * The dashboard reads daily summary tables that database triggers keep current
 * (docs/decisions/024-daily-figures.md). These tests make a series of writes — inserts,
 * status changes, moved times and amounts, deletions, and a payment attached through the API —
 * then compare every figure the dashboard answers with the same figure computed here, in
 * JavaScript, from the raw rows (no SQL day arithmetic shared with the code under test).
 */

const DAY = 86_400_000;
const today = siteDateKey(new Date());
const todayN = dayNumber(today) ?? 0;
/** 23:30 UTC on the UTC date `daysAgo` days before today: 06:30 the next day in Hanoi. */
const lateUtc = (daysAgo: number) => `${dayKey(todayN - daysAgo)}T23:30:00.000Z`;
/** Noon in Hanoi, `daysAgo` days before today. */
const noon = (daysAgo: number) => `${dayKey(todayN - daysAgo)}T05:00:00.000Z`;

// Longer than a year: whole months inside, partial ones at both ends, a previous range too.
const RANGE = { from: dayKey(todayN - 420), to: today };

interface Oracle {
  revenue: Map<string, number>;
  paidOrders: Map<string, number>;
  enrollments: Map<string, number>;
  accounts: Map<string, number>;
  active: Map<string, Set<number>>;
  courses: Map<number, { revenue: number; orders: number }>;
}

describe.each(engines())("dashboard figures equal the raw rows' on %s", (engine) => {
  let t: TestApp;
  let headers: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await createUser(t.db, { role: "ADMIN", create_time: noon(3) });
    headers = await signIn(t, admin.id);
    const [a, b, c] = [
      await createCourse(t.db, { price: 300_000 }),
      await createCourse(t.db, { price: 200_000 }),
      await createCourse(t.db, { price: 90_000 }),
    ];

    // Accounts, one of them at 23:30 UTC, one deleted again, one in the previous range.
    const students = [];
    for (const [k, at] of [lateUtc(1), noon(40), noon(200), noon(419), noon(500)].entries()) {
      students.push(await createUser(t.db, { create_time: at, email: `s${k}@example.vn` }));
    }
    const gone = await createUser(t.db, { create_time: noon(10) });
    await t.db.deleteFrom("user").where("id", "=", gone.id).execute();
    const [s0, s1, s2, s3, s4] = students.map((s) => ({ id: s.id })) as [
      { id: number },
      { id: number },
      { id: number },
      { id: number },
      { id: number },
    ];

    // Orders paid at various times; one with two courses; one paid then cancelled; one whose
    // paid time is moved; one paid with lines added after.
    const paid = async (
      userId: number,
      at: string,
      lines: { course_id: number; fee: number }[],
    ) => {
      const order = await createOrder(t.db, { user_id: userId, lines });
      await t.db
        .updateTable("order")
        .set({ status: "PAID", paid_time: at })
        .where("id", "=", order.id)
        .execute();
      await createTransaction(t.db, {
        status: "MATCHED",
        review_reason: null,
        order_id: order.id,
        amount: lines.reduce((s, l) => s + l.fee, 0),
        transaction_time: at,
      });
      return order;
    };
    await paid(s0.id, lateUtc(2), [
      { course_id: a.id, fee: 300_000 },
      { course_id: b.id, fee: 150_000 },
    ]);
    await paid(s1.id, noon(35), [{ course_id: a.id, fee: 300_000 }]);
    await paid(s2.id, noon(200), [{ course_id: b.id, fee: 200_000 }]);
    await paid(s3.id, noon(418), [{ course_id: c.id, fee: 90_000 }]);
    await paid(s4.id, noon(450), [{ course_id: c.id, fee: 90_000 }]);
    const cancelled = await paid(s1.id, noon(30), [{ course_id: c.id, fee: 90_000 }]);
    await t.db
      .updateTable("order")
      .set({ status: "CANCELLED" })
      .where("id", "=", cancelled.id)
      .execute();
    // Paid in two parts: counted once, on the first part's day — which then moves.
    const moved = await paid(s2.id, noon(100), [{ course_id: a.id, fee: 250_000 }]);
    await createTransaction(t.db, {
      status: "MATCHED",
      review_reason: null,
      order_id: moved.id,
      amount: 1_000,
      transaction_time: noon(20),
    });
    await t.db
      .updateTable("transaction")
      .set({ transaction_time: lateUtc(60) })
      .where("order_id", "=", moved.id)
      .where("amount", "=", 250_000)
      .execute();
    const late = await paid(s3.id, noon(7), []);
    await t.db
      .insertInto("order_item")
      .values({ order_id: late.id, course_id: b.id, fee: 120_000 })
      .execute();

    // Transactions: unmatched money, one matched then ignored (its order no longer paid),
    // one moved across midnight, one whose amount is corrected, one deleted.
    await createTransaction(t.db, { amount: 5_000_000, transaction_time: noon(5) });
    const unpaid = await createOrder(t.db, {
      user_id: s0.id,
      lines: [{ course_id: c.id, fee: 77_000 }],
    });
    const ignored = await createTransaction(t.db, {
      status: "MATCHED",
      review_reason: null,
      order_id: unpaid.id,
      amount: 77_000,
      transaction_time: noon(6),
    });
    await t.db
      .updateTable("transaction")
      .set({ status: "IGNORED" })
      .where("id", "=", ignored.id)
      .execute();
    const shifted = await createTransaction(t.db, {
      status: "MATCHED",
      review_reason: null,
      amount: 44_000,
      transaction_time: noon(9),
    });
    await t.db
      .updateTable("transaction")
      .set({ transaction_time: lateUtc(9), amount: 45_500 })
      .where("id", "=", shifted.id)
      .execute();
    const deleted = await createTransaction(t.db, {
      status: "MATCHED",
      review_reason: null,
      amount: 11_000,
      transaction_time: noon(12),
    });
    await t.db.deleteFrom("transaction").where("id", "=", deleted.id).execute();

    // A bank transfer at 23:30 UTC attached to its order through the API: the real flow pays
    // the order and activates its enrollment in one transaction.
    const open = await createOrder(t.db, {
      user_id: s4.id,
      lines: [{ course_id: b.id, fee: 200_000 }],
    });
    const transfer = await createTransaction(t.db, {
      amount: 200_000,
      transaction_time: lateUtc(0),
    });
    const attach = await t.app.inject({
      method: "POST",
      url: "/api/transaction/attach",
      headers,
      payload: { transactionId: transfer.id, orderId: open.id },
    });
    expect(attach.statusCode).toBe(200);

    // Enrollments: activation times set by hand, one cleared again, one deleted.
    const enrollments = await t.db.selectFrom("enrollment").select(["id"]).orderBy("id").execute();
    for (const [k, e] of enrollments.entries()) {
      if (k % 3 === 0) continue;
      await t.db
        .updateTable("enrollment")
        .set({ status: "ACTIVE", activate_time: k % 2 ? lateUtc(k * 13) : noon(k * 29) })
        .where("id", "=", e.id)
        .execute();
    }
    const [first, second] = enrollments;
    await t.db
      .updateTable("enrollment")
      .set({ activate_time: null })
      .where("id", "=", second!.id)
      .execute();
    await t.db.deleteFrom("enrollment").where("id", "=", first!.id).execute();

    // Lesson progress: students moving forward on several days.
    const chapter = await createChapter(t.db, { course_id: a.id, name: "C", sort_order: 0 });
    for (const [k, s] of students.entries()) {
      const lesson = await createLesson(t.db, { chapter_id: chapter.id, course_id: a.id });
      await t.db
        .insertInto("lesson_progress")
        .values({
          user_id: s.id,
          lesson_id: lesson.id,
          course_id: a.id,
          update_time: k % 2 ? lateUtc(k * 50) : noon(k * 50),
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  /** Every figure, per Hanoi day, from the raw rows. */
  async function oracle(): Promise<Oracle> {
    const add = <K>(m: Map<K, number>, k: K, v: number) => m.set(k, (m.get(k) ?? 0) + v);
    const o: Oracle = {
      revenue: new Map(),
      paidOrders: new Map(),
      enrollments: new Map(),
      accounts: new Map(),
      active: new Map(),
      courses: new Map(),
    };
    for (const r of await t.db.selectFrom("transaction").selectAll().execute()) {
      if (r.status === "MATCHED") add(o.revenue, siteDateKey(r.transaction_time), r.amount);
    }
    for (const day of (await firstPaymentDays()).values()) add(o.paidOrders, day, 1);
    for (const r of await t.db.selectFrom("enrollment").selectAll().execute()) {
      if (r.activate_time) add(o.enrollments, siteDateKey(r.activate_time), 1);
    }
    for (const r of await t.db.selectFrom("user").selectAll().execute()) {
      add(o.accounts, siteDateKey(r.create_time), 1);
    }
    for (const r of await t.db.selectFrom("lesson_progress").selectAll().execute()) {
      const day = siteDateKey(r.update_time);
      o.active.set(day, (o.active.get(day) ?? new Set()).add(r.user_id));
    }
    return o;
  }

  const inRange = (day: string, range: { from: string; to: string }) =>
    day >= range.from && day <= range.to;
  const sumIn = (m: Map<string, number>, range: { from: string; to: string }) =>
    [...m].filter(([d]) => inRange(d, range)).reduce((s, [, v]) => s + v, 0);

  /** Each order with a MATCHED payment: the Hanoi day of its first. */
  async function firstPaymentDays(): Promise<Map<number, string>> {
    const first = new Map<number, string>();
    for (const r of await t.db.selectFrom("transaction").selectAll().execute()) {
      if (r.status !== "MATCHED" || r.order_id === null) continue;
      const seen = first.get(r.order_id);
      if (!seen || r.transaction_time < seen) first.set(r.order_id, r.transaction_time);
    }
    return new Map([...first].map(([id, time]) => [id, siteDateKey(time)]));
  }

  async function topCoursesOf(range: { from: string; to: string }) {
    const paidOn = await firstPaymentDays();
    const rows = await t.db
      .selectFrom("order_item as oi")
      .innerJoin("course as c", "c.id", "oi.course_id")
      .select(["oi.course_id", "oi.fee", "oi.order_id", "c.name"])
      .execute();
    const by = new Map<
      number,
      { courseId: number; name: string; revenue: number; orders: number }
    >();
    for (const r of rows) {
      const day = paidOn.get(r.order_id);
      if (!day || !inRange(day, range)) continue;
      const entry = by.get(r.course_id) ?? {
        courseId: r.course_id,
        name: r.name,
        revenue: 0,
        orders: 0,
      };
      entry.revenue += r.fee;
      entry.orders += 1;
      by.set(r.course_id, entry);
    }
    return [...by.values()]
      .sort((x, y) => y.revenue - x.revenue || x.courseId - y.courseId)
      .slice(0, 5);
  }

  const figures = async (range: { from: string; to: string }, period: DashboardPeriod) => {
    const res = await t.app.inject({
      url: `/api/dashboard/figures?from=${range.from}&to=${range.to}&period=${period}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it("answers every card, chart bucket and top course as the raw rows add up, for each period", async () => {
    const o = await oracle();
    // The data is not trivial: money and sales in both ranges.
    const before = previousRange(RANGE);
    expect(sumIn(o.revenue, RANGE)).toBeGreaterThan(0);
    expect(sumIn(o.revenue, before)).toBeGreaterThan(0);
    expect((await topCoursesOf(RANGE)).length).toBe(3);
    for (const period of DASHBOARD_PERIODS) {
      const { sales } = await figures(RANGE, period);
      expect(sales.revenue).toEqual({
        value: sumIn(o.revenue, RANGE),
        previous: sumIn(o.revenue, before),
      });
      expect(sales.paidOrders).toEqual({
        value: sumIn(o.paidOrders, RANGE),
        previous: sumIn(o.paidOrders, before),
      });
      expect(sales.newEnrollments).toEqual({
        value: sumIn(o.enrollments, RANGE),
        previous: sumIn(o.enrollments, before),
      });
      expect(sales.newAccounts).toEqual({
        value: sumIn(o.accounts, RANGE),
        previous: sumIn(o.accounts, before),
      });
      const activeIn = (range: { from: string; to: string }) =>
        new Set([...o.active].filter(([d]) => inRange(d, range)).flatMap(([, s]) => [...s])).size;
      expect(sales.activeStudents).toEqual({
        value: activeIn(RANGE),
        previous: activeIn(before),
      });
      // Each bucket: the days of the range that fall in it.
      const bucketSum = (m: Map<string, number>, bucket: string) =>
        [...m]
          .filter(([d]) => inRange(d, RANGE) && bucketStart(d, period) === bucket)
          .reduce((s, [, v]) => s + v, 0);
      for (const b of sales.revenueSeries as { bucket: string; revenue: number }[]) {
        expect(b.revenue, `${period} ${b.bucket}`).toBe(bucketSum(o.revenue, b.bucket));
      }
      for (const b of sales.growthSeries as {
        bucket: string;
        enrollments: number;
        accounts: number;
      }[]) {
        expect(b.enrollments, `${period} ${b.bucket}`).toBe(bucketSum(o.enrollments, b.bucket));
        expect(b.accounts, `${period} ${b.bucket}`).toBe(bucketSum(o.accounts, b.bucket));
      }
      expect(sales.topCourses).toEqual(await topCoursesOf(RANGE));
    }
  });

  it("puts the 23:30 UTC payment attached through the API on the next Hanoi day", async () => {
    const { sales } = await figures({ from: dayKey(todayN - 1), to: today }, "DAY");
    const o = await oracle();
    // lateUtc(0) is 06:30 tomorrow in Hanoi: outside a range that ends today.
    const tomorrow = dayKey(todayN + 1);
    expect(o.revenue.get(tomorrow)).toBe(200_000);
    expect(sales.revenueSeries).toEqual([
      { bucket: dayKey(todayN - 1), revenue: o.revenue.get(dayKey(todayN - 1)) ?? 0 },
      { bucket: today, revenue: o.revenue.get(today) ?? 0 },
    ]);
    const next = await figures({ from: tomorrow, to: tomorrow }, "DAY");
    expect(next.sales.revenueSeries).toEqual([{ bucket: tomorrow, revenue: 200_000 }]);
    // lateUtc(2), the two-course order, is on the day before yesterday + 1: yesterday.
    expect(sales.revenueSeries[0].revenue).toBeGreaterThanOrEqual(450_000);
  });

  it("matches top courses over ranges cut anywhere in a month (whole months and edge days)", async () => {
    for (const [from, to] of [
      [todayN - 420, todayN],
      [todayN - 61, todayN - 1],
      [todayN - 3, todayN - 2],
      [todayN - 450, todayN - 100],
    ] as const) {
      const range = { from: dayKey(from), to: dayKey(to) };
      expect((await figures(range, "MONTH")).sales.topCourses, JSON.stringify(range)).toEqual(
        await topCoursesOf(range),
      );
    }
  });

  it("keeps the summary tables equal to the raw rows, day by day", async () => {
    const o = await oracle();
    const stored = await t.db.selectFrom("daily_figure").selectAll().execute();
    const nonzero = (m: Map<string, number>) =>
      Object.fromEntries([...m].filter(([, v]) => v !== 0).sort());
    const column = (name: "revenue" | "paid_orders" | "new_enrollments" | "new_accounts") =>
      nonzero(new Map(stored.map((r) => [r.day, Number(r[name])])));
    expect(column("revenue")).toEqual(nonzero(o.revenue));
    expect(column("paid_orders")).toEqual(nonzero(o.paidOrders));
    expect(column("new_enrollments")).toEqual(nonzero(o.enrollments));
    expect(column("new_accounts")).toEqual(nonzero(o.accounts));
  });

  it("remembers each day a student moved forward, even after the progress row moves on", async () => {
    const row = await t.db.selectFrom("lesson_progress").selectAll().executeTakeFirstOrThrow();
    const then = siteDateKey(row.update_time);
    const later = new Date(Date.parse(row.update_time) + 3 * DAY).toISOString();
    await t.db
      .updateTable("lesson_progress")
      .set({ update_time: later })
      .where("user_id", "=", row.user_id)
      .where("lesson_id", "=", row.lesson_id)
      .execute();
    const days = await t.db
      .selectFrom("daily_active_student")
      .select("day")
      .where("user_id", "=", row.user_id)
      .execute();
    expect(days.map((d) => d.day)).toEqual(expect.arrayContaining([then, siteDateKey(later)]));
  });
});

describe("splitByMonths", () => {
  it("keeps the whole months and the days at the ends", () => {
    expect(splitByMonths({ from: "2025-11-26", to: "2026-11-25" })).toEqual({
      months: { from: "2025-12", to: "2026-10" },
      days: [
        { from: "2025-11-26", to: "2025-11-30" },
        { from: "2026-11-01", to: "2026-11-25" },
      ],
    });
    expect(splitByMonths({ from: "2024-02-01", to: "2024-02-29" })).toEqual({
      months: { from: "2024-02", to: "2024-02" },
      days: [],
    });
    expect(splitByMonths({ from: "2025-01-31", to: "2025-03-01" })).toEqual({
      months: { from: "2025-02", to: "2025-02" },
      days: [
        { from: "2025-01-31", to: "2025-01-31" },
        { from: "2025-03-01", to: "2025-03-01" },
      ],
    });
    expect(splitByMonths({ from: "2025-03-05", to: "2025-03-30" })).toEqual({
      months: null,
      days: [{ from: "2025-03-05", to: "2025-03-30" }],
    });
  });
});
