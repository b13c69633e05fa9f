import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_PAGE_REFS } from "../../../shared/page-queries.ts";
import {
  createChapter,
  createCourse,
  createEnrollment,
  createLesson,
  createQuestion,
  createQuiz,
  createUser,
  createVideo,
} from "../../../tests/factories.ts";
import { QueryCounter } from "../../../tests/setup/query-counter.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

// What the course page asks for, in one call.
const REFS = COURSE_PAGE_REFS;
const coursePage = `/api/course/get?slug=lap-trinh-web&refNames=${encodeURIComponent(JSON.stringify(REFS))}`;

describe.each(engines())("the course page in one call on %s", (engine) => {
  let t: TestApp;
  const counter = new QueryCounter();
  const ids = {} as Record<
    | "course"
    | "intro"
    | "previewVideoLesson"
    | "lockedVideoLesson"
    | "previewVideo"
    | "lockedVideo"
    | "previewQuestion"
    | "lockedQuestion",
    number
  >;

  beforeAll(async () => {
    t = await createTestApp(engine, { plugins: [counter] });
    const course = await createCourse(t.db, { slug: "lap-trinh-web", name: "Lập trình Web" });
    ids.course = course.id;
    const chapter = await createChapter(t.db, {
      course_id: course.id,
      name: "Chương 1",
      sort_order: 1,
    });
    const previewVideo = await createVideo(t.db);
    const lockedVideo = await createVideo(t.db);
    const previewQuiz = await createQuiz(t.db);
    const lockedQuiz = await createQuiz(t.db);
    ids.previewQuestion = (await createQuestion(t.db, { quiz_id: previewQuiz.id })).id;
    ids.lockedQuestion = (await createQuestion(t.db, { quiz_id: lockedQuiz.id })).id;
    const text = JSON.stringify({ blocks: [], entityMap: {} });
    ids.intro = (
      await createLesson(t.db, {
        course_id: course.id,
        name: "Giới thiệu",
        type: "TEXT",
        content: text,
        sort_order: 0,
      })
    ).id;
    ids.previewVideoLesson = (
      await createLesson(t.db, {
        course_id: course.id,
        chapter_id: chapter.id,
        type: "VIDEO",
        video_id: previewVideo.id,
        is_preview: 1,
        content: text,
        sort_order: 1,
      })
    ).id;
    ids.lockedVideoLesson = (
      await createLesson(t.db, {
        course_id: course.id,
        chapter_id: chapter.id,
        type: "VIDEO",
        video_id: lockedVideo.id,
        content: text,
        sort_order: 2,
      })
    ).id;
    await createLesson(t.db, {
      course_id: course.id,
      chapter_id: chapter.id,
      type: "QUIZ",
      quiz_id: previewQuiz.id,
      is_preview: 1,
      sort_order: 3,
    });
    await createLesson(t.db, {
      course_id: course.id,
      chapter_id: chapter.id,
      type: "QUIZ",
      quiz_id: lockedQuiz.id,
      sort_order: 4,
    });
    ids.previewVideo = previewVideo.id;
    ids.lockedVideo = lockedVideo.id;
    const student = await createUser(t.db);
    await createEnrollment(t.db, { user_id: student.id, course_id: course.id });
  });
  afterAll(() => t.close());

  it("answers the course with every ref, without N+1 queries", async () => {
    counter.reset();
    const res = await t.app.inject(coursePage);
    expect(res.statusCode).toBe(200);
    const { items, refs } = res.json().data;
    expect(items).toHaveLength(1);
    expect(Object.keys(refs).sort()).toEqual([...REFS].sort());
    expect(Object.keys(refs.lesson)).toHaveLength(5);
    expect(Object.keys(refs.chapter)).toHaveLength(1);
    // page + total + one per ref that has keys; a visitor's enrollment and absent media cost none.
    expect(counter.count).toBeLessThanOrEqual(2 + REFS.length);
  });

  it("gives a visitor names, kinds and durations but no locked content, files or answers", async () => {
    const { refs } = (await t.app.inject(coursePage)).json().data;
    const lesson = (id: number) => refs.lesson[id];
    expect(lesson(ids.intro).content).toBeNull();
    expect(lesson(ids.previewVideoLesson).content).toEqual({ blocks: [], entityMap: {} });
    expect(lesson(ids.lockedVideoLesson)).toMatchObject({ type: "VIDEO", content: null });

    expect(refs.video[ids.previewVideo]).toMatchObject({
      path: "videos/2026/11/",
      duration: 125.5,
    });
    expect(refs.video[ids.lockedVideo]).toMatchObject({
      path: null,
      basename: null,
      duration: 125.5,
    });

    expect(Object.keys(refs.question)).toEqual([String(ids.previewQuestion)]);
    const question = refs.question[ids.previewQuestion];
    expect(question.pieces).toHaveLength(2);
    expect(question).not.toHaveProperty("answer_values");
    expect(question).not.toHaveProperty("answer_explanation");
    expect(refs.enrollment).toEqual({});
    expect(JSON.stringify(refs)).not.toContain("Vì A đúng");
  });
});
