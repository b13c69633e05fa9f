import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LearningOutline, LessonForLearning } from "../../../shared/schemas/learning.ts";
import { renderApp, SIGNED_IN_API, stubApi, testAccount } from "../../test-utils.tsx";

// The page and the back-office messages load lazily; the first load of a cold test run can
// outlast the queries' default wait.
beforeAll(async () => {
  await Promise.all([
    import("./LearningPage.tsx"),
    import("../../i18n/deferred-back-office.ts").then((m) => m.loadBackOfficeMessages()),
  ]);
  // Two cores shared with other work: give each step of the lazy page a little longer.
  configure({ asyncUtilTimeout: 5_000 });
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lesson = (
  id: number,
  values: Partial<LearningOutline["lessons"][number]> = {},
): LearningOutline["lessons"][number] => ({
  id,
  name: `Bài ${id}`,
  type: "TEXT",
  chapter_id: null,
  delivery: "ONLINE",
  duration: null,
  is_preview: false,
  locked: false,
  completed: false,
  position_seconds: 0,
  ...values,
});

function outline(values: Partial<LearningOutline> = {}): LearningOutline {
  return {
    course: {
      id: 5,
      slug: "python",
      name: "Lập trình Python",
      delivery: "ONLINE",
      start_time: null,
      end_time: null,
      location: null,
      meeting_url: null,
    },
    enrollment: { status: "ACTIVE", progress_percent: 25, last_lesson_id: 12 },
    mayLearn: true,
    chapters: [{ id: 1, name: "Chương 1", sort_order: 1 }],
    lessons: [
      lesson(10, { completed: true }),
      lesson(11, { chapter_id: 1, type: "VIDEO", duration: 95 }),
      lesson(12, { chapter_id: 1 }),
      lesson(13, { chapter_id: 1, type: "QUIZ" }),
    ],
    resumeLessonId: 12,
    certificate: null,
    ...values,
  };
}

function textLesson(id: number): LessonForLearning {
  return {
    id,
    course_id: 5,
    chapter_id: 1,
    name: `Bài ${id}`,
    type: "TEXT",
    is_preview: false,
    delivery: "ONLINE",
    location: null,
    meeting_url: null,
    start_time: null,
    end_time: null,
    contentHtml: "<p>Nội dung bài <strong>học</strong></p><script>alert(1)</script>",
    completed: false,
    position_seconds: 0,
    video: null,
    audio: null,
    document: null,
    quiz: null,
  };
}

const account = testAccount();

describe("LearningPage", () => {
  it("resumes the course at the lesson the server names", async () => {
    stubApi({
      ...SIGNED_IN_API,
      "GET /api/learning/course": () => outline(),
      "GET /api/learning/lesson": (_, url) => textLesson(Number(url.searchParams.get("lessonId"))),
      "POST /api/learning/progress": () => ({
        completed: true,
        progressPercent: 50,
        enrollmentStatus: "ACTIVE",
        certificateCode: null,
      }),
    });
    const { router } = renderApp("/learning/5", { account });
    await waitFor(() => expect(router.state.location.pathname).toBe("/learning/5/12"));
    expect(await screen.findByTestId("lesson-text")).toBeTruthy();
  });

  it("lists the lessons, marks the current one and opens a text lesson as read", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/learning/course": () => outline(),
      "GET /api/learning/lesson": (_, url) => textLesson(Number(url.searchParams.get("lessonId"))),
      "POST /api/learning/progress": () => ({
        completed: true,
        progressPercent: 50,
        enrollmentStatus: "ACTIVE",
        certificateCode: null,
      }),
    });
    renderApp("/learning/5/12", { account });
    const text = await screen.findByTestId("lesson-text");
    // The server's HTML is shown, sanitized once more.
    expect(text.innerHTML).toContain("<strong>học</strong>");
    expect(text.innerHTML).not.toContain("script");

    const playlist = screen.getAllByTestId("playlist")[0]!;
    const entries = within(playlist).getAllByTestId("playlist-lesson");
    // The lesson without a chapter first, then the chapter's in order.
    expect(entries.map((e) => e.getAttribute("href"))).toEqual([
      "/learning/5/10",
      "/learning/5/11",
      "/learning/5/12",
      "/learning/5/13",
    ]);
    expect(entries[2]!.getAttribute("aria-current")).toBe("page");
    expect(entries[0]!.hasAttribute("data-completed")).toBe(true);
    expect(entries[1]!.textContent).toContain("1:35");

    // Reading a text lesson reports it opened; the answer updates the marks and the percent.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/learning/progress").map((c) => c.body)).toEqual([
        { lessonId: 12, positionSeconds: 0, event: "opened" },
      ]),
    );
    await waitFor(() => expect(entries[2]!.hasAttribute("data-completed")).toBe(true));
    expect(screen.getAllByTestId("course-progress")[0]!.getAttribute("data-percent")).toBe("50");

    expect(screen.getByTestId("previous-lesson").getAttribute("href")).toBe("/learning/5/11");
    expect(screen.getByTestId("next-lesson").getAttribute("href")).toBe("/learning/5/13");
  });

  it("explains a locked lesson with the way to the course, without calling for it", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/learning/course": () =>
        outline({
          enrollment: null,
          mayLearn: false,
          lessons: [lesson(10, { is_preview: true }), lesson(11, { locked: true })],
        }),
    });
    renderApp("/learning/5/11", { account });
    const locked = await screen.findByTestId("lesson-locked");
    expect(locked.textContent).toContain("Bài học này chưa được mở khóa");
    expect(within(locked).getByRole("link").getAttribute("href")).toBe("/courses/python");
    expect(calls.some((c) => c.path === "/api/learning/lesson")).toBe(false);
    // The last lesson has no next one.
    expect(screen.getByTestId("previous-lesson").hasAttribute("disabled")).toBe(false);
    expect(screen.getByTestId("next-lesson").hasAttribute("disabled")).toBe(true);
  });

  it("shows Content not found for a lesson outside the course", async () => {
    stubApi({ ...SIGNED_IN_API, "GET /api/learning/course": () => outline() });
    renderApp("/learning/5/99", { account });
    expect(await screen.findByRole("heading", { name: "Không tìm thấy nội dung" })).toBeTruthy();
  });

  it("shows Access denied when the server refuses the course", async () => {
    stubApi({
      ...SIGNED_IN_API,
      "GET /api/learning/course": () => {
        throw { status: 403, error: { code: "FORBIDDEN", message: "Truy cập bị từ chối" } };
      },
    });
    renderApp("/learning/5/10", { account });
    expect(await screen.findByRole("heading", { name: "Truy cập bị từ chối" })).toBeTruthy();
  });

  it("congratulates once the last lesson completes the course, with the certificate", async () => {
    stubApi({
      ...SIGNED_IN_API,
      "GET /api/learning/course": () =>
        outline({
          lessons: [lesson(10, { completed: true }), lesson(12, { chapter_id: 1 })],
          enrollment: { status: "ACTIVE", progress_percent: 50, last_lesson_id: 10 },
        }),
      "GET /api/learning/lesson": () => textLesson(12),
      "POST /api/learning/progress": () => ({
        completed: true,
        progressPercent: 100,
        enrollmentStatus: "COMPLETED",
        certificateCode: "abcdefgh23456789",
      }),
    });
    renderApp("/learning/5/12", { account });
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Chúc mừng bạn!");
    const link = within(dialog).getByRole("link", { name: "Xem chứng nhận" });
    expect(link.getAttribute("href")).toBe("/certificates/abcdefgh23456789");
    fireEvent.click(within(dialog).getByRole("button", { name: "Đóng" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getAllByTestId("certificate-link").length).toBeGreaterThan(0);
  });
});
