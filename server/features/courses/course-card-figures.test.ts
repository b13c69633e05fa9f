import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAudio,
  createCombo,
  createCourse,
  createEnrollment,
  createLesson,
  createUser,
  createVideo,
} from "../../../tests/factories.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === "string" ? v : JSON.stringify(v))}`)
    .join("&");

describe.each(engines())("course card figures on %s", (engine) => {
  let t: TestApp;
  let courseId: number;
  let emptyId: number;
  let comboId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const course = await createCourse(t.db, { slug: "dem-so", level: "BEGINNER" });
    courseId = course.id;
    emptyId = (await createCourse(t.db, { slug: "trong" })).id;
    const video = await createVideo(t.db, { duration: 125.5 });
    const audio = await createAudio(t.db, { duration: 60 });
    await createLesson(t.db, { course_id: courseId, type: "VIDEO", video_id: video.id });
    await createLesson(t.db, { course_id: courseId, type: "AUDIO", audio_id: audio.id });
    await createLesson(t.db, { course_id: courseId, type: "TEXT" });
    for (const status of ["ACTIVE", "COMPLETED", "AWAITING_PAYMENT", "CANCELLED"] as const) {
      const user = await createUser(t.db);
      await createEnrollment(t.db, { user_id: user.id, course_id: courseId, status });
    }
    const combo = await createCombo(t.db);
    comboId = combo.id;
    await t.db
      .insertInto("combo_course")
      .values({ combo_id: combo.id, course_id: courseId, sort_order: 0 })
      .execute();
  });
  afterAll(() => t.close());

  it("counts lessons, sums video and audio length and counts learners who have access", async () => {
    const res = await t.app.inject(`/api/course/get?slug=dem-so`);
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data.items;
    expect(item).toMatchObject({
      level: "BEGINNER",
      lesson_count: 3,
      duration_seconds: 186,
      learner_count: 2,
    });
  });

  it("answers zeros for a course without lessons or learners, in lists and discovery", async () => {
    const list = await t.app.inject(
      `/api/course/list?${q({ filters: [["id", "IN", [courseId, emptyId]]] })}`,
    );
    const byId = Object.fromEntries(list.json().data.items.map((i: { id: number }) => [i.id, i]));
    expect(byId[emptyId]).toMatchObject({ lesson_count: 0, duration_seconds: 0, learner_count: 0 });
    expect(byId[courseId]).toMatchObject({ lesson_count: 3, learner_count: 2 });

    const discover = await t.app.inject(`/api/course/discover?q=${encodeURIComponent("Khoá")}`);
    expect(discover.statusCode).toBe(200);
    const found = discover.json().data.items.find((i: { id: number }) => i.id === courseId);
    expect(found).toMatchObject({ lesson_count: 3, duration_seconds: 186, learner_count: 2 });
  });

  it("gives them to courses read through a ref (a combo's courses)", async () => {
    const res = await t.app.inject(`/api/combo/get?id=${comboId}&${q({ refNames: ["course"] })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refs.course[courseId]).toMatchObject({
      lesson_count: 3,
      learner_count: 2,
    });
  });

  it("keeps the learner count as enrollments are paid, cancelled, moved and deleted", async () => {
    const course = await createCourse(t.db);
    const learners = async () =>
      (
        await t.db
          .selectFrom("course")
          .select("learner_count")
          .where("id", "=", course.id)
          .executeTakeFirstOrThrow()
      ).learner_count;
    const user = await createUser(t.db);
    const e = await createEnrollment(t.db, {
      user_id: user.id,
      course_id: course.id,
      status: "AWAITING_PAYMENT",
    });
    expect(await learners()).toBe(0);
    const setStatus = (status: "ACTIVE" | "COMPLETED" | "CANCELLED") =>
      t.db.updateTable("enrollment").set({ status }).where("id", "=", e.id).execute();
    await setStatus("ACTIVE");
    expect(await learners()).toBe(1);
    await setStatus("COMPLETED");
    expect(await learners()).toBe(1);
    await setStatus("CANCELLED");
    expect(await learners()).toBe(0);
    await setStatus("ACTIVE");
    await t.db
      .updateTable("enrollment")
      .set({ course_id: emptyId })
      .where("id", "=", e.id)
      .execute();
    expect(await learners()).toBe(0);
    await t.db
      .updateTable("enrollment")
      .set({ course_id: course.id })
      .where("id", "=", e.id)
      .execute();
    expect(await learners()).toBe(1);
    await t.db.deleteFrom("enrollment").where("id", "=", e.id).execute();
    expect(await learners()).toBe(0);
  });

  it("refuses to filter or sort by a computed figure", async () => {
    const filter = await t.app.inject(
      `/api/course/list?${q({ filters: [["duration_seconds", ">", 1]] })}`,
    );
    expect(filter.statusCode).toBe(400);
    const order = await t.app.inject(
      `/api/course/list?${q({ orders: [["lesson_count", "desc"]] })}`,
    );
    expect(order.statusCode).toBe(400);
  });
});
