import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t as say } from "../../../shared/i18n/index.ts";
import {
  createAudio,
  createChapter,
  createCourse,
  createDocument,
  createEnrollment,
  createLesson,
  createQuestion,
  createQuiz,
  createUser,
  createVideo,
} from "../../../tests/factories.ts";
import { pdfText } from "../../../tests/setup/pdf-text.ts";
import { signIn } from "../../../tests/setup/sign-in.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { engines } from "../../../tests/setup/test-db.ts";

type Headers = Record<string, string>;

const TEXT_CONTENT = JSON.stringify({
  blocks: [
    {
      key: "a1",
      type: "unstyled",
      text: "Chào mừng <b>bạn</b>",
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
    },
  ],
  entityMap: {},
});

describe.each(engines())("learning on %s", (engine) => {
  let t: TestApp;
  const ids = {} as Record<
    | "course"
    | "privateCourse"
    | "otherCourse"
    | "text"
    | "video"
    | "audio"
    | "document"
    | "quizLesson"
    | "quiz"
    | "question"
    | "privateLesson"
    | "otherLesson",
    number
  >;
  const who = {} as Record<
    | "stranger"
    | "awaiting"
    | "cancelled"
    | "enrolled"
    | "pending"
    | "staff"
    | "admin"
    | "privateStudent",
    Headers
  >;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const course = await createCourse(t.db, {
      visibility: "PUBLIC",
      name: "Tiếng Việt cơ bản",
      meeting_url: "https://meet.example.com/lop",
    });
    ids.course = course.id;
    const chapter = await createChapter(t.db, { course_id: course.id, name: "Chương 1" });
    const video = await createVideo(t.db, { duration: 100 });
    const audio = await createAudio(t.db, { duration: 60 });
    const document = await createDocument(t.db, { title: "Giáo trình" });
    const quiz = await createQuiz(t.db);
    ids.quiz = quiz.id;
    ids.question = (await createQuestion(t.db, { quiz_id: quiz.id })).id;
    // Created out of playing order on purpose: chapter lessons first, the preview last.
    ids.video = (
      await createLesson(t.db, {
        course_id: course.id,
        chapter_id: chapter.id,
        type: "VIDEO",
        video_id: video.id,
        sort_order: 1,
      })
    ).id;
    ids.audio = (
      await createLesson(t.db, {
        course_id: course.id,
        chapter_id: chapter.id,
        type: "AUDIO",
        audio_id: audio.id,
        sort_order: 2,
      })
    ).id;
    ids.document = (
      await createLesson(t.db, {
        course_id: course.id,
        chapter_id: chapter.id,
        type: "DOCUMENT",
        document_id: document.id,
        sort_order: 3,
      })
    ).id;
    ids.quizLesson = (
      await createLesson(t.db, {
        course_id: course.id,
        chapter_id: chapter.id,
        type: "QUIZ",
        quiz_id: quiz.id,
        sort_order: 4,
      })
    ).id;
    ids.text = (
      await createLesson(t.db, {
        course_id: course.id,
        type: "TEXT",
        content: TEXT_CONTENT,
        is_preview: 1,
        sort_order: 9,
      })
    ).id;

    const privateCourse = await createCourse(t.db, { visibility: "PRIVATE" });
    ids.privateCourse = privateCourse.id;
    ids.privateLesson = (
      await createLesson(t.db, { course_id: privateCourse.id, is_preview: 1 })
    ).id;
    const otherCourse = await createCourse(t.db, { visibility: "PUBLIC" });
    ids.otherCourse = otherCourse.id;
    ids.otherLesson = (await createLesson(t.db, { course_id: otherCourse.id })).id;

    for (const [name, role, status, enrollment] of [
      ["stranger", "CLIENT", "ACTIVE", null],
      ["awaiting", "CLIENT", "ACTIVE", "AWAITING_PAYMENT"],
      ["cancelled", "CLIENT", "ACTIVE", "CANCELLED"],
      ["enrolled", "CLIENT", "ACTIVE", "ACTIVE"],
      ["pending", "CLIENT", "PENDING", "ACTIVE"],
      ["staff", "CONTENT_WRITER", "ACTIVE", null],
      ["admin", "ADMIN", "ACTIVE", null],
    ] as const) {
      const user = await createUser(t.db, { role, status });
      if (enrollment) {
        await createEnrollment(t.db, {
          user_id: user.id,
          course_id: course.id,
          status: enrollment,
        });
      }
      who[name] = await signIn(t, user.id);
    }
    const privateStudent = await createUser(t.db);
    await createEnrollment(t.db, { user_id: privateStudent.id, course_id: privateCourse.id });
    who.privateStudent = await signIn(t, privateStudent.id);
  });
  afterAll(() => t.close());

  const outline = (courseId: number, headers: Headers = {}) =>
    t.app.inject({ url: `/api/learning/course?courseId=${courseId}&locale=en`, headers });
  const lesson = (courseId: number, lessonId: number, headers: Headers = {}) =>
    t.app.inject({
      url: `/api/learning/lesson?courseId=${courseId}&lessonId=${lessonId}&locale=en`,
      headers,
    });
  const progress = (
    headers: Headers,
    lessonId: number,
    positionSeconds: number,
    event: "opened" | "heartbeat" | "ended",
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/learning/progress?locale=en",
      headers,
      payload: { lessonId, positionSeconds, event },
    });

  /** A new student with an ACTIVE enrollment in the course. */
  async function newStudent(fullName = "Nguyễn Thị Ánh Dương") {
    const user = await createUser(t.db, { full_name: fullName });
    const enrollment = await createEnrollment(t.db, { user_id: user.id, course_id: ids.course });
    return { user, enrollment, headers: await signIn(t, user.id) };
  }

  describe("the outline", () => {
    it("gives a visitor the public course with every non-preview lesson locked", async () => {
      const response = await outline(ids.course);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.mayLearn).toBe(false);
      expect(data.enrollment).toBeNull();
      expect(data.course.meeting_url).toBeNull();
      expect(data.certificate).toBeNull();
      // Lessons without a chapter first, then the chapter's by sort order.
      expect(data.lessons.map((l: { id: number }) => l.id)).toEqual([
        ids.text,
        ids.video,
        ids.audio,
        ids.document,
        ids.quizLesson,
      ]);
      expect(data.lessons.map((l: { locked: boolean }) => l.locked)).toEqual([
        false,
        true,
        true,
        true,
        true,
      ]);
      expect(data.lessons[1]).toMatchObject({ type: "VIDEO", duration: 100, completed: false });
      expect(data.resumeLessonId).toBe(ids.text);
    });

    it.each([
      ["stranger", null],
      ["awaiting", "AWAITING_PAYMENT"],
      ["cancelled", "CANCELLED"],
      ["pending", "ACTIVE"],
    ] as const)("locks the course for %s (enrollment %s)", async (name, status) => {
      const data = (await outline(ids.course, who[name])).json().data;
      expect(data.mayLearn).toBe(false);
      expect(data.enrollment?.status ?? null).toBe(status);
      expect(data.lessons.filter((l: { locked: boolean }) => l.locked)).toHaveLength(4);
      expect(data.course.meeting_url).toBeNull();
    });

    it.each(["enrolled", "staff"] as const)("opens every lesson to %s", async (name) => {
      const data = (await outline(ids.course, who[name])).json().data;
      expect(data.mayLearn).toBe(true);
      expect(data.lessons.every((l: { locked: boolean }) => !l.locked)).toBe(true);
      expect(data.course.meeting_url).toBe("https://meet.example.com/lop");
      expect(data.resumeLessonId).toBe(ids.text);
      if (name === "staff") expect(data.enrollment).toBeNull();
      else expect(data.enrollment).toMatchObject({ status: "ACTIVE", progress_percent: 0 });
    });

    it("refuses a non-public course to those who do not learn it; 404 for none", async () => {
      expect((await outline(ids.privateCourse)).statusCode).toBe(403);
      const refused = await outline(ids.privateCourse, who.stranger);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: "FORBIDDEN",
        message: "This course is not open to you",
      });
      expect((await outline(ids.privateCourse, who.privateStudent)).statusCode).toBe(200);
      expect((await outline(ids.privateCourse, who.staff)).statusCode).toBe(200);
      expect((await outline(999_999)).statusCode).toBe(404);
      expect((await t.app.inject({ url: "/api/learning/course?courseId=abc" })).statusCode).toBe(
        400,
      );
    });
  });

  describe("a lesson", () => {
    it("opens a public preview to anyone, with its notes rendered as safe HTML", async () => {
      const response = await lesson(ids.course, ids.text);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ id: ids.text, type: "TEXT", is_preview: true });
      expect(data.contentHtml).toContain("Chào mừng &lt;b&gt;bạn&lt;/b&gt;");
      expect(data.video).toBeNull();
    });

    it.each([
      [undefined, "This lesson is locked: enroll in the course to open it"],
      ["stranger", "This lesson is locked: enroll in the course to open it"],
      ["awaiting", "This lesson is locked: enroll in the course to open it"],
      ["cancelled", "This lesson is locked: enroll in the course to open it"],
      ["pending", "Please verify your email before continuing"],
    ] as const)("refuses a locked lesson to %s", async (name, message) => {
      const response = await lesson(ids.course, ids.video, name ? who[name] : {});
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({ code: "FORBIDDEN", message });
    });

    it("gives a student the video's files, and 404 for a lesson of another course", async () => {
      const response = await lesson(ids.course, ids.video, who.enrolled);
      expect(response.statusCode).toBe(200);
      const { video } = response.json().data;
      expect(video.url).toMatch(/^\/media\/videos\/2026\/11\/vid\d+\.mp4$/);
      expect(video.hlsUrl).toBeNull();
      expect(video).toMatchObject({ duration: 100, width: 640, height: 360 });
      const audio = (await lesson(ids.course, ids.audio, who.enrolled)).json().data.audio;
      expect(audio).toMatchObject({ duration: 60 });
      const doc = (await lesson(ids.course, ids.document, who.staff)).json().data.document;
      expect(doc).toMatchObject({ title: "Giáo trình", extension: ".pdf" });
      expect((await lesson(ids.course, ids.otherLesson, who.enrolled)).statusCode).toBe(404);
      expect((await lesson(ids.otherCourse, ids.video, who.staff)).statusCode).toBe(404);
      expect((await lesson(ids.course, 999_999, who.staff)).statusCode).toBe(404);
    });

    it("sends a quiz's questions without their answers", async () => {
      const response = await lesson(ids.course, ids.quizLesson, who.enrolled);
      const { quiz } = response.json().data;
      expect(quiz).toMatchObject({ id: ids.quiz, storesAttempts: true, latestAttempt: null });
      expect(quiz.questions).toHaveLength(1);
      expect(quiz.questions[0].pieces).toHaveLength(2);
      expect(response.body).not.toContain("answer_values");
      expect(response.body).not.toContain("Vì A đúng.");
    });
  });

  describe("progress", () => {
    it("completes each kind by its own rule, then the course, once", async () => {
      const student = await newStudent();
      const h = student.headers;
      const report = async (
        lessonId: number,
        position: number,
        event: "opened" | "heartbeat" | "ended",
      ) => {
        const response = await progress(h, lessonId, position, event);
        expect(response.statusCode).toBe(200);
        return response.json().data;
      };

      // Video (100 s): 89 s is not enough; an early "ended" is a seek, not a viewing.
      expect(await report(ids.video, 89, "heartbeat")).toMatchObject({
        completed: false,
        progressPercent: 0,
        enrollmentStatus: "ACTIVE",
      });
      expect((await report(ids.video, 10, "ended")).completed).toBe(false);
      expect(await report(ids.video, 90, "heartbeat")).toMatchObject({
        completed: true,
        progressPercent: 20,
      });
      // Completed stays completed when the student seeks back.
      expect((await report(ids.video, 5, "heartbeat")).completed).toBe(true);
      const saved = await t.db
        .selectFrom("lesson_progress")
        .selectAll()
        .where("user_id", "=", student.user.id)
        .where("lesson_id", "=", ids.video)
        .executeTakeFirstOrThrow();
      expect(saved.position_seconds).toBe(5);
      const enrollment = await t.db
        .selectFrom("enrollment")
        .select(["last_lesson_id", "progress_percent"])
        .where("id", "=", student.enrollment.id)
        .executeTakeFirstOrThrow();
      expect(enrollment).toEqual({ last_lesson_id: ids.video, progress_percent: 20 });

      // Audio (60 s): "ended" at 54 s is 90 %.
      expect((await report(ids.audio, 54, "ended")).completed).toBe(true);
      // Document and text: opening them completes them; a heartbeat does not.
      expect((await report(ids.document, 0, "heartbeat")).completed).toBe(false);
      expect((await report(ids.document, 0, "opened")).completed).toBe(true);
      expect(await report(ids.text, 0, "opened")).toMatchObject({
        completed: true,
        progressPercent: 80,
      });
      // A quiz is never completed by a report, nor by an attempt with a question unanswered.
      expect((await report(ids.quizLesson, 0, "opened")).completed).toBe(false);
      const attempt = (answers: Record<string, string | null>) =>
        t.app.inject({
          method: "POST",
          url: "/api/quiz/attempt",
          headers: h,
          payload: { quizId: ids.quiz, answers },
        });
      expect((await attempt({})).statusCode).toBe(400);
      expect((await outline(ids.course, h)).json().data.enrollment.status).toBe("ACTIVE");

      // The last lesson, by a complete attempt (a wrong answer still completes it).
      expect((await attempt({ [ids.question]: "b" })).statusCode).toBe(200);
      const done = (await outline(ids.course, h)).json().data;
      expect(done.enrollment).toMatchObject({ status: "COMPLETED", progress_percent: 100 });
      expect(done.lessons.every((l: { completed: boolean }) => l.completed)).toBe(true);
      expect(done.certificate.code).toMatch(/^[a-z2-9]{16}$/);
      // The library's cards read the share from the enrollment list.
      const library = await t.app.inject({ url: "/api/enrollment/list", headers: h });
      expect(library.json().data.items).toEqual([
        expect.objectContaining({ course_id: ids.course, progress_percent: 100 }),
      ]);

      const certificates = await t.db
        .selectFrom("certificate")
        .selectAll()
        .where("user_id", "=", student.user.id)
        .execute();
      expect(certificates).toHaveLength(1);
      expect(certificates[0]).toMatchObject({
        code: done.certificate.code,
        student_name: "Nguyễn Thị Ánh Dương",
        course_name: "Tiếng Việt cơ bản",
      });
      const notices = await t.db
        .selectFrom("notification")
        .selectAll()
        .where("user_id", "=", student.user.id)
        .where("type", "=", "CERTIFICATE_ISSUED")
        .execute();
      expect(notices).toHaveLength(1);
      expect(notices[0]?.link).toBe(`/certificates/${done.certificate.code}`);
      const mails = await t.db
        .selectFrom("job")
        .select("payload")
        .where("name", "=", "certificate-mail")
        .execute();
      expect(mails.map((m) => JSON.parse(m.payload))).toContainEqual({
        certificateId: Number(certificates[0]?.id),
      });

      // Later reports and attempts change nothing and issue nothing more.
      expect(await report(ids.video, 100, "ended")).toMatchObject({
        completed: true,
        progressPercent: 100,
        enrollmentStatus: "COMPLETED",
        certificateCode: done.certificate.code,
      });
      expect((await attempt({ [ids.question]: "a" })).statusCode).toBe(200);
      const again = await t.db
        .selectFrom("certificate")
        .select("id")
        .where("user_id", "=", student.user.id)
        .execute();
      expect(again).toHaveLength(1);
    });

    it("keeps heartbeats out of the activity log", async () => {
      const student = await newStudent();
      await progress(student.headers, ids.video, 1, "opened");
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom("activity_log")
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      for (const position of [10, 20, 30]) {
        expect((await progress(student.headers, ids.video, position, "heartbeat")).statusCode).toBe(
          200,
        );
      }
      expect(await count()).toBe(before);
    });

    it("refuses those who may not learn the lesson, and bad reports", async () => {
      expect((await progress({}, ids.video, 1, "heartbeat")).statusCode).toBe(401);
      for (const name of ["stranger", "awaiting", "cancelled", "pending"] as const) {
        expect((await progress(who[name], ids.video, 1, "heartbeat")).statusCode).toBe(403);
      }
      const unverified = await progress(who.pending, ids.video, 1, "heartbeat");
      expect(unverified.json().error.message).toBe("Please verify your email before continuing");
      expect((await progress(who.enrolled, 999_999, 1, "heartbeat")).statusCode).toBe(404);
      const negative = await progress(who.enrolled, ids.video, -1, "heartbeat");
      expect(negative.statusCode).toBe(400);
      const badEvent = await t.app.inject({
        method: "POST",
        url: "/api/learning/progress",
        headers: who.enrolled,
        payload: { lessonId: ids.video, positionSeconds: 1, event: "completed" },
      });
      expect(badEvent.statusCode).toBe(400);
      // A preview read by someone who does not learn the course is answered, not stored.
      const preview = await progress(who.stranger, ids.text, 0, "opened");
      expect(preview.json().data).toMatchObject({ completed: false, enrollmentStatus: null });
    });

    it("accepts a same-site navigator.sendBeacon report and refuses a cross-site one", async () => {
      const student = await newStudent();
      const beacon = (origin: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/learning/progress",
          headers: { ...student.headers, origin, "content-type": "application/json" },
          // sendBeacon sends a Blob's bytes as they are: no charset, no framework.
          payload: Buffer.from(
            JSON.stringify({ lessonId: ids.video, positionSeconds: 42, event: "heartbeat" }),
          ),
        });
      const same = await beacon(t.config.siteOrigin);
      expect(same.statusCode).toBe(200);
      expect(same.json().data.completed).toBe(false);
      expect((await beacon("https://evil.example")).statusCode).toBe(403);
    });
  });

  describe("certificates", () => {
    it("are issued by the admin's Complete enrollment too, and verified publicly", async () => {
      const student = await newStudent("Trần Đức Ưng");
      const completed = await t.app.inject({
        method: "POST",
        url: "/api/enrollment/complete",
        headers: who.admin,
        payload: { enrollmentId: student.enrollment.id },
      });
      expect(completed.statusCode).toBe(200);
      expect(completed.json().data.enrollment.status).toBe("COMPLETED");
      const mine = await t.app.inject({ url: "/api/certificate/mine", headers: student.headers });
      expect(mine.statusCode).toBe(200);
      const [certificate] = mine.json().data;
      expect(certificate).toMatchObject({
        course_id: ids.course,
        course_name: "Tiếng Việt cơ bản",
      });
      const notices = await t.db
        .selectFrom("notification")
        .select("type")
        .where("user_id", "=", student.user.id)
        .execute();
      expect(notices.map((n) => n.type)).toEqual(["CERTIFICATE_ISSUED"]);

      const verified = await t.app.inject({
        url: `/api/certificate/get?code=${certificate.code}`,
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data).toMatchObject({
        code: certificate.code,
        student_name: "Trần Đức Ưng",
        course_name: "Tiếng Việt cơ bản",
        issuer: t.config.siteName,
      });

      const pdf = await t.app.inject({ url: `/api/certificate/pdf?code=${certificate.code}` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.headers["content-disposition"]).toBe(
        `attachment; filename="certificate-${certificate.code}.pdf"`,
      );
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      // The text as a reader's PDF viewer extracts it: the diacritics survive the embedded font.
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain("Trần Đức Ưng");
      expect(text).toContain("Tiếng Việt cơ bản");
      expect(text).toContain(certificate.code);
      expect(text).toContain(say("vi", "certificate.title").toUpperCase());
      expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);

      const page = await t.app.inject({ url: `/certificates/${certificate.code}?locale=en` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Trần Đức Ưng");
      expect(page.body).toMatch(/<meta property="og:title" content="[^"]*Trần Đức Ưng/);
    });

    it.each(["aaaaaaaaaaaaaaaa", "x", "../../etc/passwd", "%00", "a".repeat(300), ""])(
      "answers 404, never 500, for the code %j",
      async (code) => {
        const get = await t.app.inject({
          url: `/api/certificate/get?code=${encodeURIComponent(code)}`,
        });
        expect(get.statusCode).toBe(404);
        expect(get.json().error.code).toBe("NOT_FOUND");
        const pdf = await t.app.inject({
          url: `/api/certificate/pdf?code=${encodeURIComponent(code)}`,
        });
        expect(pdf.statusCode).toBe(404);
      },
    );

    it("an unknown code's page is the not-found page with status 404", async () => {
      const page = await t.app.inject({ url: "/certificates/zzzzzzzzzzzzzzzz" });
      expect(page.statusCode).toBe(404);
    });
  });
});
