import { describe, expect, it } from "vitest";
import type { RichContent } from "../../../../shared/rich-content/schema.ts";
import { withOwnTitle } from "./IntroductionContent.tsx";

const block = (type: string, text: string, key = text) =>
  ({ key, type, text, depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} }) as never;

describe("the introduction's title", () => {
  it("takes the text's own opening heading when it repeats the section's title", () => {
    const content: RichContent = {
      blocks: [block("header-two", "Giới thiệu khoá học"), block("unstyled", "Nội dung")],
      entityMap: {},
    };
    const { title, body } = withOwnTitle(content, "Giới thiệu");
    expect(title).toBe("Giới thiệu khoá học");
    expect(body.blocks.map((b) => b.text)).toEqual(["Nội dung"]);
  });

  it("keeps the section title over a different heading or a paragraph", () => {
    for (const first of [
      block("header-two", "Khoá học này dành cho ai?"),
      block("unstyled", "Giới thiệu khoá học"),
    ]) {
      const content: RichContent = { blocks: [first], entityMap: {} };
      expect(withOwnTitle(content, "Giới thiệu")).toEqual({ title: "Giới thiệu", body: content });
    }
  });
});
