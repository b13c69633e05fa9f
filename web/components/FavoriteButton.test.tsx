import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubApi, testAccount } from "../test-utils.tsx";
import { FavoriteButton } from "./FavoriteButton.tsx";

const toasts = vi.hoisted(() => ({ info: vi.fn(), error: vi.fn() }));
vi.mock("../feedback/toast.tsx", () => ({
  toast: { success: vi.fn(), info: toasts.info, warn: vi.fn(), error: toasts.error },
  toastError: (error: Error) => toasts.error(error.message),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.info.mockReset();
  toasts.error.mockReset();
});

describe("FavoriteButton", () => {
  it("likes at once, then rolls back with an error toast when the server refuses", async () => {
    let refuse: () => void = () => {};
    const calls = stubApi({
      "GET /api/library/favorites": () => ({ items: [], refs: {}, total: 0 }),
      "POST /api/library/favor": () =>
        new Promise((_, reject) => {
          refuse = () =>
            reject({ status: 500, error: { message: "Không lưu được", code: "INTERNAL" } });
        }),
    });
    renderWithApp(<FavoriteButton courseId={5} />, { account: testAccount() });
    const button = await screen.findByRole("button", { name: "Yêu thích" });
    await waitFor(() => expect(calls.some((c) => c.path === "/api/library/favorites")).toBe(true));

    fireEvent.click(button);
    // Optimistic: pressed before the server has answered.
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Bỏ yêu thích" }).getAttribute("aria-pressed"),
      ).toBe("true"),
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ courseId: 5 });

    refuse();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Yêu thích" }).getAttribute("aria-pressed")).toBe(
        "false",
      ),
    );
    expect(toasts.error).toHaveBeenCalledWith("Không lưu được");
  });

  it("reads the liked state and unlikes", async () => {
    const calls = stubApi({
      "GET /api/library/favorites": (_body, url) => {
        expect(JSON.parse(url.searchParams.get("filters") ?? "[]")).toEqual([
          ["course_id", "=", 5],
        ]);
        expect(url.searchParams.get("limit")).toBe("1");
        return { items: [{ course_id: 5 }], refs: {}, total: 1 };
      },
      "POST /api/library/unfavor": () => ({ courseId: 5, favorite: false }),
    });
    renderWithApp(<FavoriteButton courseId={5} variant="icon" />, { account: testAccount() });
    fireEvent.click(await screen.findByRole("button", { name: "Bỏ yêu thích" }));
    await screen.findByRole("button", { name: "Yêu thích" });
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      "/api/library/unfavor",
    ]);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("tells a visitor to log in, asking the server nothing", async () => {
    const calls = stubApi({});
    renderWithApp(<FavoriteButton courseId={5} />);
    fireEvent.click(screen.getByRole("button", { name: "Yêu thích" }));
    expect(toasts.info).toHaveBeenCalledWith("Vui lòng đăng nhập để yêu thích");
    expect(calls).toEqual([]);
    expect(screen.getByRole("button", { name: "Yêu thích" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
  });
});
