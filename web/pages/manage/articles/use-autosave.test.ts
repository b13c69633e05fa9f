import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAutosave } from "./use-autosave.ts";

afterEach(() => vi.useRealTimers());

describe("useAutosave", () => {
  it("saves changed values, keeps them through a network failure and retries", async () => {
    vi.useFakeTimers();
    let values = { name: "Bản nháp" };
    const save = vi
      .fn<(v: { name: string }) => Promise<void>>()
      .mockRejectedValueOnce(new Error("Không có kết nối mạng"))
      .mockResolvedValue(undefined);
    const { result } = renderHook(() =>
      useAutosave({ read: () => values, canSave: () => true, save, intervalMs: 1000 }),
    );
    // Nothing changed: nothing is sent.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).not.toHaveBeenCalled();

    values = { name: "Bản nháp mới" };
    expect(result.current.hasUnsaved()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.status).toEqual({ kind: "failed", reason: "Không có kết nối mạng" });
    expect(result.current.hasUnsaved()).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ name: "Bản nháp mới" });
    expect(result.current.status.kind).toBe("saved");
    expect(result.current.hasUnsaved()).toBe(false);
  });

  it("asks before leaving the page with unsaved changes", () => {
    let values = { name: "a" };
    renderHook(() => useAutosave({ read: () => values, canSave: () => false, save: vi.fn() }));
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    values = { name: "b" };
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
