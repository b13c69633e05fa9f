import { describe, expect, it } from "vitest";
import {
  chooseBlankValue,
  countBlanks,
  distinctOptions,
  fitsOptions,
  splitSentence,
} from "./text-completion.ts";

const options = [
  { value: "on", text: "on" },
  { value: "by", text: "by" },
  { value: "in", text: "in" },
  { value: "on", text: "on" }, // listed twice: may fill two blanks
];

describe("splitSentence and countBlanks", () => {
  it("numbers the blanks in reading order between the text runs", () => {
    expect(splitSentence("Due {{blank}} Friday, {{blank}} 5 p.m.")).toEqual([
      { kind: "text", index: 0, text: "Due " },
      { kind: "blank", index: 0 },
      { kind: "text", index: 1, text: " Friday, " },
      { kind: "blank", index: 1 },
      { kind: "text", index: 2, text: " 5 p.m." },
    ]);
    expect(countBlanks("Due {{blank}} Friday, {{blank}} 5 p.m.")).toBe(2);
  });

  it("handles blanks at the edges, side by side, and no content", () => {
    expect(splitSentence("{{blank}}{{blank}}.")).toEqual([
      { kind: "blank", index: 0 },
      { kind: "blank", index: 1 },
      { kind: "text", index: 2, text: "." },
    ]);
    expect(countBlanks(null)).toBe(0);
    expect(splitSentence(null)).toEqual([]);
  });
});

describe("distinctOptions and fitsOptions", () => {
  it("offers each value once, in first-listed order", () => {
    expect(distinctOptions(options).map((o) => o.value)).toEqual(["on", "by", "in"]);
  });

  it("allows a value as many times as it is listed, and no unknown value", () => {
    expect(fitsOptions(["on", "on", "by"], options)).toBe(true);
    expect(fitsOptions(["by", "by"], options)).toBe(false);
    expect(fitsOptions(["at"], options)).toBe(false);
    expect(fitsOptions([null, null], options)).toBe(true);
  });
});

describe("chooseBlankValue", () => {
  it("puts the value in the blank without touching the others", () => {
    expect(chooseBlankValue([null, "by", null], 0, "on", options)).toEqual(["on", "by", null]);
  });

  it("clears the other blank when a value listed once is chosen a second time", () => {
    expect(chooseBlankValue(["by", null, "in"], 1, "by", options)).toEqual([null, "by", "in"]);
  });

  it("lets a value listed twice fill two blanks, and clears one only at the third use", () => {
    const twice = chooseBlankValue(["on", null, null], 1, "on", options);
    expect(twice).toEqual(["on", "on", null]);
    expect(chooseBlankValue(twice, 2, "on", options)).toEqual([null, "on", "on"]);
  });

  it("choosing the value a blank already holds changes nothing", () => {
    expect(chooseBlankValue(["by", "in"], 0, "by", options)).toEqual(["by", "in"]);
  });

  it("clears a blank with null and does not mutate its input", () => {
    const state = ["by", "in"] as const;
    expect(chooseBlankValue(state, 1, null, options)).toEqual(["by", null]);
    expect(state).toEqual(["by", "in"]);
  });

  it("refuses a value that is not an option and a blank that does not exist", () => {
    expect(() => chooseBlankValue([null], 0, "at", options)).toThrow(RangeError);
    expect(() => chooseBlankValue([null], 1, "on", options)).toThrow(RangeError);
  });
});
