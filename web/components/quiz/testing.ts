import { act, fireEvent } from "@testing-library/react";
import { vi } from "vitest";

/**
 * happy-dom lays nothing out, so every rectangle is empty and dnd-kit's keyboard sensor finds no
 * neighbour to move to. This gives each word piece a place in one row (100px apart, by its
 * position among its siblings) and everything else a page-sized box; restore with
 * `vi.restoreAllMocks()`.
 */
export function layOutWordPieces() {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    if (this.getAttribute("data-testid") !== "word-piece") return new DOMRect(0, 0, 1000, 800);
    const index = [...(this.parentElement?.children ?? [])].indexOf(this);
    return new DOMRect(index * 100, 0, 80, 30);
  });
}

/** The keyboard sensor starts listening on the next task; let it (and React) catch up. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Presses a key as the keyboard sensor reads it (by `code`) on the focused piece. */
export async function press(
  target: Element,
  code: "Space" | "ArrowRight" | "ArrowLeft" | "Escape",
) {
  fireEvent.keyDown(target, { code, key: code === "Space" ? " " : code });
  await settle();
}

/** The text of dnd-kit's live region: what a screen reader was last told. */
export const lastAnnouncement = () =>
  document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? "";
