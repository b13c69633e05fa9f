import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, SIGNED_IN_API, stubApi, testAccount } from "../../test-utils.tsx";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("../../feedback/toast-center.tsx", () => ({ showToast, default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  showToast.mockClear();
});

const lesson = (id: number, name: string, type: string, extra: object = {}) => ({
  id,
  course_id: 7,
  chapter_id: 3,
  name,
  type,
  video_id: null,
  audio_id: null,
  document_id: null,
  quiz_id: null,
  content: null,
  is_preview: 0,
  sort_order: id,
  update_time: "2026-11-20T03:00:00.000Z",
  ...extra,
});
const lessons = () => ({
  items: [
    lesson(1, "Chào hỏi", "VIDEO", { video_id: 50, is_preview: 1 }),
    lesson(2, "Nghe hội thoại", "AUDIO", { audio_id: 60 }),
    lesson(3, "Bài đọc", "TEXT", { chapter_id: null }),
  ],
  refs: {
    course: { "7": { id: 7, name: "Tiếng Việt du lịch", slug: "tieng-viet-du-lich" } },
    chapter: { "3": { id: 3, name: "Chương một" } },
    video: { "50": { id: 50, duration: 125.6 } },
    audio: { "60": { id: 60, duration: 3725 } },
  },
  total: 3,
  policies: { "1": ["update", "delete"], "2": ["update", "delete"], "3": ["update", "delete"] },
});
const chapters = () => ({
  items: [
    { id: 3, course_id: 7, name: "Chương một", sort_order: 0, update_time: "2026-11-20T03:00:00Z" },
  ],
  refs: { course: { "7": { id: 7, name: "Tiếng Việt du lịch", slug: "tieng-viet-du-lich" } } },
  total: 1,
  policies: { "3": ["update", "delete"] },
});

const abilities = (area: "lesson" | "chapter") => ({
  "dashboard.view": true,
  [`${area}.view`]: true,
  [`${area}.create`]: true,
  [`${area}.update`]: true,
  [`${area}.delete`]: true,
});
const trial = (area: "lesson" | "chapter") =>
  testAccount({ id: 9, role: "ADMIN_TRIAL" }, { "dashboard.view": true, [`${area}.view`]: true });

describe("lesson management", () => {
  it("lists a course's lessons with their course, chapter and the length of their file", async () => {
    const calls = stubApi({ ...SIGNED_IN_API, "GET /api/lesson/list": lessons });
    renderApp("/lesson-management?course=7", {
      account: testAccount({ id: 1, role: "ADMIN" }, abilities("lesson")),
      locale: "en",
    });
    const rows = await screen.findAllByTestId("table-row");
    expect(rows).toHaveLength(3);
    const query = calls.find((c) => c.path === "/api/lesson/list")?.url.searchParams;
    expect(query?.get("filters")).toBe('[["course_id","=","7"]]');
    expect(within(rows[0] as HTMLElement).getByTestId("lesson-duration").textContent).toBe("2:05");
    expect(within(rows[1] as HTMLElement).getByTestId("lesson-duration").textContent).toBe(
      "1:02:05",
    );
    expect(within(rows[0] as HTMLElement).getByText("Chương một")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("In no chapter")).toBeTruthy();
  });

  it("shows ADMIN_TRIAL the lessons with every write disabled", async () => {
    // The server lists no action for a read-only account.
    stubApi({ ...SIGNED_IN_API, "GET /api/lesson/list": () => ({ ...lessons(), policies: {} }) });
    renderApp("/lesson-management", { account: trial("lesson"), locale: "en" });
    for (const row of await screen.findAllByTestId("table-row")) {
      for (const name of ["Edit", "Delete"]) {
        expect(within(row).getByRole("button", { name }).getAttribute("aria-disabled")).toBe(
          "true",
        );
      }
    }
    expect(screen.getByTestId("read-only-notice")).toBeTruthy();
  });
});

describe("chapter management", () => {
  it("renames a chapter through its dialog", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/chapter/list": chapters,
      "POST /api/chapter/update": (body) => ({ id: (body as { id: number }).id }),
    });
    renderApp("/chapter-management?course=7", {
      account: testAccount({ id: 1, role: "ADMIN" }, abilities("chapter")),
      locale: "en",
    });
    const [row] = await screen.findAllByTestId("table-row");
    expect(
      within(row as HTMLElement).getByRole("link", { name: "Tiếng Việt du lịch" }),
    ).toBeTruthy();
    fireEvent.click(within(row as HTMLElement).getByRole("button", { name: "Rename" }));
    const dialog = await screen.findByRole("dialog");
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    fireEvent.change(name, { target: { value: "Chương mở đầu" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toMatchObject({
        path: "/api/chapter/update",
        body: { id: 3, name: "Chương mở đầu" },
      }),
    );
  });

  it("shows ADMIN_TRIAL the chapters with Add, Rename and Delete disabled", async () => {
    stubApi({ ...SIGNED_IN_API, "GET /api/chapter/list": () => ({ ...chapters(), policies: {} }) });
    renderApp("/chapter-management", { account: trial("chapter"), locale: "en" });
    const [row] = await screen.findAllByTestId("table-row");
    for (const name of ["Rename", "Delete"]) {
      expect(
        within(row as HTMLElement)
          .getByRole("button", { name })
          .getAttribute("aria-disabled"),
      ).toBe("true");
    }
    expect(screen.getByRole("button", { name: "New chapter" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });
});
