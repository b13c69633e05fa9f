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

const enrollments = [
  { id: 21, user_id: 3, course_id: 4, status: "AWAITING_PAYMENT", fee: 500_000, order_id: 8 },
  { id: 22, user_id: 5, course_id: 4, status: "ACTIVE", fee: 0, order_id: null },
  { id: 23, user_id: 5, course_id: 6, status: "COMPLETED", fee: 0, order_id: null },
].map((e) => ({
  ...e,
  create_time: "2026-11-20T03:00:00.000Z",
  activate_time: e.status === "AWAITING_PAYMENT" ? null : "2026-11-20T04:00:00.000Z",
  complete_time: null,
}));
const refs = {
  user: {
    3: { id: 3, full_name: "Vũ Thị Lan", email: "lan@example.com" },
    5: { id: 5, full_name: "Ngô Gia Bảo", email: "bao@example.com" },
  },
  course: { 4: { id: 4, name: "Excel thực chiến" }, 6: { id: 6, name: "Python cơ bản" } },
  order: { 8: { id: 8, reference_code: "HV7K3M9Q2X" } },
};
const enrollmentList = (policies: Record<string, string[]>) => () => ({
  items: enrollments,
  refs,
  total: enrollments.length,
  policies,
});
const ALL = { 21: ["activate", "complete"], 22: ["complete"], 23: [] };

const admin = testAccount(
  { id: 1, role: "ADMIN" },
  {
    "dashboard.view": true,
    "enrollment.view": true,
    "enrollment.create": true,
    "enrollment.activate": true,
    "enrollment.complete": true,
  },
);
const trial = testAccount(
  { id: 9, role: "ADMIN_TRIAL" },
  { "dashboard.view": true, "enrollment.view": true },
);

const pickerApi = {
  "GET /api/user/list": () => ({ items: [], refs: {}, total: 0 }),
  "GET /api/course/list": () => ({ items: [], refs: {}, total: 0 }),
};

describe("enrollment management", () => {
  it("asks the list API for the URL's status, course and student, and names them in the pickers", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      "GET /api/enrollment/list": enrollmentList(ALL),
      "GET /api/user/list": (_body, url) =>
        url.searchParams.get("filters") === '[["id","=",3]]'
          ? { items: [refs.user[3]], refs: {}, total: 1 }
          : { items: [], refs: {}, total: 0 },
      "GET /api/course/list": (_body, url) =>
        url.searchParams.get("filters") === '[["id","=",4]]'
          ? { items: [refs.course[4]], refs: {}, total: 1 }
          : { items: [], refs: {}, total: 0 },
    });
    renderApp("/enrollment-management?status=AWAITING_PAYMENT&course=4&student=3", {
      account: admin,
    });
    await screen.findAllByTestId("table-row");
    const list = calls.find((c) => c.path === "/api/enrollment/list");
    expect(JSON.parse(list?.url.searchParams.get("filters") ?? "")).toEqual([
      ["status", "=", "AWAITING_PAYMENT"],
      ["course_id", "=", "4"],
      ["user_id", "=", "3"],
    ]);
    const toolbar = screen.getByTestId("list-toolbar");
    await vi.waitFor(() => {
      const values = Array.from(
        toolbar.querySelectorAll("input:not([type=hidden])"),
        (input) => (input as HTMLInputElement).value,
      );
      expect(values).toContain("Vũ Thị Lan · lan@example.com");
      expect(values).toContain("Excel thực chiến");
    });
    const [awaiting] = screen.getAllByTestId("table-row");
    expect(awaiting?.textContent).toContain("Chờ thanh toán");
    expect(awaiting?.textContent).toContain("HV7K3M9Q2X");
    expect(awaiting?.textContent).toContain("500.000đ");
  });

  it("activates an awaiting enrollment after the confirmation", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      ...pickerApi,
      "GET /api/enrollment/list": enrollmentList(ALL),
      "POST /api/enrollment/activate": () => ({ enrollment: { id: 21, status: "ACTIVE" } }),
    });
    renderApp("/enrollment-management", { account: admin });
    const [awaiting, active, completed] = await screen.findAllByTestId("table-row");
    expect(within(active!).getByRole("button", { name: "Đánh dấu hoàn thành" })).toBeTruthy();
    expect(within(completed!).queryAllByRole("button")).toHaveLength(0);
    fireEvent.click(within(awaiting!).getByRole("button", { name: "Kích hoạt ghi danh" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Vũ Thị Lan");
    expect(dialog.textContent).toContain("Excel thực chiến");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Kích hoạt ghi danh" }));
    });
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", "Thành công", "Đã kích hoạt ghi danh"),
    );
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([
      ["/api/enrollment/activate", { enrollmentId: 21 }],
    ]);
  });

  it("does nothing when the confirmation is cancelled", async () => {
    const calls = stubApi({
      ...SIGNED_IN_API,
      ...pickerApi,
      "GET /api/enrollment/list": enrollmentList(ALL),
    });
    renderApp("/enrollment-management", { account: admin });
    const [, active] = await screen.findAllByTestId("table-row");
    fireEvent.click(within(active!).getByRole("button", { name: "Đánh dấu hoàn thành" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Hủy" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("shows ADMIN_TRIAL every action disabled and never asks to confirm", async () => {
    stubApi({
      ...SIGNED_IN_API,
      ...pickerApi,
      "GET /api/enrollment/list": enrollmentList({ 21: [], 22: [], 23: [] }),
    });
    renderApp("/enrollment-management", { account: trial });
    expect(await screen.findByTestId("read-only-notice")).toBeTruthy();
    const buttons = [
      screen.getByRole("button", { name: "Thêm ghi danh" }),
      ...(await screen.findAllByTestId("table-row")).flatMap((row) =>
        within(row).queryAllByRole("button"),
      ),
    ];
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.getAttribute("aria-disabled")).toBe("true");
      fireEvent.click(button);
    }
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
