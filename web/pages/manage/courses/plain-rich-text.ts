import type { RichContent } from "../../../../shared/rich-content/schema.ts";
import { readRichContent } from "../../../../shared/rich-content/schema.ts";

/**
 * Plain paragraphs as rich content and back, for the fields written as text here (a course's
 * introduction, a text lesson) until the rich text editor replaces the text area: one
 * "unstyled" block per paragraph, separated by a blank line.
 */
export function textToRich(text: string): RichContent | null {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return {
    blocks: paragraphs.map((p, i) => ({
      key: `p${i}`,
      type: "unstyled",
      text: p,
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    })),
    entityMap: {},
  };
}

export function richToText(value: unknown): string {
  const content = readRichContent(value);
  return content ? content.blocks.map((b) => b.text).join("\n\n") : "";
}
