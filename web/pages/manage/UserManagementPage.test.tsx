import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, SIGNED_IN_API, stubApi, testAccount } from "../../test-utils.tsx";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("../../feedback/toast-center.tsx", () => ({ showToast, default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  showToast.mockClear();
});

const users = [
  {
    id: 1,
    full_name: "Quản trị viên",
    email: "admin@example.com",
    role: "ADMIN",
    status: "ACTIVE",
  },
  { id: 2, full_name: "Vũ Thị Lan", email: "lan@example.com", role: "CLIENT", status: "ACTIVE" },
  { id: 3, full_name: "Ngô Gia Bảo", email: "bao@example.com", role: "CLIENT", status: "PENDING" },
].map((u) => ({
  ...u,
  phone: null,
  title: null,
  avatar_image_id: null,
  create_time: "2026-11-01T00:00:00.000Z",
}));

function userList(policies: Record<string, string[]>) {
  return () => ({ items: users, refs: {}, total: users.length, policies });
}

const admin = testAccount(
  { id: 1, role: "ADMIN" },
  { "dashboard.view": true, "user.view": true, "user.updateRole": true, "user.updateStatus": true },
);
const trial = testAccount(
  { id: 9, role: "ADMIN_TRIAL" },
  { "dashboard.view": true, "user.view": true },
);

const rowOf = async (name: string) =>
  (await screen.findAllByTestId("table-row")).find((row) => row.textContent?.includes(name)) ??
  Promise.reject(new Error(`no row ${name}`));

describe("user management", () => {
  it("lets an ADMIN change a role in a dialog, posting the choice", async () => {
    const all = ["updateRole", "updateStatus"];
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/user/list": userList({ 1: [], 2: all, 3: all }),
      "POST /api/user/update-role": () => ({
        user: { id: 2, role: "CONTENT_WRITER", status: "ACTIVE" },
      }),
    });
    renderApp("/user-management?role=CLIENT", { account: admin });
    const own = await rowOf("admin@example.com");
    expect(
      within(own).getByRole("button", { name: "Đổi vai trò" }).getAttribute("aria-disabled"),
    ).toBe("true");
    // The role filter of the URL reached the list API.
    const list = calls.find((c) => c.path === "/api/user/list");
    expect(list?.url.searchParams.get("filters")).toBe('[["role","=","CLIENT"]]');

    fireEvent.click(
      within(await rowOf("lan@example.com")).getByRole("button", { name: "Đổi vai trò" }),
    );
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByTestId("change-select"));
    fireEvent.click(await screen.findByRole("option", { name: "Người viết nội dung" }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Lưu" }));
    });
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      {
        method: "POST",
        path: "/api/user/update-role",
        body: { userId: 2, role: "CONTENT_WRITER" },
        url: expect.any(URL),
      },
    ]);
    expect(showToast).toHaveBeenCalledWith(
      "success",
      "Thành công",
      "Các thay đổi của bạn đã được lưu thành công",
    );
  });

  it("shows ADMIN_TRIAL every write control disabled, with the reason, and never opens a dialog", async () => {
    stubApi({ ...SIGNED_IN_API, "GET /api/user/list": userList({ 1: [], 2: [], 3: [] }) });
    renderApp("/user-management", { account: trial });
    expect((await screen.findByTestId("read-only-notice")).textContent).toContain(
      "Tài khoản dùng thử chỉ có thể xem",
    );
    for (const row of await screen.findAllByTestId("table-row")) {
      // "Details" only reads (as on the transactions screen); every other button writes.
      const buttons = within(row).getAllByRole("button");
      const writes = buttons.filter((button) => button.textContent !== "Chi tiết");
      expect(writes).toHaveLength(buttons.length - 1);
      for (const button of writes) {
        expect(button.getAttribute("aria-disabled")).toBe("true");
        fireEvent.click(button);
      }
      expect((within(row).getByRole("checkbox") as HTMLInputElement).disabled).toBe(true);
    }
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("reports a bulk status change that saved some users and not others", async () => {
    const all = ["updateRole", "updateStatus"];
    stubApi({
      ...SIGNED_IN_API,
      "GET /api/user/list": userList({ 1: [], 2: all, 3: all }),
      "POST /api/user/update-status": (body) => {
        if ((body as { userId: number }).userId === 3) {
          throw { status: 409, error: { code: "CONFLICT", message: "Không thể đổi" } };
        }
        return { user: { id: 2, role: "CLIENT", status: "INACTIVE" } };
      },
    });
    renderApp("/user-management", { account: admin });
    fireEvent.click(within(await rowOf("lan@example.com")).getByRole("checkbox"));
    fireEvent.click(within(await rowOf("bao@example.com")).getByRole("checkbox"));
    expect(screen.getByTestId("bulk-bar").textContent).toContain("Đã chọn 2");
    fireEvent.click(
      within(screen.getByTestId("bulk-bar")).getByRole("button", { name: "Đặt trạng thái" }),
    );
    fireEvent.click(await screen.findByRole("menuitem", { name: "Ngừng hoạt động" }));
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Xác nhận" }),
    );
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        "warn",
        "Cảnh báo",
        "Một số thay đổi đã được lưu, một số thì chưa: Không thể đổi",
      ),
    );
  });

  it("filters by sign-up days and shows a user's enrollments, orders and activity", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/user/list": userList({ 1: [], 2: [], 3: [] }),
      "GET /api/enrollment/list": () => ({
        items: [{ id: 5, course_id: 9, status: "ACTIVE", create_time: "2026-11-02T00:00:00.000Z" }],
        refs: { course: { 9: { id: 9, name: "Lập trình web" } } },
        total: 1,
      }),
      "GET /api/order/list": () => ({ items: [], refs: {}, total: 0 }),
      "GET /api/activity_log/list": () => ({
        items: [
          {
            id: 3,
            type: "UPDATE",
            table_name: "user",
            record_id: 2,
            changes: [{ id: 2, before: { phone: null }, after: { phone: "0912345678" } }],
            log_time: "2026-11-03T00:00:00.000Z",
          },
        ],
        refs: {},
        total: 1,
      }),
    });
    renderApp("/user-management?from=2026-11-01&to=2026-11-10", { account: admin });
    fireEvent.click(
      within(await rowOf("lan@example.com")).getByRole("button", { name: "Chi tiết" }),
    );
    const drawer = await screen.findByTestId("user-detail");
    await vi.waitFor(() =>
      expect(within(drawer).getByTestId("user-enrollments").textContent).toContain("Lập trình web"),
    );
    expect(within(drawer).getByTestId("user-orders").textContent).toContain("Chưa có");
    await vi.waitFor(() =>
      expect(within(drawer).getByTestId("user-activity").textContent).toContain(
        "phone null → 0912345678",
      ),
    );
    const users = calls.find((c) => c.path === "/api/user/list");
    expect(JSON.parse(users?.url.searchParams.get("filters") ?? "[]")).toEqual([
      ["create_time", ">=", "2026-10-31T17:00:00.000Z"],
      ["create_time", "<", "2026-11-10T17:00:00.000Z"],
    ]);
    const enrollments = calls.find((c) => c.path === "/api/enrollment/list");
    expect(enrollments?.url.searchParams.get("filters")).toBe('[["user_id","=",2]]');
  });
});
