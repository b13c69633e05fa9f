import { describe, expect, it } from "vitest";
import { hasRichContentBlocks } from "./has-blocks.ts";
import { readRichContent } from "./schema.ts";

const valid = {
  blocks: [
    {
      key: "a1",
      text: "Xin chào",
      type: "unstyled",
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    },
  ],
  entityMap: {},
};

describe("hasRichContentBlocks", () => {
  it("answers as the validator does for valid content, as an object or as JSON text", () => {
    expect(readRichContent(valid)?.blocks.length).toBe(1);
    expect(hasRichContentBlocks(valid)).toBe(true);
    expect(hasRichContentBlocks(JSON.stringify(valid))).toBe(true);
    const empty = { blocks: [], entityMap: {} };
    expect(readRichContent(empty)?.blocks.length).toBe(0);
    expect(hasRichContentBlocks(empty)).toBe(false);
  });

  it("says no for nothing, text that is not JSON, and values without blocks", () => {
    for (const value of [null, undefined, "", "not json", "42", 42, {}, { blocks: "x" }, []]) {
      expect(hasRichContentBlocks(value)).toBe(false);
    }
  });
});
