import { describe, expect, it } from "vitest";
import { move, pick, roomLeft, unpick } from "./selection.ts";

describe("media picker selection", () => {
  it("adds a file, refusing one already chosen", () => {
    expect(pick([1], 2)).toEqual({ ok: true, value: [1, 2] });
    expect(pick([1, 2], 2)).toEqual({ ok: false, reason: "alreadySelected" });
  });

  it("refuses a file past the maximum", () => {
    expect(pick([1, 2], 3, 2)).toEqual({ ok: false, reason: "maxSelectable" });
    expect(pick([1], 3, 2)).toEqual({ ok: true, value: [1, 3] });
  });

  it("replaces the file of a one-file picker", () => {
    expect(pick([1], 3, 1)).toEqual({ ok: true, value: [3] });
    expect(roomLeft([1], 1)).toBe(1);
  });

  it("removes and reorders", () => {
    expect(unpick([1, 2, 3], 2)).toEqual([1, 3]);
    expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 2, 5)).toEqual([1, 2, 3]);
    expect(move([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
  });

  it("counts the room left", () => {
    expect(roomLeft([1, 2], 3)).toBe(1);
    expect(roomLeft([1, 2, 3], 3)).toBe(0);
    expect(roomLeft([1, 2, 3])).toBe(Number.POSITIVE_INFINITY);
  });
});
