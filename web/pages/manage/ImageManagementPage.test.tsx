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

const images = [1, 2].map((id) => ({
  id,
  title: id === 1 ? "Ảnh bìa khoá học" : "Sơ đồ",
  path: "images/2026/11/",
  basename: `a${id}`,
  extension: ".png",
  mime_type: "image/png",
  size: 2048,
  width: 640,
  height: 480,
  variants: null,
  creator_id: 5,
  create_time: "2026-11-20T03:00:00.000Z",
}));

const imageList = (policies: Record<string, string[]>) => () => ({
  items: images,
  refs: {},
  total: images.length,
  policies,
});

const writer = testAccount(
  { id: 5, role: "CONTENT_WRITER" },
  {
    "dashboard.view": true,
    "media.view": true,
    "media.create": true,
    "media.update": true,
    "media.delete": true,
  },
);
const trial = testAccount(
  { id: 9, role: "ADMIN_TRIAL" },
  { "dashboard.view": true, "media.view": true },
);

const cardOf = async (name: string) =>
  (await screen.findAllByTestId("grid-card")).find((card) => card.textContent?.includes(name)) ??
  Promise.reject(new Error(`no card ${name}`));

describe("image management", () => {
  it("lists the images as cards, and says where an image in use is used when deleting is refused", async () => {
    const all = ["update", "delete"];
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/image/list": imageList({ 1: all, 2: all }),
      "POST /api/media/delete": () => {
        throw {
          status: 409,
          error: {
            code: "CONFLICT",
            message: "This file is still in use: course “Lập trình Web”, article “Tin mới”",
          },
        };
      },
    });
    renderApp("/image-management?view=grid&q=anh", { account: writer, locale: "en" });
    const card = await cardOf("Ảnh bìa khoá học");
    expect(card.textContent).toContain("PNG · 2 KB · 640×480");
    const list = calls.find((c) => c.path === "/api/image/list");
    expect(list?.url.searchParams.get("search")).toBe("anh");

    fireEvent.click(within(card).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Delete the file “Ảnh bìa khoá học”?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        "error",
        expect.any(String),
        "This file is still in use: course “Lập trình Web”, article “Tin mới”",
      ),
    );
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { kind: "image", id: 1 },
    ]);
  });

  it("saves a new title", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/image/list": imageList({ 1: ["update", "delete"], 2: [] }),
      "POST /api/media/update": (body) => body,
    });
    renderApp("/image-management", { account: writer, locale: "en" });
    const row = (await screen.findAllByTestId("table-row")).find((r) =>
      r.textContent?.includes("Sơ đồ"),
    );
    // Not the writer's own upload in the record's policies: the action is refused.
    expect(
      within(row as HTMLElement)
        .getByRole("button", { name: "Edit" })
        .getAttribute("aria-disabled"),
    ).toBe("true");
    const first = (await screen.findAllByTestId("table-row"))[0] as HTMLElement;
    fireEvent.click(within(first).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog");
    const input = within(dialog).getByLabelText("Title");
    fireEvent.change(input, { target: { value: "Ảnh bìa mới" } });
    fireEvent.change(within(dialog).getByLabelText("Alternative text"), {
      target: { value: "Bìa sách tiếng Việt cơ bản" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        "success",
        expect.any(String),
        "Your changes have been saved successfully",
      ),
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      kind: "image",
      id: 1,
      title: "Ảnh bìa mới",
      alt: "Bìa sách tiếng Việt cơ bản",
    });
  });

  it("shows ADMIN_TRIAL the library read-only: upload and every write disabled", async () => {
    stubApi({ ...SIGNED_IN_API, "GET /api/image/list": imageList({ 1: [], 2: [] }) });
    renderApp("/image-management", { account: trial, locale: "en" });
    expect((await screen.findByTestId("read-only-notice")).textContent).toContain(
      "This demo account can view but not change data",
    );
    const upload = within(screen.getByTestId("media-dropzone")).getByRole("button", {
      name: "Upload",
    });
    expect((upload as HTMLButtonElement).disabled).toBe(true);
    for (const row of await screen.findAllByTestId("table-row")) {
      for (const name of ["Edit", "Delete"]) {
        expect(within(row).getByRole("button", { name }).getAttribute("aria-disabled")).toBe(
          "true",
        );
      }
    }
  });
});
