import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_PAGE_REFS } from "../../../shared/page-queries.ts";
import {
  createCourse,
  createEnrollment,
  createLesson,
  createQuestionGroup,
  createQuestionOfEachType,
  createQuiz,
  createUser,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

/**
 * Answers and explanations leave the server only in a grading result (docs/product/catalogue-and-prices.md "What visitors see of a course"): every
 * other path that carries quizzes or questions is read here by a visitor, an enrolled student
 * and a staff member who does not manage quizzes, and none of them may contain a key or an
 * explanation.
 */

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
// What the course page asks for, in one call.
const COURSE_REFS = COURSE_PAGE_REFS;
const EXPLANATIONS = [
  "Vì A đúng.",
  "Hà Nội và Huế ở Việt Nam.",
  "On + thứ trong tuần",
  "Chủ ngữ đứng đầu câu.",
];

describe.each(engines())("quiz answers stay on the server on %s", (engine) => {
  let t: TestApp;
  let paths: string[];
  let sampleQuestionIds: number[];
  const who = {} as Record<"visitor" | "student" | "writer" | "admin", Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const course = await createCourse(t.db, { slug: "tieng-anh-cong-so" });
    const sampleQuiz = await createQuiz(t.db);
    const lockedQuiz = await createQuiz(t.db);
    const group = await createQuestionGroup(t.db, { quiz_id: sampleQuiz.id });
    const sample = await createQuestionOfEachType(t.db, sampleQuiz.id, group.id);
    const locked = await createQuestionOfEachType(t.db, lockedQuiz.id);
    sampleQuestionIds = Object.values(sample).map((q) => q.id);
    const sampleLesson = await createLesson(t.db, {
      course_id: course.id,
      type: "QUIZ",
      quiz_id: sampleQuiz.id,
      is_preview: 1,
    });
    const lockedLesson = await createLesson(t.db, {
      course_id: course.id,
      type: "QUIZ",
      quiz_id: lockedQuiz.id,
    });
    const student = await createUser(t.db);
    await createEnrollment(t.db, { user_id: student.id, course_id: course.id });
    const writer = await createUser(t.db, { role: "CONTENT_WRITER" });
    const admin = await createUser(t.db, { role: "ADMIN" });
    who.visitor = {};
    who.student = await signIn(t, student.id);
    who.writer = await signIn(t, writer.id);
    who.admin = await signIn(t, admin.id);

    paths = [
      `/api/course/get?slug=${course.slug}&refNames=${json(COURSE_REFS)}`,
      `/api/course/list?refNames=${json(COURSE_REFS)}`,
      `/api/lesson/list?refNames=${json(["quiz", "course", "chapter"])}`,
      `/api/lesson/get?id=${sampleLesson.id}&refNames=${json(["quiz"])}`,
      `/api/lesson/get?id=${lockedLesson.id}&refNames=${json(["quiz"])}`,
      `/api/quiz/list?refNames=${json(["question", "question_group"])}`,
      `/api/quiz/get?id=${sampleQuiz.id}&refNames=${json(["question"])}`,
      `/api/question/list`,
      `/api/question/get?id=${sample.radio.id}`,
      `/api/question/get?id=${locked.radio.id}`,
      `/api/question_group/list`,
      `/api/quiz/latest-attempt?quizId=${sampleQuiz.id}`,
      `/courses/${course.slug}`,
    ];
  });
  afterAll(() => t.close());

  const read = (path: string, headers: Record<string, string>) =>
    t.app.inject({ url: path, headers });

  it.each(["visitor", "student", "writer"] as const)("a %s reads no key anywhere", async (name) => {
    for (const path of paths) {
      const res = await read(path, who[name]);
      expect(res.statusCode, path).toBeLessThan(500);
      expect(res.body, `${name} ${path}`).not.toContain("answer_values");
      expect(res.body, `${name} ${path}`).not.toContain("answer_explanation");
      for (const explanation of EXPLANATIONS) {
        expect(res.body, `${name} ${path}`).not.toContain(explanation);
      }
    }
  });

  it.each(["visitor", "student", "writer"] as const)("a %s cannot probe keys", async (name) => {
    // The field is unknown to them: a filter or an order on it is refused, never answered.
    for (const probe of [
      `/api/question/list?filters=${json([["answer_values", "=", '"a"']])}`,
      `/api/question/list?orders=${json([["answer_values", "asc"]])}`,
    ]) {
      const res = await read(probe, who[name]);
      expect(res.statusCode, `${name} ${probe}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${name} ${probe}`).toBeLessThan(500);
      expect(res.json(), `${name} ${probe}`).not.toHaveProperty("data");
    }
  });

  it("still gives the sample questions themselves, with their pieces, to a visitor", async () => {
    const res = await read(paths[0]!, who.visitor);
    const question = res.json().data.refs.question;
    expect(Object.keys(question).map(Number).sort()).toEqual([...sampleQuestionIds].sort());
    for (const id of sampleQuestionIds) {
      expect(question[id]).toHaveProperty("pieces");
      expect(question[id]).toHaveProperty("type");
    }
  });

  it("gives the keys to the admins who edit quizzes, so the checks above can fail", async () => {
    const res = await read(`/api/question/get?id=${sampleQuestionIds[1]}`, who.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items[0]).toMatchObject({
      answer_values: ["a", "c"],
      answer_explanation: "Hà Nội và Huế ở Việt Nam.",
    });
  });
});
