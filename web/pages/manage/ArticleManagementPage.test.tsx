import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, SIGNED_IN_API, stubApi, testAccount } from "../../test-utils.tsx";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("../../feedback/toast-center.tsx", () => ({ showToast, default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  showToast.mockClear();
});

const draft = {
  id: 4,
  slug: "ban-nhap",
  name: "Bản nháp của tôi",
  description: "",
  content: null,
  avatar_image_id: null,
  banner_image_id: null,
  creator_id: 5,
  visibility: "PRIVATE",
  priority: 0,
  submitted_time: null,
  create_time: "2026-11-20T03:00:00.000Z",
  update_time: "2026-11-20T03:00:00.000Z",
};
const list = (policies: string[]) => () => ({
  items: [draft],
  refs: { user: { 5: { id: 5, full_name: "Lê Văn Viết" } } },
  total: 1,
  policies: { 4: policies },
});

const ARTICLE_ABILITIES = { "dashboard.view": true, "article.view": true, "media.view": true };
const writer = testAccount(
  { id: 5, role: "CONTENT_WRITER" },
  {
    ...ARTICLE_ABILITIES,
    "article.create": true,
    "article.update": true,
    "article.delete": true,
    "article.submit": true,
  },
);
const manager = testAccount(
  { id: 6, role: "CONTENT_MANAGER" },
  {
    ...ARTICLE_ABILITIES,
    "article.create": true,
    "article.update": true,
    "article.delete": true,
    "article.publish": true,
  },
);
const trial = testAccount({ id: 9, role: "ADMIN_TRIAL" }, ARTICLE_ABILITIES);

const row = async () => (await screen.findAllByTestId("table-row"))[0] as HTMLElement;

describe("article management", () => {
  it("offers a writer Submit but never Publish", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/article/list": list(["update", "delete", "submit"]),
      "POST /api/article/submit": () => ({
        article: { ...draft, submitted_time: "2026-11-25T00:00:00.000Z" },
      }),
    });
    renderApp("/article-management", { account: writer, locale: "en" });
    const first = await row();
    expect(first.textContent).toContain("Lê Văn Viết");
    expect(first.textContent).toContain("Draft");
    expect(within(first).queryByRole("button", { name: "Publish" })).toBeNull();
    await act(async () => {
      fireEvent.click(within(first).getByRole("button", { name: "Submit for review" }));
    });
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        "success",
        expect.any(String),
        "The article was submitted for review",
      ),
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ id: 4 });
  });

  it("lets a manager publish after confirming", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/article/list": list(["update", "delete", "publish"]),
      "POST /api/article/publish": () => ({ article: { ...draft, visibility: "PUBLIC" } }),
    });
    renderApp("/article-management", { account: manager, locale: "en" });
    const first = await row();
    expect(within(first).queryByRole("button", { name: "Submit for review" })).toBeNull();
    fireEvent.click(within(first).getByRole("button", { name: "Publish" }));
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }),
    );
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toMatchObject({
        path: "/api/article/publish",
        body: { id: 4 },
      }),
    );
  });

  it("filters the list by a category chosen among those the server lists, read from the URL", async () => {
    const categories = () => ({
      items: [
        { id: 3, name: "Kỹ năng học tập", slug: "ky-nang-hoc-tap" },
        { id: 5, name: "Tin tức", slug: "tin-tuc" },
      ],
      refs: {},
      total: 2,
    });
    const listFilters = () =>
      calls
        .filter((c) => c.path === "/api/article/list")
        .map((c) => c.url.searchParams.get("filters"));
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/article/list": list(["update", "delete", "publish"]),
      "GET /api/article_category/list": categories,
    });
    renderApp("/article-management", { account: manager, locale: "en" });
    await row();
    const filter = screen
      .getAllByLabelText("Category")
      .find((element) => element.tagName === "INPUT") as HTMLInputElement;
    fireEvent.click(filter);
    fireEvent.click(await screen.findByRole("option", { name: "Tin tức" }));
    await vi.waitFor(() => expect(listFilters()).toContain('[["category_id","=","5"]]'));
    cleanup();

    // Opened from such a URL: the filter names the category, the list is filtered by it.
    const again = stubApi({
      ...SIGNED_IN_API,
      "GET /api/article/list": list(["update", "delete", "publish"]),
      "GET /api/article_category/list": categories,
    });
    renderApp("/article-management?category=3", { account: manager, locale: "en" });
    await row();
    const named = screen
      .getAllByLabelText("Category")
      .find((element) => element.tagName === "INPUT") as HTMLInputElement;
    await vi.waitFor(() => expect(named.value).toBe("Kỹ năng học tập"));
    expect(again.find((c) => c.path === "/api/article/list")?.url.searchParams.get("filters")).toBe(
      '[["category_id","=","3"]]',
    );
  });

  it("shows ADMIN_TRIAL every article action disabled", async () => {
    stubApi({ ...SIGNED_IN_API, "GET /api/article/list": list([]) });
    renderApp("/article-management", { account: trial, locale: "en" });
    const first = await row();
    for (const name of ["Edit", "Submit for review", "Publish", "Delete"]) {
      expect(within(first).getByRole("button", { name }).getAttribute("aria-disabled")).toBe(
        "true",
      );
    }
    expect(screen.getByRole("button", { name: "Add article" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });

  it("writes a new draft: the slug follows the title and the content is sent in the stored shape", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/article/list": list(["update", "delete", "submit"]),
      "GET /api/article_category/list": () => ({
        items: [{ id: 3, name: "Kỹ năng học tập", slug: "ky-nang-hoc-tap" }],
        refs: {},
        total: 1,
      }),
      "POST /api/article/create": (body) => ({
        article: {
          ...draft,
          ...(body as object),
          id: 7,
          visibility: "PRIVATE",
          submitted_time: null,
        },
      }),
    });
    renderApp("/article-management", { account: writer, locale: "en" });
    fireEvent.click(await screen.findByRole("button", { name: "Add article" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Title/), {
      target: { value: "Học tiếng Việt" },
    });
    expect((within(dialog).getByLabelText(/^Slug/) as HTMLInputElement).value).toBe(
      "hoc-tieng-viet",
    );
    // The category, chosen from the categories the server lists.
    const category = within(dialog)
      .getAllByLabelText("Category")
      .find((element) => element.tagName === "INPUT") as HTMLElement;
    fireEvent.click(category);
    fireEvent.click(await screen.findByRole("option", { name: "Kỹ năng học tập" }));
    // The Tiptap editor (loaded lazily) keeps its instance on the editable element; happy-dom
    // has no text input, so the characters go in as ProseMirror inserts them for each key.
    fireEvent.click(await within(dialog).findByRole("button", { name: "Heading 2" }));
    const editor = (dialog.querySelector(".ProseMirror") as HTMLElement & { editor: Editor })
      .editor;
    act(() => {
      editor.commands.focus();
      editor.commands.setHeading({ level: 2 });
      for (const ch of "Mở đầu") editor.view.dispatch(editor.state.tr.insertText(ch));
    });
    expect(within(dialog).queryByRole("button", { name: "Publish" })).toBeNull();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
    });
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
        name: "Học tiếng Việt",
        slug: "hoc-tieng-viet",
        category_id: 3,
        content: { blocks: [{ type: "header-two", text: "Mở đầu" }] },
      }),
    );
    expect(await within(dialog).findByRole("button", { name: "Submit for review" })).toBeTruthy();
  });
});
