import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCourse,
  createEnrollment,
  createImage,
  createOrder,
  createPromotion,
  createUser,
} from "../../../tests/factories.ts";
import { listQueryString } from "../../../tests/setup/query-string.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

describe.each(engines())("library on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function student(values: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(t.db, values);
    return { user, cookie: await signIn(t, user.id) };
  }
  const post = (path: string, body: Record<string, unknown>, cookie?: { cookie: string }) =>
    t.app.inject({
      method: "POST",
      url: `${path}?locale=en`,
      headers: cookie ?? {},
      payload: body,
    });
  const enroll = (courseId: number, cookie?: { cookie: string }) =>
    post("/api/library/enroll", { courseId }, cookie);
  const enrollmentsOf = (userId: number) =>
    t.db.selectFrom("enrollment").selectAll().where("user_id", "=", userId).execute();

  describe("free enrolment", () => {
    it("enrols at once in a course whose sale price is 0: free, or free under a running promotion", async () => {
      const { user, cookie } = await student();
      const free = await createCourse(t.db, { price: 0 });
      const res = await enroll(free.id, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        created: true,
        enrollment: {
          user_id: user.id,
          course_id: free.id,
          status: "ACTIVE",
          fee: 0,
          order_id: null,
        },
      });
      expect(res.json().data.enrollment.activate_time).toEqual(expect.any(String));

      const promotion = await createPromotion(t.db, { discount_percentage: 100 });
      const discounted = await createCourse(t.db, { price: 900_000, promotion_id: promotion.id });
      expect((await enroll(discounted.id, cookie)).json().data.enrollment.status).toBe("ACTIVE");
      expect(await enrollmentsOf(user.id)).toHaveLength(2);
    });

    it("changes nothing on a second click or a second request, even at once", async () => {
      const { user, cookie } = await student();
      const free = await createCourse(t.db, { price: 0 });
      const answers = await Promise.all(Array.from({ length: 5 }, () => enroll(free.id, cookie)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
      const [only] = await enrollmentsOf(user.id);
      expect(await enrollmentsOf(user.id)).toHaveLength(1);
      const again = await enroll(free.id, cookie);
      expect(again.json().data).toEqual({ created: false, enrollment: only });
    });

    it("refuses a paid course, so the page goes to checkout", async () => {
      const { user, cookie } = await student();
      const paid = await createCourse(t.db, { price: 499_000 });
      const res = await enroll(paid.id, cookie);
      expect(res.statusCode).toBe(402);
      expect(res.json().error.message).toBe(
        "This course is not free, please complete the checkout to enroll",
      );
      // A promotion that has ended no longer makes it free.
      const ended = await createPromotion(t.db, {
        discount_percentage: 100,
        start_time: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        end_time: new Date(Date.now() - 1000).toISOString(),
      });
      const wasFree = await createCourse(t.db, { price: 499_000, promotion_id: ended.id });
      expect((await enroll(wasFree.id, cookie)).statusCode).toBe(402);
      expect(await enrollmentsOf(user.id)).toHaveLength(0);
    });

    it("refuses a PRIVATE course", async () => {
      const { user, cookie } = await student();
      const hidden = await createCourse(t.db, { price: 0, visibility: "PRIVATE" });
      const res = await enroll(hidden.id, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("This course is not open for enrollment");
      expect(await enrollmentsOf(user.id)).toHaveLength(0);
    });

    it("refuses an unverified account with a message to verify, and a visitor", async () => {
      const { user, cookie } = await student({ status: "PENDING" });
      const free = await createCourse(t.db, { price: 0 });
      const res = await enroll(free.id, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(
        "Please verify your email before enrolling in or buying a course",
      );
      expect(await enrollmentsOf(user.id)).toHaveLength(0);
      expect((await enroll(free.id)).statusCode).toBe(401);
      expect((await enroll(987_654, cookie)).statusCode).toBe(403);
      const verified = await student();
      expect((await enroll(987_654, verified.cookie)).statusCode).toBe(404);
    });

    it("activates an enrollment awaiting an order once the course is free, and cancels that order", async () => {
      const { user, cookie } = await student();
      const course = await createCourse(t.db, { price: 300_000 });
      const order = await createOrder(t.db, {
        user_id: user.id,
        lines: [{ course_id: course.id, fee: 300_000 }],
      });
      await t.db.updateTable("course").set({ price: 0 }).where("id", "=", course.id).execute();
      const res = await enroll(course.id, cookie);
      expect(res.json().data.enrollment).toMatchObject({
        status: "ACTIVE",
        fee: 0,
        order_id: null,
      });
      const cancelled = await t.db
        .selectFrom("order")
        .select("status")
        .where("id", "=", order.id)
        .executeTakeFirstOrThrow();
      expect(cancelled.status).toBe("CANCELLED");
    });
  });

  describe("favourites", () => {
    const favorites = (params: Record<string, unknown>, cookie?: { cookie: string }) => {
      const query = listQueryString(params);
      return t.app.inject({ url: `/api/library/favorites?${query}`, headers: cookie ?? {} });
    };

    it("asks a visitor to log in to like, in their language", async () => {
      const course = await createCourse(t.db);
      const res = await post("/api/library/favor", { courseId: course.id });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe("Please login to like");
      const vi = await t.app.inject({
        method: "POST",
        url: "/api/library/favor",
        payload: { courseId: course.id },
      });
      expect(vi.json().error.message).not.toBe("Please login to like");
      expect((await post("/api/library/unfavor", { courseId: course.id })).statusCode).toBe(401);
      const list = await favorites({ filters: [["course_id", "=", course.id]], limit: "1" });
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual({ items: [], refs: {}, total: 0 });
    });

    it("likes and unlikes; the course page reads the total of a course_id filter with limit 1", async () => {
      const { user, cookie } = await student();
      const course = await createCourse(t.db);
      const other = await createCourse(t.db);
      for (let i = 0; i < 2; i++) {
        const res = await post("/api/library/favor", { courseId: course.id }, cookie);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual({ courseId: course.id, favorite: true });
      }
      await post("/api/library/favor", { courseId: other.id }, cookie);
      const liked = await favorites(
        { filters: [["course_id", "=", course.id]], limit: "1" },
        cookie,
      );
      expect(liked.statusCode).toBe(200);
      expect(liked.json().data.total).toBe(1);
      expect(liked.json().data.items).toEqual([
        { course_id: course.id, create_time: expect.any(String) },
      ]);

      const all = await favorites({ refNames: ["course"] }, cookie);
      expect(all.json().data.total).toBe(2);
      expect(all.json().data.refs.course[course.id]).toMatchObject({
        id: course.id,
        name: course.name,
      });

      // Another user's favourites are theirs.
      const someone = await student();
      expect(
        (await favorites({ filters: [["course_id", "=", course.id]] }, someone.cookie)).json().data
          .total,
      ).toBe(0);

      const res = await post("/api/library/unfavor", { courseId: course.id }, cookie);
      expect(res.json().data).toEqual({ courseId: course.id, favorite: false });
      expect(
        (await favorites({ filters: [["course_id", "=", course.id]], limit: "1" }, cookie)).json()
          .data.total,
      ).toBe(0);
      const rows = await t.db
        .selectFrom("favorite")
        .selectAll()
        .where("user_id", "=", user.id)
        .execute();
      expect(rows.map((r) => r.course_id)).toEqual([other.id]);
    });

    it("gives the favourites tab what a course card shows: images, creator, promotion, figures", async () => {
      const { cookie } = await student();
      const image = await createImage(t.db);
      const creator = await createUser(t.db, {
        full_name: "Trần Thị Bình",
        role: "CONTENT_MANAGER",
      });
      const promotion = await createPromotion(t.db);
      const course = await createCourse(t.db, {
        avatar_image_id: image.id,
        creator_id: creator.id,
        promotion_id: promotion.id,
        level: "ADVANCED",
      });
      await post("/api/library/favor", { courseId: course.id }, cookie);
      const res = await favorites(
        { refNames: ["course", "course_image", "course_user", "course_promotion"] },
        cookie,
      );
      expect(res.statusCode).toBe(200);
      const { refs } = res.json().data;
      expect(refs.course[course.id]).toMatchObject({
        level: "ADVANCED",
        lesson_count: 0,
        learner_count: 0,
      });
      expect(refs.course_image[image.id]).toMatchObject({ id: image.id });
      expect(refs.course_user[creator.id]).toMatchObject({ full_name: "Trần Thị Bình" });
      expect(refs.course_promotion[promotion.id]).toMatchObject({ id: promotion.id });
      // The card refs alone, without the courses themselves, are answered too.
      const only = await favorites({ refNames: ["course_image"] }, cookie);
      expect(Object.keys(only.json().data.refs)).toEqual(["course_image"]);
    });

    it("refuses a course the user cannot see, and list fields it does not offer", async () => {
      const { cookie } = await student();
      const hidden = await createCourse(t.db, { visibility: "PRIVATE" });
      expect((await post("/api/library/favor", { courseId: hidden.id }, cookie)).statusCode).toBe(
        404,
      );
      // Owning it makes it visible again.
      const owner = await student();
      await createEnrollment(t.db, { user_id: owner.user.id, course_id: hidden.id });
      expect(
        (await post("/api/library/favor", { courseId: hidden.id }, owner.cookie)).statusCode,
      ).toBe(200);
      expect((await favorites({ filters: [["user_id", "=", 1]] }, cookie)).statusCode).toBe(400);
      expect((await favorites({ filters: [["course_id", "LIKE", "1"]] }, cookie)).statusCode).toBe(
        400,
      );
      expect((await favorites({ refNames: ["user"] }, cookie)).statusCode).toBe(400);
    });
  });
});
