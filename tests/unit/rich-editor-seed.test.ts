import { describe, expect, it } from "vitest";
import { NEWS_ARTICLES_1 } from "../../server/seed/content/articles-news-1.ts";
import { NEWS_ARTICLES_2 } from "../../server/seed/content/articles-news-2.ts";
import { PAGE_ARTICLES } from "../../server/seed/content/articles-pages.ts";
import { richContent } from "../../server/seed/rich.ts";
import { richContentSchema } from "../../shared/rich-content/schema.ts";
import {
  editText,
  moveBlock,
  pruneEntities,
} from "../../web/components/rich-editor/content-edits.ts";

/**
 * The rich-text editor edits the stored shape itself: opening an article and saving it without
 * a change, or typing and undoing, must give back exactly what was stored, for every node the
 * seed's articles use (headings, nested lists, quotes, marks, links).
 */
describe("rich editor round trip over the seed's articles", () => {
  const articles = [...NEWS_ARTICLES_1, ...NEWS_ARTICLES_2, ...PAGE_ARTICLES];

  it.each(articles.map((a) => [a.slug, a] as const))("keeps %s unchanged", (_slug, article) => {
    const stored = richContentSchema.parse(richContent(...article.content));
    expect(pruneEntities(stored)).toEqual(stored);
    for (const block of stored.blocks) {
      expect(editText(block, block.text)).toEqual(block);
      // Typing a character at the end and deleting it again.
      expect(editText(editText(block, `${block.text}x`), block.text)).toEqual(block);
    }
    if (stored.blocks.length > 1) expect(moveBlock(moveBlock(stored, 0, 1), 1, 0)).toEqual(stored);
  });

  it("covers headings, nested lists, quotes, marks and links", () => {
    const all = articles.map((a) => richContent(...a.content));
    const blocks = all.flatMap((c) => c.blocks);
    expect(blocks.some((b) => b.type.startsWith("header-"))).toBe(true);
    expect(blocks.some((b) => b.type.endsWith("list-item"))).toBe(true);
    expect(blocks.some((b) => b.inlineStyleRanges.length > 0)).toBe(true);
    expect(all.some((c) => Object.keys(c.entityMap).length > 0)).toBe(true);
  });
});
