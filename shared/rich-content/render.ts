import { escapeHtml } from "./html-escape.ts";
import { figure } from "./render-entity.ts";
import { renderInline } from "./render-inline.ts";
import { sanitizeHtml } from "./sanitize.ts";
import type { BlockType, RichBlock, RichContent } from "./schema.ts";

/**
 * Rich content (the stored shape of schema.ts) to HTML. The HTML is built from escaped parts
 * only, then passed through the rich-text sanitizer as well, so that a mistake in one layer is
 * still caught by the other (docs/product/content.md: the server renders sanitized HTML).
 */

const SIMPLE: Partial<Record<BlockType, string>> = {
  unstyled: "p",
  "header-two": "h2",
  "header-three": "h3",
  "header-four": "h4",
  "header-five": "h5",
  blockquote: "blockquote",
};

const LIST: Partial<Record<BlockType, "ul" | "ol">> = {
  "unordered-list-item": "ul",
  "ordered-list-item": "ol",
};

export function renderRichContent(content: RichContent | null | undefined): string {
  if (!content) return "";
  const out: string[] = [];
  /** Open lists, outermost first; each has an open <li> once its first item is written. */
  const lists: ("ul" | "ol")[] = [];
  const closeListsTo = (depth: number) => {
    while (lists.length > depth) out.push(`</li></${lists.pop()}>`);
  };
  const { blocks, entityMap } = content;

  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as RichBlock;
    const listTag = LIST[block.type];
    if (listTag) {
      // A list item nests at most one level deeper than the item before it.
      const depth = Math.min(block.depth, lists.length);
      closeListsTo(depth + 1);
      if (lists.length === depth + 1 && lists[depth] !== listTag) closeListsTo(depth);
      if (lists.length === depth + 1) {
        out.push("</li><li>");
      } else {
        out.push(`<${listTag}><li>`);
        lists.push(listTag);
      }
      out.push(renderInline(block, entityMap));
      continue;
    }
    closeListsTo(0);
    if (block.type === "code-block") {
      // Consecutive code blocks are the lines of one listing.
      const lines = [block.text];
      while (blocks[i + 1]?.type === "code-block") lines.push(blocks[++i]?.text ?? "");
      out.push(`<pre><code>${escapeHtml(lines.join("\n"))}</code></pre>`);
      continue;
    }
    if (block.type === "atomic") {
      const key = block.entityRanges[0]?.key;
      const entity = key === undefined ? undefined : entityMap[String(key)];
      if (entity?.type === "LINK") out.push(`<p>${renderInline(block, entityMap)}</p>`);
      else if (entity) out.push(figure(entity));
      continue;
    }
    const tag = SIMPLE[block.type] ?? "p";
    const inner = renderInline(block, entityMap);
    // An empty paragraph is a blank line the author left on purpose.
    out.push(`<${tag}>${inner || (tag === "p" ? "<br>" : "")}</${tag}>`);
  }
  closeListsTo(0);
  return sanitizeHtml(out.join(""), "rich");
}
