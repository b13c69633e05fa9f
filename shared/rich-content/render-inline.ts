import { escapeHtml } from "./html-escape.ts";
import { linkOpenTag, mediaElement } from "./render-entity.ts";
import type { InlineStyle, RichBlock, RichContent } from "./schema.ts";

/** Style tags from the outside in; every segment opens and closes its own, so nesting is exact. */
const STYLE_TAGS: readonly [InlineStyle, string][] = [
  ["BOLD", "strong"],
  ["ITALIC", "em"],
  ["UNDERLINE", "u"],
  ["CODE", "code"],
];

interface Segment {
  text: string;
  styles: Set<InlineStyle>;
  entity: number | undefined;
}

/** The block's text cut wherever a style or an entity starts or ends. */
function segments(block: RichBlock): Segment[] {
  const length = block.text.length;
  const clamp = (n: number) => Math.max(0, Math.min(length, n));
  const cuts = new Set([0, length]);
  for (const r of [...block.inlineStyleRanges, ...block.entityRanges]) {
    cuts.add(clamp(r.offset));
    cuts.add(clamp(r.offset + r.length));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const result: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i] ?? 0;
    const end = points[i + 1] ?? 0;
    const covers = (r: { offset: number; length: number }) =>
      r.offset <= start && r.offset + r.length >= end;
    result.push({
      text: block.text.slice(start, end),
      styles: new Set(block.inlineStyleRanges.filter(covers).map((r) => r.style)),
      entity: block.entityRanges.find(covers)?.key,
    });
  }
  return result;
}

function styled(segment: Segment): string {
  const text = escapeHtml(segment.text).replace(/\r?\n/g, "<br>");
  const tags = STYLE_TAGS.filter(([style]) => segment.styles.has(style)).map(([, tag]) => tag);
  return (
    tags.map((t) => `<${t}>`).join("") +
    text +
    tags
      .reverse()
      .map((t) => `</${t}>`)
      .join("")
  );
}

/**
 * The inline HTML of a block: escaped text with its styles; LINK entities as links (plain text
 * when the URL is not allowed); other entities as their media element in place of the text.
 */
export function renderInline(block: RichBlock, entityMap: RichContent["entityMap"]): string {
  let html = "";
  const parts = segments(block);
  for (let i = 0; i < parts.length; ) {
    const key = parts[i]?.entity;
    let j = i;
    while (j < parts.length && parts[j]?.entity === key) j++;
    const run = parts.slice(i, j);
    const entity = key === undefined ? undefined : entityMap[String(key)];
    const inner = run.map(styled).join("");
    if (entity?.type === "LINK") {
      const open = linkOpenTag(entity);
      html += open ? `${open}${inner}</a>` : inner;
    } else if (entity) {
      html += mediaElement(entity);
    } else {
      html += inner;
    }
    i = j;
  }
  return html;
}
