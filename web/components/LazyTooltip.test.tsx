import { ActionIcon } from "@mantine/core";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test-utils.tsx";
import { LazyTooltip } from "./LazyTooltip.tsx";

afterEach(cleanup);

describe("LazyTooltip", () => {
  it("draws only its control until the pointer comes over it, then shows the label", async () => {
    const onMouseEnter = vi.fn();
    renderWithApp(
      <LazyTooltip label="Chia sẻ">
        <ActionIcon aria-label="Chia sẻ" onMouseEnter={onMouseEnter}>
          +
        </ActionIcon>
      </LazyTooltip>,
    );
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.mouseEnter(screen.getByRole("button", { name: "Chia sẻ" }));
    // The control's own handler still runs.
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole("tooltip")).textContent).toBe("Chia sẻ");
  });

  it("stays closed when the pointer has left before the code arrived", async () => {
    renderWithApp(
      <LazyTooltip label="Yêu thích">
        <ActionIcon aria-label="Yêu thích">+</ActionIcon>
      </LazyTooltip>,
    );
    const button = screen.getByRole("button", { name: "Yêu thích" });
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("tooltip")).toBeNull();
    // Mantine's Tooltip has taken over the control: the next hover opens it.
    fireEvent.mouseEnter(screen.getByRole("button", { name: "Yêu thích" }));
    expect((await screen.findByRole("tooltip")).textContent).toBe("Yêu thích");
  });
});
