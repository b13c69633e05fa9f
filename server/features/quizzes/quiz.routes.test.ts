import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gradeQuiz } from "../../../shared/quiz/grading.ts";
import {
  createCourse,
  createEnrollment,
  createLesson,
  createQuestionOfEachType,
  createQuiz,
  createUser,
} from "../../../tests/factories.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";
import { gradableQuestions } from "./quiz.queries.ts";

type Questions = Awaited<ReturnType<typeof createQuestionOfEachType>>;

/** Answers to the four questions of createQuestionOfEachType: the checkboxes one is wrong. */
function answersWithOneWrong(q: Questions) {
  return {
    [q.radio.id]: "a",
    [q.checkboxes.id]: ["a"],
    [q.textCompletion.id]: ["on", "by"],
    [q.wordArrangement.id]: ["I", "look", "forward"],
  };
}

describe.each(engines())("quiz grading calls on %s", (engine) => {
  let t: TestApp;
  let lessonQuiz: number; // a lesson of the course, not a preview
  let sampleQuiz: number; // a preview lesson of the PUBLIC course
  let privateSampleQuiz: number; // a preview lesson of a PRIVATE course
  let questions: Questions;
  let sampleQuestions: Questions;
  const headers = {} as Record<
    "student" | "other" | "awaiting" | "pending" | "writer",
    { cookie: string }
  >;
  const ids = {} as Record<"student" | "other", number>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const course = await createCourse(t.db, { visibility: "PUBLIC" });
    const privateCourse = await createCourse(t.db, { visibility: "PRIVATE" });
    lessonQuiz = (await createQuiz(t.db)).id;
    sampleQuiz = (await createQuiz(t.db)).id;
    privateSampleQuiz = (await createQuiz(t.db)).id;
    questions = await createQuestionOfEachType(t.db, lessonQuiz);
    sampleQuestions = await createQuestionOfEachType(t.db, sampleQuiz);
    await createQuestionOfEachType(t.db, privateSampleQuiz);
    await createLesson(t.db, { course_id: course.id, type: "QUIZ", quiz_id: lessonQuiz });
    await createLesson(t.db, {
      course_id: course.id,
      type: "QUIZ",
      quiz_id: sampleQuiz,
      is_preview: 1,
    });
    await createLesson(t.db, {
      course_id: privateCourse.id,
      type: "QUIZ",
      quiz_id: privateSampleQuiz,
      is_preview: 1,
    });

    const student = await createUser(t.db);
    const other = await createUser(t.db);
    const awaiting = await createUser(t.db);
    const pending = await createUser(t.db, { status: "PENDING" });
    const writer = await createUser(t.db, { role: "CONTENT_WRITER" });
    await createEnrollment(t.db, { user_id: student.id, course_id: course.id });
    await createEnrollment(t.db, { user_id: other.id, course_id: course.id, status: "COMPLETED" });
    await createEnrollment(t.db, {
      user_id: awaiting.id,
      course_id: course.id,
      status: "AWAITING_PAYMENT",
    });
    await createEnrollment(t.db, { user_id: pending.id, course_id: course.id });
    ids.student = student.id;
    ids.other = other.id;
    headers.student = await signIn(t, student.id);
    headers.other = await signIn(t, other.id);
    headers.awaiting = await signIn(t, awaiting.id);
    headers.pending = await signIn(t, pending.id);
    headers.writer = await signIn(t, writer.id);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, who?: keyof typeof headers, locale = "en") =>
    t.app.inject({
      method: "POST",
      url: `${url}?locale=${locale}`,
      payload: payload as object,
      headers: who ? headers[who] : {},
    });
  const attempts = async (userId: number) =>
    t.db.selectFrom("quiz_attempt").selectAll().where("user_id", "=", userId).execute();

  describe("POST /api/quiz/attempt", () => {
    it("grades with the shared rules and stores the attempt for its student", async () => {
      const answers = answersWithOneWrong(questions);
      const res = await post("/api/quiz/attempt", { quizId: lessonQuiz, answers }, "student");
      expect(res.statusCode).toBe(200);
      const { data } = res.json();

      const expected = gradeQuiz(await gradableQuestions(t.db, lessonQuiz), answers);
      expect(data).toEqual(expected);
      expect(data).toMatchObject({ score: 8, maxScore: 10 });
      const wrong = data.results.find((r: { correct: boolean }) => !r.correct);
      expect(wrong).toEqual({
        questionId: questions.checkboxes.id,
        correct: false,
        score: 0,
        answerValues: ["a", "c"],
        answerExplanation: "Hà Nội và Huế ở Việt Nam.",
      });

      const [stored, ...more] = await attempts(ids.student);
      expect(more).toHaveLength(0);
      expect(stored).toMatchObject({ quiz_id: lessonQuiz, score: 8, max_score: 10 });
      expect(JSON.parse(stored!.answers)).toEqual(answers);
    });

    it("refuses results until every question is answered, storing nothing", async () => {
      const before = (await attempts(ids.other)).length;
      const { [questions.radio.id]: _, ...withoutRadio } = answersWithOneWrong(questions);
      const missing = await post(
        "/api/quiz/attempt",
        { quizId: lessonQuiz, answers: withoutRadio },
        "other",
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toEqual({
        code: "VALIDATION",
        message: "Please answer all questions to see results",
      });

      // Word arrangement left in the order first shown counts as unanswered.
      const unmoved = {
        ...answersWithOneWrong(questions),
        [questions.wordArrangement.id]: ["forward", "I", "look"],
      };
      const res = await post(
        "/api/quiz/attempt",
        { quizId: lessonQuiz, answers: unmoved },
        "other",
        "vi",
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Vui lòng trả lời tất cả câu hỏi để xem kết quả");
      expect(await attempts(ids.other)).toHaveLength(before);
    });

    it("refuses answers that do not fit their question or belong to another quiz", async () => {
      const base = answersWithOneWrong(questions);
      for (const answers of [
        { ...base, [questions.radio.id]: "z" },
        { ...base, [questions.checkboxes.id]: ["a", "a"] },
        { ...base, [questions.textCompletion.id]: ["on"] },
        { ...base, [questions.wordArrangement.id]: ["I", "look", "look"] },
        { ...base, [questions.radio.id]: ["a"] },
        { ...base, [sampleQuestions.radio.id]: "a" },
      ]) {
        const res = await post("/api/quiz/attempt", { quizId: lessonQuiz, answers }, "student");
        expect(res.statusCode, JSON.stringify(answers)).toBe(400);
        expect(res.json().error.message).toMatch(/^The answer to question \d+ is not valid$/);
      }
      const malformed = await post(
        "/api/quiz/attempt",
        { quizId: lessonQuiz, answers: { x: "a" } },
        "student",
      );
      expect(malformed.statusCode).toBe(400);
    });

    it("is for students who learn the course, and staff", async () => {
      const answers = answersWithOneWrong(questions);
      const body = { quizId: lessonQuiz, answers };
      expect((await post("/api/quiz/attempt", body)).statusCode).toBe(401);

      const awaiting = await post("/api/quiz/attempt", body, "awaiting");
      expect(awaiting.statusCode).toBe(403);
      expect(awaiting.json().error.message).toBe("Enroll in the course to take this quiz");

      const pending = await post("/api/quiz/attempt", body, "pending");
      expect(pending.statusCode).toBe(403);
      expect(pending.json().error.message).toBe("Please verify your email before continuing");

      const completed = await post("/api/quiz/attempt", body, "other");
      expect(completed.statusCode).toBe(200);
      const writer = await post("/api/quiz/attempt", body, "writer");
      expect(writer.statusCode).toBe(200);

      const unknown = await post("/api/quiz/attempt", { quizId: 999_999, answers }, "student");
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe("GET /api/quiz/latest-attempt", () => {
    const latest = (who?: keyof typeof headers, quizId = lessonQuiz) =>
      t.app.inject({
        url: `/api/quiz/latest-attempt?quizId=${quizId}`,
        headers: who ? headers[who] : {},
      });

    it("answers the student's own latest score over the maximum", async () => {
      const allRight = {
        ...answersWithOneWrong(questions),
        [questions.checkboxes.id]: ["c", "a"],
      };
      const res = await post(
        "/api/quiz/attempt",
        { quizId: lessonQuiz, answers: allRight },
        "student",
      );
      expect(res.json().data).toMatchObject({ score: 10, maxScore: 10 });

      const own = await latest("student");
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({ quizId: lessonQuiz, score: 10, maxScore: 10 });
      expect(own.json().data.createTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    });

    it("never answers another student's attempt", async () => {
      const studentsOnly = await post(
        "/api/quiz/attempt",
        { quizId: sampleQuiz, answers: answersWithOneWrong(sampleQuestions) },
        "student",
      );
      expect(studentsOnly.statusCode).toBe(200);
      expect((await latest("student", sampleQuiz)).statusCode).toBe(200);

      const other = await latest("other", sampleQuiz);
      expect(other.statusCode).toBe(404);
      expect(JSON.stringify(other.json())).not.toContain('"score"');
      expect((await latest(undefined, sampleQuiz)).statusCode).toBe(401);
      // Attempts are not a resource of the generic list API either.
      expect((await t.app.inject("/api/quiz_attempt/list")).statusCode).toBe(404);
    });
  });

  describe("POST /api/quiz/preview-grade", () => {
    it("grades the sample questions for a visitor, without storing anything", async () => {
      const before = await t.db.selectFrom("quiz_attempt").select("id").execute();
      const answers = answersWithOneWrong(sampleQuestions);
      const res = await post("/api/quiz/preview-grade", { quizId: sampleQuiz, answers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(
        gradeQuiz(await gradableQuestions(t.db, sampleQuiz), answers),
      );
      expect(res.json().data).toMatchObject({ score: 8, maxScore: 10 });
      expect(await t.db.selectFrom("quiz_attempt").select("id").execute()).toEqual(before);
    });

    it("refuses a quiz that is not a sample: a locked lesson's, or a PRIVATE course's", async () => {
      const locked = await post("/api/quiz/preview-grade", {
        quizId: lessonQuiz,
        answers: answersWithOneWrong(questions),
      });
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error.message).toBe("This quiz is not a free sample");
      expect(JSON.stringify(locked.json())).not.toContain("Hà Nội và Huế");

      const hidden = await post(
        "/api/quiz/preview-grade",
        { quizId: privateSampleQuiz, answers: {} },
        "student",
      );
      expect(hidden.statusCode).toBe(403);
      const unknown = await post("/api/quiz/preview-grade", { quizId: 999_999, answers: {} });
      expect(unknown.statusCode).toBe(404);
    });

    it("refuses results until every sample question is answered", async () => {
      const { [sampleQuestions.textCompletion.id]: _, ...partial } =
        answersWithOneWrong(sampleQuestions);
      const res = await post("/api/quiz/preview-grade", { quizId: sampleQuiz, answers: partial });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Please answer all questions to see results");
    });
  });
});
