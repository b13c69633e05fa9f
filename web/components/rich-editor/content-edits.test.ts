import { describe, expect, it } from "vitest";
import type { RichBlock, RichContent } from "../../../shared/rich-content/schema.ts";
import {
  addLink,
  editText,
  insertAtomic,
  removeBlock,
  removeEntityRange,
  toggleStyle,
} from "./content-edits.ts";

const block = (text: string, extra: Partial<RichBlock> = {}): RichBlock => ({
  key: "b1",
  type: "unstyled",
  text,
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
  data: {},
  ...extra,
});

describe("rich editor edits", () => {
  const bold = { offset: 4, length: 4, style: "BOLD" as const }; // "Việt" in "Học Việt Nam"

  it("keeps a style on its characters when text is typed before, inside or after it", () => {
    const b = block("Học Việt Nam", { inlineStyleRanges: [bold] });
    expect(editText(b, "Ôi Học Việt Nam").inlineStyleRanges).toEqual([{ ...bold, offset: 7 }]);
    expect(editText(b, "Học Viiệt Nam").inlineStyleRanges).toEqual([{ ...bold, length: 5 }]);
    expect(editText(b, "Học Việt Nam!").inlineStyleRanges).toEqual([bold]);
  });

  it("clips a style cut by a deletion and drops one deleted entirely", () => {
    const b = block("Học Việt Nam", { inlineStyleRanges: [bold] });
    expect(editText(b, "Học Nam").inlineStyleRanges).toEqual([]);
    expect(editText(b, "Học Vi Nam").inlineStyleRanges).toEqual([{ ...bold, length: 2 }]);
  });

  it("toggles a style over a selection", () => {
    const b = toggleStyle(block("Học Việt Nam"), 4, 8, "BOLD");
    expect(b.inlineStyleRanges).toEqual([bold]);
    expect(toggleStyle(b, 4, 8, "BOLD").inlineStyleRanges).toEqual([]);
  });

  it("adds a link entity and removes it, leaving no unused entity", () => {
    const content: RichContent = { blocks: [block("Xem thêm ở đây")], entityMap: {} };
    const linked = addLink(content, 0, 9, 14, "https://example.com");
    expect(linked.blocks[0]?.entityRanges).toEqual([{ offset: 9, length: 5, key: 0 }]);
    expect(linked.entityMap["0"]).toMatchObject({
      type: "LINK",
      data: { url: "https://example.com" },
    });
    expect(removeEntityRange(linked, 0, 0)).toEqual(content);
  });

  it("inserts an image block after a block and drops its entity with it", () => {
    const content: RichContent = { blocks: [block("Đoạn 1")], entityMap: {} };
    const withImage = insertAtomic(content, 0, {
      type: "IMAGE",
      mutability: "IMMUTABLE",
      data: { src: "/media/images/a.jpg", title: "A", width: 640, height: 480 },
    });
    expect(withImage.blocks[1]).toMatchObject({
      type: "atomic",
      text: " ",
      entityRanges: [{ offset: 0, length: 1, key: 0 }],
    });
    expect(removeBlock(withImage, 1)).toEqual(content);
  });
});
