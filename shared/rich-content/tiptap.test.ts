import { describe, expect, it } from "vitest";
import { renderRichContent } from "./render.ts";
import type { RichBlock, RichContent } from "./schema.ts";
import { toStored, toTiptap } from "./tiptap.ts";

const block = (
  key: string,
  type: RichBlock["type"],
  text: string,
  extra: Partial<RichBlock> = {},
) =>
  ({
    key,
    type,
    text,
    depth: 0,
    inlineStyleRanges: [],
    entityRanges: [],
    data: {},
    ...extra,
  }) as RichBlock;

const roundTrip = (content: RichContent) => toStored(JSON.parse(JSON.stringify(toTiptap(content))));

/** Every block type, mark and entity the stored shape has. */
const EVERYTHING: RichContent = {
  blocks: [
    block("h2", "header-two", "Mở đầu"),
    block("h3", "header-three", "Phần 1"),
    block("h4", "header-four", "Phần 1.1"),
    block("h5", "header-five", "Ghi chú"),
    block("p1", "unstyled", "Đậm nghiêng gạch mã liên kết", {
      inlineStyleRanges: [
        { offset: 0, length: 3, style: "BOLD" },
        { offset: 0, length: 11, style: "ITALIC" },
        { offset: 12, length: 4, style: "UNDERLINE" },
        { offset: 17, length: 2, style: "CODE" },
      ],
      entityRanges: [{ offset: 20, length: 8, key: 0 }],
    }),
    block("p2", "unstyled", "dòng 1\ndòng 2", { data: { align: "center" } }),
    block("q1", "blockquote", "Trích dẫn"),
    block("l1", "unordered-list-item", "Một"),
    block("l2", "unordered-list-item", "Một một", { depth: 1 }),
    block("l3", "ordered-list-item", "Số", { depth: 2 }),
    block("l4", "unordered-list-item", "Một hai", { depth: 1 }),
    block("l5", "unordered-list-item", "Hai"),
    block("o1", "ordered-list-item", "Thứ nhất"),
    block("c1", "code-block", "const a = 1;\nconst b = 2;"),
    block("a1", "atomic", " ", { entityRanges: [{ offset: 0, length: 1, key: 1 }] }),
    block("a2", "atomic", " ", { entityRanges: [{ offset: 0, length: 1, key: 2 }] }),
    block("a3", "atomic", " ", { entityRanges: [{ offset: 0, length: 1, key: 3 }] }),
    block("a4", "atomic", " ", { entityRanges: [{ offset: 0, length: 1, key: 4 }] }),
    block("e1", "unstyled", ""),
  ],
  entityMap: {
    "0": {
      type: "LINK",
      mutability: "MUTABLE",
      data: {
        url: "https://hocviet.vn",
        target: "_blank",
        rel: "noopener noreferrer",
        title: "Học Việt",
      },
    },
    "1": {
      type: "IMAGE",
      mutability: "IMMUTABLE",
      data: {
        src: "/media/a.jpg",
        title: "Ảnh",
        alt: "Một ảnh",
        width: 640,
        height: 480,
        image_id: 3,
      },
    },
    "2": {
      type: "VIDEO",
      mutability: "IMMUTABLE",
      data: { src: "/media/v.mp4", title: "Phim", width: 1280, height: 720, video_id: 4 },
    },
    "3": { type: "AUDIO", mutability: "IMMUTABLE", data: { src: "/media/a.mp3", audio_id: 5 } },
    "4": {
      type: "IFRAME",
      mutability: "IMMUTABLE",
      data: { src: "https://www.youtube.com/embed/abc", width: 560, height: 315 },
    },
  },
};

describe("stored rich content ⇄ Tiptap JSON", () => {
  it("gives back every block type, mark and entity unchanged", () => {
    expect(roundTrip(EVERYTHING)).toStrictEqual(EVERYTHING);
  });

  it("nests list items by depth and turns line breaks into hard breaks", () => {
    const doc = toTiptap(EVERYTHING);
    const list = doc.content?.find((n) => n.type === "bulletList");
    const nested = list?.content?.[0]?.content?.[1];
    expect(nested?.type).toBe("bulletList");
    expect(nested?.content?.[0]?.content?.[1]?.type).toBe("orderedList");
    const lines = doc.content?.find((n) => n.attrs?.blockKey === "p2");
    expect(lines?.content?.map((n) => n.type)).toEqual(["text", "hardBreak", "text"]);
  });

  it("maps an empty document to one paragraph and back to no blocks", () => {
    expect(toTiptap(null)).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
    expect(toStored(toTiptap(null))).toEqual({ blocks: [], entityMap: {} });
  });

  it("gives blocks the editor split off a key of their own", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "paragraph", attrs: { blockKey: "k1" }, content: [{ type: "text", text: "a" }] },
        { type: "paragraph", attrs: { blockKey: "k1" }, content: [{ type: "text", text: "b" }] },
        { type: "paragraph", content: [{ type: "text", text: "c" }] },
      ],
    };
    const keys = toStored(doc).blocks.map((b) => b.key);
    expect(keys[0]).toBe("k1");
    expect(new Set(keys).size).toBe(3);
  });

  it("normalises only what renders the same: merged style ranges, renumbered entities, depth jumps", () => {
    const content: RichContent = {
      blocks: [
        block("x1", "unstyled", "abcdef", {
          inlineStyleRanges: [
            { offset: 3, length: 3, style: "BOLD" },
            { offset: 0, length: 3, style: "BOLD" },
          ],
          entityRanges: [{ offset: 0, length: 2, key: 7 }],
        }),
        block("x2", "unordered-list-item", "một"),
        block("x3", "unordered-list-item", "ba", { depth: 3 }),
      ],
      entityMap: { "7": { type: "LINK", mutability: "IMMUTABLE", data: { url: "/khoa-hoc" } } },
    };
    const back = roundTrip(content);
    expect(back.blocks[0]?.inlineStyleRanges).toEqual([{ offset: 0, length: 6, style: "BOLD" }]);
    expect(back.blocks[0]?.entityRanges).toEqual([{ offset: 0, length: 2, key: 0 }]);
    expect(back.blocks[2]?.depth).toBe(1);
    // The same tags, except that a style cut in two pieces is now one element.
    const joined = (html: string) => html.replace(/<\/(strong|em|u|code)><\1>/g, "");
    expect(renderRichContent(back)).toBe(joined(renderRichContent(content)));
  });
});
