import { describe, expect, it } from "vitest";
import { readRichContent, richContentSchema } from "./schema.ts";

const valid = {
  blocks: [
    {
      key: "a1",
      type: "unstyled",
      text: "Xem thêm",
      depth: 0,
      inlineStyleRanges: [{ offset: 0, length: 3, style: "BOLD" }],
      entityRanges: [{ offset: 4, length: 4, key: 0 }],
      data: {},
    },
    { key: "a2", type: "unordered-list-item", text: "mục", depth: 4 },
  ],
  entityMap: {
    "0": {
      type: "LINK",
      mutability: "MUTABLE",
      data: { url: "https://a.vn", target: "_blank", rel: "noopener noreferrer" },
    },
  },
};

describe("richContentSchema", () => {
  it("accepts the stored shape, filling defaults", () => {
    const parsed = richContentSchema.parse(valid);
    expect(parsed.blocks[1]).toEqual({
      key: "a2",
      type: "unordered-list-item",
      text: "mục",
      depth: 4,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    });
  });

  it.each([
    ["an unknown block type", { blocks: [{ ...valid.blocks[0], type: "header-one" }] }],
    ["a depth above 4", { blocks: [{ ...valid.blocks[1], depth: 5 }] }],
    [
      "an unknown style",
      {
        blocks: [
          { ...valid.blocks[1], inlineStyleRanges: [{ offset: 0, length: 1, style: "STRIKE" }] },
        ],
      },
    ],
    [
      "a range past the text",
      {
        blocks: [
          { ...valid.blocks[1], inlineStyleRanges: [{ offset: 2, length: 5, style: "BOLD" }] },
        ],
      },
    ],
    ["an entity missing from the map", { blocks: [valid.blocks[0]], entityMap: {} }],
    [
      "an unknown entity type",
      { blocks: [], entityMap: { "0": { type: "SCRIPT", mutability: "MUTABLE", data: {} } } },
    ],
    [
      "an image without a source",
      {
        blocks: [],
        entityMap: { "0": { type: "IMAGE", mutability: "IMMUTABLE", data: { title: "x" } } },
      },
    ],
  ])("refuses %s", (_name, content) => {
    expect(richContentSchema.safeParse({ ...valid, ...content }).success).toBe(false);
  });

  it("reads stored JSON text, and null for anything else", () => {
    expect(readRichContent(JSON.stringify(valid))?.blocks).toHaveLength(2);
    expect(readRichContent("{not json")).toBeNull();
    expect(readRichContent(null)).toBeNull();
    expect(readRichContent({ blocks: "x" })).toBeNull();
  });
});
