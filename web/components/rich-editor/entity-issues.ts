import type { MessageKey } from "../../../shared/i18n/index.ts";
import type { RichContent, RichEntity } from "../../../shared/rich-content/schema.ts";
import { safeUrl } from "../../../shared/rich-content/urls.ts";

export type EntityField = "src" | "title" | "width" | "height" | "url";

/**
 * What a media, embed or link entity still lacks before it can be saved: an image needs its
 * Src, Title, Width and Height; video and audio a Src; an embed a Src from an allow-listed host;
 * a link a URL the site accepts.
 */
export function entityIssues(entity: RichEntity): Partial<Record<EntityField, MessageKey>> {
  const issues: Partial<Record<EntityField, MessageKey>> = {};
  if (entity.type === "LINK") {
    if (!entity.data.url.trim()) issues.url = "validation.editor.urlRequired";
    else if (!safeUrl(entity.data.url, "link")) issues.url = "validation.invalidUrl";
    return issues;
  }
  if (!entity.data.src.trim()) issues.src = "validation.editor.srcRequired";
  else if (entity.type === "IFRAME" && !safeUrl(entity.data.src, "iframe")) {
    issues.src = "richEditor.iframeRefused";
  } else if (entity.type !== "IFRAME" && !safeUrl(entity.data.src, "media")) {
    issues.src = "validation.invalidUrl";
  }
  if (entity.type === "IMAGE") {
    if (!entity.data.title?.trim()) issues.title = "validation.editor.titleRequired";
    if (!entity.data.width) issues.width = "validation.editor.widthRequired";
    if (!entity.data.height) issues.height = "validation.editor.heightRequired";
  }
  return issues;
}

/** The first problem of the content's entities, for the form's message at the editor. */
export function firstContentIssue(content: RichContent | null): MessageKey | null {
  for (const entity of Object.values(content?.entityMap ?? {})) {
    const issue = Object.values(entityIssues(entity))[0];
    if (issue) return issue;
  }
  return null;
}
