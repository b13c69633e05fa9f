import { useMemo } from "react";
import { sanitizeHtml } from "../../../shared/rich-content/sanitize.ts";
import classes from "./RichContentView.module.css";

interface RichHtmlViewProps {
  /** Rich content the server already rendered to HTML (a lesson's text). */
  html: string;
  className?: string;
}

/**
 * Rich content that arrives as HTML, styled like RichContentView. The server sends it
 * sanitized; it passes the shared rich-text sanitizer again here, so markup never reaches the
 * page unchecked whatever sent it.
 */
export function RichHtmlView({ html, className }: RichHtmlViewProps) {
  const safe = useMemo(() => sanitizeHtml(html, "rich"), [html]);
  if (!safe) return null;
  return (
    <div
      className={className ? `${classes.content} ${className}` : classes.content}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
