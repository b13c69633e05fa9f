import { describe, expect, it } from "vitest";
import { overrides, SAMPLE } from "./fallback-font-metrics.ts";

/** A font whose every character is `advance` units wide, with Be Vietnam Pro's vertical metrics. */
function font(unitsPerEm: number, advance: number) {
  return {
    unitsPerEm,
    ascent: unitsPerEm,
    descent: -0.265 * unitsPerEm,
    lineGap: 0,
    fullName: "Test",
    postscriptName: "Test",
    layout: (text: string) => ({ advanceWidth: [...text].length * advance }),
  };
}

describe("a metric-matched fallback face's overrides", () => {
  it("leaves a font of the same widths as it is", () => {
    expect(overrides(font(1000, 550), font(2048, 1126.4))).toEqual({
      sizeAdjust: "100.00%",
      ascentOverride: "100.00%",
      descentOverride: "26.50%",
      lineGapOverride: "0.00%",
    });
  });

  it("scales a narrower local font up, and its line box down by the same factor", () => {
    // The web font is 10 % wider: the local font is drawn 110 % large, and its ascent and
    // descent (which the browser scales too) are divided by 1.1 to stay the web font's.
    const result = overrides(font(1000, 550), font(1000, 500), SAMPLE);
    expect(result.sizeAdjust).toBe("110.00%");
    expect(result.ascentOverride).toBe("90.91%");
    expect(result.descentOverride).toBe("24.09%");
  });
});
