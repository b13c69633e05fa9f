import { cleanup, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test-utils.tsx";
import { SortablePieces } from "./SortablePieces.tsx";
import { lastAnnouncement, layOutWordPieces, press } from "./testing.ts";

const pieces = ["forward", "I", "look"].map((value) => ({ value, text: value }));

/** The pieces with their order kept in state, as the question card keeps it. */
function Arrangement({ onReorder }: { onReorder: (order: string[]) => void }) {
  const [order, setOrder] = useState(pieces.map((p) => p.value));
  return (
    <SortablePieces
      pieces={pieces}
      order={order}
      onReorder={(next) => {
        setOrder(next);
        onReorder(next);
      }}
      labelledBy="title"
    />
  );
}

const shownOrder = () => screen.getAllByTestId("word-piece").map((el) => el.textContent);

describe("SortablePieces (word arrangement)", () => {
  beforeEach(layOutWordPieces);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("can be answered with the keyboard alone: Space, arrow keys, Space", async () => {
    const onReorder = vi.fn();
    renderWithApp(<Arrangement onReorder={onReorder} />, { locale: "en" });
    const piece = screen.getByText("forward");
    expect(piece.getAttribute("tabindex")).toBe("0");
    expect(piece.getAttribute("aria-roledescription")).toBe("movable piece");
    piece.focus();

    await press(piece, "Space");
    expect(lastAnnouncement()).toBe("Picked up forward, position 1 of 3.");
    await press(piece, "ArrowRight");
    expect(lastAnnouncement()).toBe("forward moved to position 2 of 3.");
    await press(piece, "ArrowRight");
    expect(lastAnnouncement()).toBe("forward moved to position 3 of 3.");
    await press(piece, "Space");

    expect(lastAnnouncement()).toBe("forward dropped at position 3 of 3.");
    expect(onReorder).toHaveBeenLastCalledWith(["I", "look", "forward"]);
    expect(shownOrder()).toEqual(["I", "look", "forward"]);
  });

  it("Escape puts the piece back where it was", async () => {
    const onReorder = vi.fn();
    renderWithApp(<Arrangement onReorder={onReorder} />, { locale: "en" });
    const piece = screen.getByText("I");
    piece.focus();
    await press(piece, "Space");
    await press(piece, "ArrowRight");
    await press(piece, "Escape");
    expect(lastAnnouncement()).toBe("Moving cancelled. I is back at position 2 of 3.");
    expect(onReorder).not.toHaveBeenCalled();
    expect(shownOrder()).toEqual(["forward", "I", "look"]);
  });

  it("tells screen readers how to move a piece, in the page's language", () => {
    renderWithApp(<Arrangement onReorder={vi.fn()} />, { locale: "vi" });
    const piece = screen.getByText("look");
    const instructions = document.getElementById(piece.getAttribute("aria-describedby") ?? "");
    expect(instructions?.textContent).toContain("nhấn Space hoặc Enter");
  });
});
