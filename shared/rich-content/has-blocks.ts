/**
 * Whether stored rich content (an object or its JSON text) has at least one block, without
 * validating it: a page deciding whether to show a section around the content asks this,
 * sparing the browser the validator (zod) before the first screen. The content is validated
 * when written, and again by the renderer (web/components/rich-content/RichContentHtml.tsx).
 */
export function hasRichContentBlocks(value: unknown): boolean {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return false;
    }
  }
  if (typeof parsed !== "object" || parsed === null) return false;
  const blocks = (parsed as { blocks?: unknown }).blocks;
  return Array.isArray(blocks) && blocks.length > 0;
}
