import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test-utils.tsx";
import { ChunkLoadFailed } from "./RouteError.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a page whose code did not load", () => {
  it("says so and reloads the document to retry", () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    renderWithApp(<ChunkLoadFailed />);
    expect(screen.getByText(/Không tải được trang/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Thử lại" }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
