import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test-utils.tsx";
import { LoadingPlaceholder } from "./LoadingPlaceholder.tsx";

const show = vi.hoisted(() => vi.fn());
vi.mock("@mantine/notifications", () => ({ notifications: { show }, Notifications: () => null }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  show.mockClear();
});

describe("toasts", () => {
  it("stay 4 s (success, info), 6 s (warn), 30 s with a close button (error)", async () => {
    const { showToast } = await import("./toast-center.tsx");
    for (const kind of ["success", "info", "warn", "error"] as const) showToast(kind, "T", kind);
    expect(show.mock.calls.map(([n]) => [n.message, n.autoClose, n.withCloseButton])).toEqual([
      ["success", 4000, false],
      ["info", 4000, false],
      ["warn", 6000, false],
      ["error", 30_000, true],
    ]);
  });

  it("load their container with the first toast only", async () => {
    vi.useRealTimers();
    const { ToastHost, toast } = await import("./toast.tsx");
    const host = render(<ToastHost />);
    expect(host.container.innerHTML).toBe("");
    toast.error("Không thể kết nối tới máy chủ");
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Lỗi", message: "Không thể kết nối tới máy chủ" }),
      ),
    );
  });
});

describe("loading placeholder", () => {
  it("shows nothing for the first 300 ms, then the spinner", async () => {
    renderWithApp(<LoadingPlaceholder />);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(screen.queryByTestId("loading-placeholder")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId("loading-placeholder").textContent).toContain("Đang tải...");
  });
});
