import { escapeHtml } from "./html-escape.ts";
import type { RichEntity } from "./schema.ts";
import { safeUrl } from "./urls.ts";

/** ` name="value"` pairs, escaped; null and undefined values are left out. */
export function attributes(pairs: Record<string, string | number | null | undefined>): string {
  return Object.entries(pairs)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join("");
}

/** The opening tag of a LINK entity, or null when its URL is not allowed (text stays plain). */
export function linkOpenTag(entity: RichEntity & { type: "LINK" }): string | null {
  const href = safeUrl(entity.data.url, "link");
  if (href === null) return null;
  const blank = entity.data.target === "_blank";
  return `<a${attributes({
    href,
    title: entity.data.title,
    target: blank ? "_blank" : undefined,
    rel: blank ? "noopener noreferrer" : undefined,
  })}>`;
}

/**
 * The element of an IMAGE, VIDEO, AUDIO or IFRAME entity, or "" when its source is not allowed
 * (an iframe outside the allow-list, a `javascript:` source …).
 */
export function mediaElement(entity: RichEntity): string {
  switch (entity.type) {
    case "IMAGE": {
      const src = safeUrl(entity.data.src, "media");
      if (src === null) return "";
      const { title, alt, width, height } = entity.data;
      return `<img${attributes({ src, alt: alt ?? title ?? "", title, width, height, loading: "lazy" })}>`;
    }
    case "VIDEO": {
      const src = safeUrl(entity.data.src, "media");
      if (src === null) return "";
      const { title, width, height } = entity.data;
      return `<video${attributes({ src, title, width, height, controls: "", preload: "metadata" })}></video>`;
    }
    case "AUDIO": {
      const src = safeUrl(entity.data.src, "media");
      if (src === null) return "";
      return `<audio${attributes({ src, title: entity.data.title, controls: "", preload: "metadata" })}></audio>`;
    }
    case "IFRAME": {
      const src = safeUrl(entity.data.src, "iframe");
      if (src === null) return "";
      const { title, width, height } = entity.data;
      return `<iframe${attributes({ src, title: title ?? "", width, height, loading: "lazy", allowfullscreen: "" })}></iframe>`;
    }
    case "LINK":
      return "";
  }
}

/** An atomic block: the media in a figure, captioned with its title. */
export function figure(entity: RichEntity): string {
  const element = mediaElement(entity);
  if (!element) return "";
  const title = "title" in entity.data ? entity.data.title : undefined;
  const caption =
    title && entity.type !== "IFRAME" ? `<figcaption>${escapeHtml(title)}</figcaption>` : "";
  return `<figure>${element}${caption}</figure>`;
}
