import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createChapter,
  createCombo,
  createComboWithCourses,
  createCourse,
  createEnrollment,
  createImage,
  createLesson,
  createOrder,
  createPromotion,
  createQuiz,
  createUser,
  createVideo,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

describe.each(engines())("catalogue management on %s", (engine) => {
  let t: TestApp;
  let admin: { cookie: string };
  let trial: { cookie: string };
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    adminId = (await createUser(t.db, { role: "ADMIN" })).id;
    admin = await signIn(t, adminId);
    trial = await signIn(t, (await createUser(t.db, { role: "ADMIN_TRIAL" })).id);
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, as = admin, locale = "en") =>
    t.app.inject({
      method: "POST",
      url: `${path}?locale=${locale}`,
      headers: as,
      payload: body as object,
    });

  const lessonsOf = (courseId: number) =>
    t.db
      .selectFrom("lesson")
      .select(["id", "chapter_id", "sort_order"])
      .where("course_id", "=", courseId)
      .orderBy("sort_order")
      .execute();

  const courseBody = (slug: string) => ({
    name: "Tiếng Việt cho người mới",
    slug,
    description: "Học từ đầu",
    price: 990_000,
    visibility: "PUBLIC",
    priority: 0,
    objectives: "Đọc\nViết",
    requirements: "Không",
    delivery: "ONLINE",
    language: "vi",
    is_featured: false,
  });

  it("creates a course with every field, its author as instructor, and logs the write", async () => {
    const image = await createImage(t.db);
    const res = await post("/api/course/create", {
      ...courseBody("tieng-viet-moi"),
      avatar_image_id: image.id,
      introduction: {
        blocks: [{ key: "a", type: "unstyled", text: "Xin chào" }],
        entityMap: {},
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    const row = await t.db
      .selectFrom("course")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Tiếng Việt cho người mới",
      price: 990_000,
      creator_id: adminId,
      avatar_image_id: image.id,
      search_text: "tieng viet cho nguoi moi",
      objectives: "Đọc\nViết",
    });
    const log = await t.db
      .selectFrom("activity_log")
      .select(["type", "user_id"])
      .where("table_name", "=", "course")
      .where("insert_id", "=", id)
      .execute();
    expect(log).toEqual([{ type: "INSERT", user_id: adminId }]);
  });

  it("names another instructor and a promotion from the course form; an empty instructor keeps the one it had", async () => {
    const teacher = await createUser(t.db, { full_name: "Cô Lan", role: "CONTENT_WRITER" });
    const promotion = await createPromotion(t.db, { slug: "giam-tu-form" });
    const created = await post("/api/course/create", {
      ...courseBody("co-giang-vien"),
      creator_id: teacher.id,
      promotion_id: promotion.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const row = () =>
      t.db
        .selectFrom("course")
        .select(["creator_id", "promotion_id"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ creator_id: teacher.id, promotion_id: promotion.id });
    const cleared = await post("/api/course/update", {
      id,
      ...courseBody("co-giang-vien"),
      creator_id: null,
      promotion_id: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await row()).toEqual({ creator_id: teacher.id, promotion_id: null });
    const missing = await post("/api/course/update", {
      id,
      ...courseBody("co-giang-vien"),
      promotion_id: 999_998,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.issues).toEqual([
      { path: "promotion_id", message: expect.any(String) },
    ]);
  });

  it("sets a course's level and category from the course form; the cards read them back", async () => {
    const created = await post("/api/course/create", {
      ...courseBody("co-trinh-do"),
      level: "INTERMEDIATE",
      category: " code ",
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const listed = await t.app.inject({
      method: "GET",
      url: `/api/course/list?filters=${encodeURIComponent(JSON.stringify([["id", "=", id]]))}`,
      headers: { cookie: admin.cookie },
    });
    expect(listed.json().data.items[0]).toMatchObject({ level: "INTERMEDIATE", category: "code" });
    const cleared = await post("/api/course/update", {
      id,
      ...courseBody("co-trinh-do"),
      level: null,
      category: "",
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(
      await t.db
        .selectFrom("course")
        .select(["level", "category"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ level: null, category: null });
    const wrong = await post(
      "/api/course/update",
      {
        id,
        ...courseBody("co-trinh-do"),
        level: "EXPERT",
      },
      admin,
      "vi",
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.issues).toEqual([
      { path: "level", message: "Vui lòng chọn một trong các giá trị có sẵn" },
    ]);
  });

  it("answers bad input with field messages in the reader's language, never a 500", async () => {
    const res = await post(
      "/api/course/create",
      { ...courseBody("Not A Slug"), price: -1, delivery: "ONSITE", avatar_image_id: 999_999 },
      admin,
      "vi",
    );
    expect(res.statusCode).toBe(400);
    const issues = res.json().error.details.issues as { path: string; message: string }[];
    const at = (path: string) => issues.find((i) => i.path === path)?.message;
    expect(at("slug")).toBe("Chỉ được dùng chữ thường không dấu, chữ số và dấu gạch ngang");
    expect(at("price")).toBeDefined();

    const onsite = await post("/api/course/create", {
      ...courseBody("truc-tiep"),
      delivery: "ONSITE",
    });
    const paths = (onsite.json().error.details.issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["start_time", "end_time", "location"]));

    const missingImage = await post("/api/course/create", {
      ...courseBody("anh-khong-co"),
      avatar_image_id: 999_999,
    });
    expect(missingImage.statusCode).toBe(400);
    expect(missingImage.json().error.details.issues).toEqual([
      { path: "avatar_image_id", message: "Not found" },
    ]);

    await createCourse(t.db, { slug: "da-co" });
    const taken = await post("/api/course/create", courseBody("da-co"));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details.issues).toEqual([
      { path: "slug", message: "This slug is already used" },
    ]);
  });

  it("refuses to delete a course with enrollments or orders, with the reason; deletes one without", async () => {
    const student = await createUser(t.db);
    const enrolled = await createCourse(t.db);
    await createEnrollment(t.db, { user_id: student.id, course_id: enrolled.id });
    const refused = await post("/api/course/delete", { id: enrolled.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "This course has 1 enrollments and 0 orders, so it cannot be deleted. Hide it instead: set its visibility to Private or Archived.",
    );

    const ordered = await createCourse(t.db);
    await createOrder(t.db, {
      user_id: (await createUser(t.db)).id,
      lines: [{ course_id: ordered.id, fee: 1 }],
    });
    expect((await post("/api/course/delete", { id: ordered.id })).statusCode).toBe(409);

    const empty = await createCourse(t.db);
    await createChapter(t.db, { course_id: empty.id, name: "C" });
    expect((await post("/api/course/delete", { id: empty.id })).statusCode).toBe(200);
    expect(
      await t.db.selectFrom("course").select("id").where("id", "=", empty.id).execute(),
    ).toEqual([]);
    expect((await post("/api/course/delete", { id: empty.id })).statusCode).toBe(404);
  });

  it("refuses to delete a combo somebody ordered and a quiz a lesson uses", async () => {
    const combo = await createComboWithCourses(t.db, [(await createCourse(t.db)).id]);
    await createOrder(t.db, {
      user_id: (await createUser(t.db)).id,
      item_type: "COMBO",
      item_id: combo.id,
      lines: [],
      amount: 1,
    });
    const combo409 = await post("/api/combo/delete", { id: combo.id });
    expect(combo409.statusCode).toBe(409);
    expect(combo409.json().error.message).toContain("1 orders");

    const course = await createCourse(t.db);
    const quiz = await createQuiz(t.db);
    await createLesson(t.db, { course_id: course.id, type: "QUIZ", quiz_id: quiz.id });
    const quiz409 = await post("/api/quiz/delete", { id: quiz.id });
    expect(quiz409.statusCode).toBe(409);
    expect(quiz409.json().error.message).toBe(
      "This quiz is used by 1 lessons: choose another quiz for them first",
    );
    const unused = await createCombo(t.db);
    expect((await post("/api/combo/delete", { id: unused.id })).statusCode).toBe(200);
  });

  it("builds a curriculum: chapters and lessons appended in order, media kept by kind", async () => {
    const course = await createCourse(t.db);
    const video = await createVideo(t.db);
    const ch1 = (await post("/api/chapter/create", { courseId: course.id, name: "Một" })).json()
      .data.id;
    const ch2 = (await post("/api/chapter/create", { courseId: course.id, name: "Hai" })).json()
      .data.id;
    const add = async (chapter_id: number | null, extra: object = {}) => {
      const res = await post("/api/lesson/create", {
        courseId: course.id,
        name: "Bài",
        type: "TEXT",
        chapter_id,
        content: { blocks: [{ key: "k", type: "unstyled", text: "Nội dung" }], entityMap: {} },
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    const a = await add(ch2);
    const b = await add(ch1);
    const c = await add(ch1, {
      type: "VIDEO",
      video_id: video.id,
      document_id: 5,
      is_preview: true,
    });
    const d = await add(null);
    expect((await lessonsOf(course.id)).map((l) => [l.id, l.chapter_id, l.sort_order])).toEqual([
      [d, null, 0],
      [b, ch1, 1],
      [c, ch1, 2],
      [a, ch2, 3],
    ]);
    const videoLesson = await t.db
      .selectFrom("lesson")
      .selectAll()
      .where("id", "=", c)
      .executeTakeFirstOrThrow();
    expect(videoLesson).toMatchObject({ video_id: video.id, document_id: null, is_preview: 1 });

    const noVideo = await post("/api/lesson/create", {
      courseId: course.id,
      name: "X",
      type: "VIDEO",
      chapter_id: ch1,
    });
    expect(noVideo.statusCode).toBe(400);
    expect(noVideo.json().error.details.issues).toEqual([
      { path: "video_id", message: "Required" },
    ]);
    const other = await createCourse(t.db);
    const foreign = await post("/api/lesson/create", {
      courseId: other.id,
      name: "X",
      type: "TEXT",
      chapter_id: ch1,
      content: { blocks: [{ key: "k", type: "unstyled", text: "t" }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.issues).toEqual([
      { path: "chapter_id", message: "This does not belong to this course" },
    ]);

    // Deleting a chapter deletes its lessons and closes ranks.
    expect((await post("/api/chapter/delete", { id: ch1 })).statusCode).toBe(200);
    expect((await lessonsOf(course.id)).map((l) => [l.id, l.sort_order])).toEqual([
      [d, 0],
      [a, 1],
    ]);
  });

  it("moves a lesson across chapters; positions stay dense and unique under two concurrent reorders", async () => {
    const course = await createCourse(t.db);
    const ch1 = await createChapter(t.db, { course_id: course.id, name: "1", sort_order: 0 });
    const ch2 = await createChapter(t.db, { course_id: course.id, name: "2", sort_order: 1 });
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const chapter_id = i < 3 ? ch1.id : ch2.id;
      ids.push((await createLesson(t.db, { course_id: course.id, chapter_id, sort_order: i })).id);
    }
    const [l1, l2, l3, l4, l5, l6] = ids as [number, number, number, number, number, number];
    const first = {
      courseId: course.id,
      groups: [
        { chapterId: null, lessonIds: [] },
        { chapterId: ch1.id, lessonIds: [l2, l1] },
        { chapterId: ch2.id, lessonIds: [l3, l4, l5, l6] },
      ],
    };
    const second = {
      courseId: course.id,
      groups: [
        { chapterId: null, lessonIds: [] },
        { chapterId: ch2.id, lessonIds: [l6, l5, l4] },
        { chapterId: ch1.id, lessonIds: [l3, l2, l1] },
      ],
    };
    const answers = await Promise.all([
      post("/api/lesson/reorder", first),
      post("/api/lesson/reorder", second),
      post("/api/chapter/reorder", { courseId: course.id, chapterIds: [ch2.id, ch1.id] }),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const lessons = await lessonsOf(course.id);
    expect(lessons.map((l) => l.sort_order)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(lessons.map((l) => l.id)).size).toBe(6);
    // Chapter 2 is first now, and its lessons come first in reading order.
    const chapters = await t.db
      .selectFrom("chapter")
      .select(["id", "sort_order"])
      .where("course_id", "=", course.id)
      .orderBy("sort_order")
      .execute();
    expect(chapters).toEqual([
      { id: ch2.id, sort_order: 0 },
      { id: ch1.id, sort_order: 1 },
    ]);
    const chapterOrder = lessons.map((l) => l.chapter_id);
    expect(chapterOrder.indexOf(ch1.id)).toBeGreaterThan(chapterOrder.lastIndexOf(ch2.id));

    // A layout that forgets a lesson (the list changed meanwhile) is refused as stale.
    const stale = await post("/api/lesson/reorder", {
      courseId: course.id,
      groups: [
        { chapterId: null, lessonIds: [] },
        { chapterId: ch1.id, lessonIds: [l1, l2] },
        { chapterId: ch2.id, lessonIds: [l3, l4, l5] },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      "The list has changed since you opened it: reload it and try again",
    );
  });

  it("keeps questions dense under two concurrent reorders, and validates each question", async () => {
    const quiz = (await post("/api/quiz/create", { name: "Kiểm tra" })).json().data.id as number;
    const group = (
      await post("/api/question-group/create", { quizId: quiz, description: "Phần 1" })
    ).json().data.id as number;
    const radio = (i: number) => ({
      quizId: quiz,
      group_id: i % 2 ? group : null,
      question: {
        type: "RADIO_BUTTONS",
        title: `Câu ${i}`,
        score: 1,
        pieces: [
          { value: "a", text: "A" },
          { value: "b", text: "B" },
        ],
        answer_values: "a",
      },
    });
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post("/api/question/create", radio(i));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    const bad = await post("/api/question/create", {
      ...radio(9),
      question: { ...radio(9).question, answer_values: "z" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues[0].path).toBe("question.answer_values");

    const [q0, q1, q2, q3] = ids as [number, number, number, number];
    const answers = await Promise.all([
      post("/api/question/reorder", {
        quizId: quiz,
        groups: [
          { groupId: null, questionIds: [q2, q0, q1] },
          { groupId: group, questionIds: [q3] },
        ],
      }),
      post("/api/question/reorder", {
        quizId: quiz,
        groups: [
          { groupId: null, questionIds: [] },
          { groupId: group, questionIds: [q3, q2, q1, q0] },
        ],
      }),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db
      .selectFrom("question")
      .select(["id", "sort_order"])
      .where("quiz_id", "=", quiz)
      .orderBy("sort_order")
      .execute();
    expect(rows.map((r) => r.sort_order)).toEqual([0, 1, 2, 3]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(4);
  });

  it("stores accepts_unaccented on text completion and grades a blank typed without tone marks", async () => {
    const course = await createCourse(t.db, { price: 0 });
    const quiz = (await post("/api/quiz/create", { name: "Địa lý" })).json().data.id as number;
    const created = await post("/api/question/create", {
      quizId: quiz,
      accepts_unaccented: true,
      question: {
        type: "TEXT_COMPLETION",
        title: "Thủ đô",
        score: 2,
        content: "Thủ đô của Việt Nam là {{blank}}.",
        pieces: [
          { value: "Hà Nội", text: "Hà Nội" },
          { value: "Huế", text: "Huế" },
        ],
        answer_values: ["Hà Nội"],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    await createLesson(t.db, { course_id: course.id, type: "QUIZ", quiz_id: quiz, is_preview: 1 });
    const grade = await post("/api/quiz/preview-grade", {
      quizId: quiz,
      answers: { [id]: ["ha  noi"] },
    });
    expect(grade.statusCode, grade.body).toBe(200);
    expect(grade.json().data).toMatchObject({ score: 2, maxScore: 2 });
  });

  it("promotions cover courses through course.promotion_id; the latest promotion wins a course", async () => {
    const [a, b] = [await createCourse(t.db), await createCourse(t.db)];
    const body = (slug: string, course_ids: number[]) => ({
      name: `Giảm ${slug}`,
      slug,
      discount_percentage: 30,
      start_time: "2026-11-01T00:00:00.000Z",
      end_time: "2026-12-01T00:00:00.000Z",
      visibility: "PUBLIC",
      course_ids,
    });
    const p1 = (await post("/api/promotion/create", body("giam-1", [a.id, b.id]))).json().data.id;
    const p2 = (await post("/api/promotion/create", body("giam-2", [b.id]))).json().data.id;
    const promo = async (id: number) =>
      (
        await t.db
          .selectFrom("course")
          .select("promotion_id")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).promotion_id;
    expect([await promo(a.id), await promo(b.id)]).toEqual([p1, p2]);
    expect(
      (await post("/api/promotion/update", { id: p1, ...body("giam-1", []) })).statusCode,
    ).toBe(200);
    expect([await promo(a.id), await promo(b.id)]).toEqual([null, p2]);
    const backwards = await post("/api/promotion/create", {
      ...body("nguoc", []),
      end_time: "2026-10-01T00:00:00.000Z",
    });
    expect(backwards.json().error.details.issues).toEqual([
      { path: "end_time", message: "The end date must be after the start date" },
    ]);
    await createPromotion(t.db, { slug: "co-san" });
    expect((await post("/api/promotion/delete", { id: p2 })).statusCode).toBe(200);
    expect(await promo(b.id)).toBeNull();
  });

  it("the promotion list sends the priority the promotion form edits", async () => {
    const res = await post("/api/promotion/create", {
      name: "Ưu tiên",
      slug: "uu-tien",
      discount_percentage: 10,
      start_time: "2026-11-01T00:00:00.000Z",
      end_time: "2026-12-01T00:00:00.000Z",
      visibility: "PUBLIC",
      priority: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = await t.app.inject({
      method: "GET",
      url: `/api/promotion/list?filters=${encodeURIComponent(JSON.stringify([["id", "=", res.json().data.id]]))}`,
      headers: { cookie: admin.cookie },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items[0]).toMatchObject({ slug: "uu-tien", priority: 7 });
  });

  it("combos keep their courses in order", async () => {
    const [a, b] = [await createCourse(t.db), await createCourse(t.db)];
    const res = await post("/api/combo/create", {
      name: "Trọn bộ",
      slug: "tron-bo",
      price: 1_000_000,
      course_ids: [b.id, a.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db
      .selectFrom("combo_course")
      .select(["course_id", "sort_order"])
      .where("combo_id", "=", res.json().data.id)
      .orderBy("sort_order")
      .execute();
    expect(rows).toEqual([
      { course_id: b.id, sort_order: 0 },
      { course_id: a.id, sort_order: 1 },
    ]);
    const one = await post(
      "/api/combo/create",
      { name: "X", slug: "x", price: 1, course_ids: [a.id] },
      admin,
      "vi",
    );
    expect(one.json().error.details.issues).toEqual([
      { path: "course_ids", message: "Hãy chọn ít nhất hai khóa học" },
    ]);
  });

  it("ADMIN_TRIAL is refused every catalogue write route, whatever the body, and logs nothing", async () => {
    const writes = {
      course: ["create", "update", "delete"],
      chapter: ["create", "update", "delete", "reorder"],
      lesson: ["create", "update", "delete", "reorder"],
      quiz: ["create", "update", "delete"],
      "question-group": ["create", "update", "delete", "reorder"],
      question: ["create", "update", "delete", "reorder"],
      promotion: ["create", "update", "delete"],
      combo: ["create", "update", "delete"],
    };
    const course = await createCourse(t.db);
    const before = await t.db
      .selectFrom("activity_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    for (const [kind, verbs] of Object.entries(writes)) {
      for (const verb of verbs) {
        const path = `/api/${kind}/${verb}`;
        expect(t.app.hasRoute({ method: "POST", url: path }), path).toBe(true);
        // Refused before the body is read: a valid one and an empty one alike.
        for (const body of [{ id: course.id, courseId: course.id, name: "x" }, {}]) {
          const res = await post(path, body, trial, "vi");
          expect(res.statusCode, path).toBe(403);
          expect(res.json().error.message).toBe("Truy cập bị từ chối");
        }
      }
    }
    const after = await t.db
      .selectFrom("activity_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(
      await t.db.selectFrom("course").select("name").where("id", "=", course.id).executeTakeFirst(),
    ).toEqual({ name: course.name });
  });

  it("ADMIN_TRIAL is refused every write", async () => {
    const course = await createCourse(t.db);
    for (const [path, body] of [
      ["/api/course/create", courseBody("thu")],
      ["/api/course/delete", { id: course.id }],
      ["/api/chapter/create", { courseId: course.id, name: "x" }],
      ["/api/lesson/reorder", { courseId: course.id, groups: [] }],
      ["/api/promotion/delete", { id: 1 }],
    ] as const) {
      const res = await post(path, body, trial);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error.message).toBe("Access denied");
    }
  });
});
