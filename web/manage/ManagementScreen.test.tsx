import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPost } from "../api/client.ts";
import type { Row } from "../api/records.ts";
import { PageErrorProvider } from "../frame/page-error.tsx";
import { renderWithApp, stubApi, testAccount } from "../test-utils.tsx";
import { ManagementScreen } from "./ManagementScreen.tsx";
import type { ManagementDescription } from "./management-description.ts";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("../feedback/toast-center.tsx", () => ({ showToast, default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  showToast.mockClear();
});

interface Lesson extends Row {
  title: string;
  status: "DRAFT" | "PUBLISHED";
}

const lessons: Lesson[] = [
  { id: 1, title: "Biến và kiểu dữ liệu", status: "PUBLISHED" },
  { id: 2, title: "Vòng lặp for", status: "DRAFT" },
];

/** A made-up screen: only the kit is under test, with messages the catalogue already has. */
const LESSONS: ManagementDescription<Lesson> = {
  resource: "lesson",
  messages: { title: "nav.user_management", description: "users.description" },
  defaultSort: { field: "create_time", direction: "desc" },
  search: { placeholder: "users.searchPlaceholder" },
  filters: [
    {
      kind: "select",
      name: "state",
      field: "status",
      label: "users.status",
      options: () => [
        { value: "DRAFT", label: "Nháp" },
        { value: "PUBLISHED", label: "Đã đăng" },
      ],
    },
  ],
  columns: [
    {
      key: "title",
      label: "users.user",
      sortable: true,
      render: (row) => <span data-testid="lesson-title">{row.title}</span>,
    },
    { key: "status", label: "users.status", render: (row) => row.status },
  ],
  rowActions: [
    {
      key: "publish",
      label: "users.changeStatus",
      policy: { action: "publish", ability: "user.updateStatus", refused: "users.notOnThisUser" },
      run: (row) => apiPost("/api/lesson/publish", { id: row.id }),
      success: "success.saved",
    },
  ],
  bulkActions: [
    {
      key: "archive",
      label: "users.setStatus",
      policy: "archive",
      ability: "user.updateStatus",
      confirm: (rows, _choice, { t }) => ({
        title: t("users.setStatus"),
        message: `${rows.length} × ${rows.map((row) => row.title).join(", ")}`,
        danger: true,
      }),
      save: (row) => apiPost("/api/lesson/archive", { id: row.id }),
    },
  ],
};

/** The address bar, to see what the screen keeps in the URL. */
function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

const writer = testAccount({ id: 1, role: "ADMIN" }, { "user.updateStatus": true });
const trial = testAccount({ id: 9, role: "ADMIN_TRIAL" }, {});

function renderScreen(account = writer, policies: Record<string, string[]> = {}) {
  const calls = stubApi({
    "GET /api/lesson/list": () => ({ items: lessons, refs: {}, total: 30, policies }),
    "POST /api/lesson/publish": () => ({}),
    "POST /api/lesson/archive": () => ({}),
  });
  renderWithApp(
    <PageErrorProvider>
      <ManagementScreen description={LESSONS} />
      <Location />
    </PageErrorProvider>,
    { account },
  );
  const location = () => screen.getByTestId("location").textContent;
  const lastListCall = () => calls.filter((call) => call.path === "/api/lesson/list").at(-1)?.url;
  return { calls, location, lastListCall };
}

const rowOf = async (title: string) =>
  (await screen.findAllByTestId("table-row")).find((row) => row.textContent?.includes(title)) ??
  Promise.reject(new Error(`no row ${title}`));

describe("ManagementScreen", () => {
  it("draws the columns, and puts sort, search and filter in the URL and the list query", async () => {
    const { location, lastListCall } = renderScreen();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Quản lý người dùng");
    expect((await screen.findAllByTestId("lesson-title")).map((cell) => cell.textContent)).toEqual([
      "Biến và kiểu dữ liệu",
      "Vòng lặp for",
    ]);
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toContain("Trạng thái");
    expect(lastListCall()?.searchParams.get("limit")).toBe("24");

    fireEvent.click(screen.getByRole("button", { name: "Người dùng" }));
    await vi.waitFor(() => expect(location()).toBe("?sort=title.asc"));
    await vi.waitFor(() =>
      expect(lastListCall()?.searchParams.get("orders")).toBe('[["title","asc"],["id","desc"]]'),
    );

    fireEvent.change(screen.getByRole("searchbox", { name: "Tìm kiếm" }), {
      target: { value: "vòng" },
    });
    await vi.waitFor(() => expect(location()).toBe("?q=v%C3%B2ng&sort=title.asc"));
    await vi.waitFor(() => expect(lastListCall()?.searchParams.get("search")).toBe("vòng"));

    fireEvent.click(screen.getByRole("combobox", { name: "Trạng thái" }));
    fireEvent.click(await screen.findByRole("option", { name: "Nháp" }));
    await vi.waitFor(() => expect(location()).toBe("?q=v%C3%B2ng&state=DRAFT&sort=title.asc"));
    await vi.waitFor(() =>
      expect(lastListCall()?.searchParams.get("filters")).toBe('[["status","=","DRAFT"]]'),
    );

    // 30 records: a second page, and the page in the URL.
    fireEvent.click(screen.getByRole("button", { name: "2" }));
    await vi.waitFor(() => expect(location()).toContain("page=2"));
    expect(lastListCall()?.searchParams.get("offset")).toBe("24");
  });

  it("keeps a row action the policy refuses visible, disabled, with the reason", async () => {
    const { calls } = renderScreen(writer, { 1: ["publish", "archive"], 2: [] });
    const allowed = within(await rowOf("Biến")).getByRole("button", { name: "Đổi trạng thái" });
    const refused = within(await rowOf("Vòng")).getByRole("button", { name: "Đổi trạng thái" });
    expect(allowed.getAttribute("aria-disabled")).toBeNull();
    expect(refused.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(refused);
    fireEvent.mouseEnter(refused);
    expect((await screen.findByRole("tooltip")).textContent).toBe(
      "Bạn không thể thay đổi tài khoản này (ví dụ: tài khoản của chính bạn)",
    );
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    expect(screen.queryByTestId("read-only-notice")).toBeNull();

    fireEvent.click(allowed);
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
        { id: 1 },
      ]),
    );
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", "Thành công", expect.any(String)),
    );
  });

  it("gives a read-only account the read-only reason and no selectable row", async () => {
    renderScreen(trial, { 1: [], 2: [] });
    expect((await screen.findByTestId("read-only-notice")).textContent).toContain(
      "Tài khoản dùng thử chỉ có thể xem",
    );
    const button = within(await rowOf("Biến")).getByRole("button", { name: "Đổi trạng thái" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.mouseEnter(button);
    expect((await screen.findByRole("tooltip")).textContent).toBe(
      "Tài khoản dùng thử chỉ có thể xem, không thể thay đổi dữ liệu",
    );
    expect((within(await rowOf("Biến")).getByRole("checkbox") as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it("asks before a bulk action, and saves nothing when cancelled", async () => {
    const { calls } = renderScreen(writer, { 1: ["archive"], 2: ["archive"] });
    fireEvent.click(within(await rowOf("Biến")).getByRole("checkbox"));
    fireEvent.click(within(await rowOf("Vòng")).getByRole("checkbox"));
    const bar = screen.getByTestId("bulk-bar");
    expect(bar.textContent).toContain("Đã chọn 2");

    fireEvent.click(within(bar).getByRole("button", { name: "Đặt trạng thái" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("2 × Biến và kiểu dữ liệu, Vòng lặp for");
    fireEvent.click(within(dialog).getByRole("button", { name: "Hủy" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.click(
      within(screen.getByTestId("bulk-bar")).getByRole("button", { name: "Đặt trạng thái" }),
    );
    await act(async () => {
      fireEvent.click(
        within(await screen.findByRole("dialog")).getByRole("button", { name: "Xác nhận" }),
      );
    });
    await vi.waitFor(() =>
      expect(
        calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body]),
      ).toEqual([
        ["/api/lesson/archive", { id: 1 }],
        ["/api/lesson/archive", { id: 2 }],
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByTestId("bulk-bar")).toBeNull());
  });
});
