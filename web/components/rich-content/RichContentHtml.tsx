import { useMemo } from "react";
import { renderRichContent } from "../../../shared/rich-content/render.ts";
import { readRichContent } from "../../../shared/rich-content/schema.ts";
import classes from "./RichContentView.module.css";

export interface RichContentViewProps {
  /** Stored rich content: the JSON text of a record, or the parsed object. */
  content: unknown;
  className?: string;
}

/**
 * The HTML of rich content, from the shared renderer, which escapes every text and passes its
 * output through the rich-text sanitizer (sanitize-html): nothing a writer typed can become
 * markup or script here. Loaded on demand by RichContentView.
 */
export default function RichContentHtml({ content, className }: RichContentViewProps) {
  const html = useMemo(() => renderRichContent(readRichContent(content)), [content]);
  if (!html) return null;
  return (
    <div
      className={className ? `${classes.content} ${className}` : classes.content}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: built by the shared renderer, sanitized
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
